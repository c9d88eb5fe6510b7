import Document

/// Sequence methods that take closures or order elements (`sorted(by:)`, `reduce`, `enumerated()`,
/// `first(where:)`, …), shared by arrays, ranges and dictionaries, and the dictionary's own
/// members (`keys`, `values`, `mapValues`, `removeValue(forKey:)`, …).
///
/// A dictionary as a sequence is its `(key:, value:)` pairs, in insertion order (see
/// `DictionaryValue`); a closure with two parameters over pairs gets the key and the value, as
/// Swift destructures them.
extension Library {
    static let orderingMethods: [String: [Signature]] = [
        "sorted": [
            Signature() { i, a in .array(try i.sortedValues(try items(i, a), a.call) { x, y in try i.compare("<", x, y, a.call) }) },
            Signature(Param<ClosureValue>.labeled("by")) { i, a, by in
                .array(try i.sortedValues(try items(i, a), a.call) { x, y in try i.predicate(by, [x, y], a.call) })
            },
        ],
        "enumerated": [Signature() { i, a in
            .array(try items(i, a).enumerated().map { .tuple(labels: ["offset", "element"], values: [.int($0.offset), $0.element]) })
        }],
        "reduce": [Signature(Param<Value>.unlabeled, Param<ClosureValue>.unlabeled) { i, a, initial, combine in
            var acc = initial
            for el in try items(i, a) { acc = try i.callClosure(combine, [acc, el], a.call, hint: i.contextHint(for: initial), builder: false) }
            return acc
        }],
        "first": [Signature(Param<ClosureValue>.labeled("where")) { i, a, test in
            for el in try items(i, a) where try i.predicate(test, [el], a.call) { return el }
            return .none
        }],
        "contains": [Signature(Param<ClosureValue>.labeled("where")) { i, a, test in
            for el in try items(i, a) where try i.predicate(test, [el], a.call) { return .bool(true) }
            return .bool(false)
        }],
        "allSatisfy": [Signature(Param<ClosureValue>.unlabeled) { i, a, test in
            for el in try items(i, a) where try !i.predicate(test, [el], a.call) { return .bool(false) }
            return .bool(true)
        }],
        "last": [Signature(Param<ClosureValue>.labeled("where")) { i, a, test in
            for el in try items(i, a).reversed() where try i.predicate(test, [el], a.call) { return el }
            return .none
        }],
        "firstIndex": [Signature(Param<ClosureValue>.labeled("where")) { i, a, test in
            for (n, el) in try items(i, a).enumerated() where try i.predicate(test, [el], a.call) { return .int(n) }
            return .none
        }],
        "compactMap": [Signature(Param<ClosureValue>.unlabeled) { i, a, transform in
            var out: [Value] = []
            for el in try items(i, a) {
                let v = try i.callClosure(transform, [el], a.call, hint: a.hint.element == .any ? .any : .optional(a.hint.element), builder: false)
                if case .none = v { continue }
                out.append(v)
            }
            return try i.checkArray(out, a.call)
        }],
        "min": [Signature() { i, a in try extreme(i, a, "<") }],
        "max": [Signature() { i, a in try extreme(i, a, ">") }],
    ]

    static let dictionaryMethods: [String: [Signature]] = {
        var t = orderingMethods
        t["min"] = nil; t["max"] = nil; t["sorted"] = t["sorted"].map { [$0[1]] }   // pairs are not Comparable
        t["map"] = [Signature(Param<ClosureValue>.unlabeled) { i, a, transform in
            var out: [Value] = []
            for el in try items(i, a) { out.append(try i.callClosure(transform, [el], a.call, hint: a.hint.element, builder: false)) }
            return try i.checkArray(out, a.call)
        }]
        t["filter"] = [Signature(Param<ClosureValue>.unlabeled) { i, a, test in
            var d = try dictionary(a).emptied
            let all = try dictionary(a)
            for (k, v) in zip(all.keys, all.values) where try i.predicate(test, [pair(k, v)], a.call) { try d.set(k, v, a.call) }
            return .dictionary(d)
        }]
        t["mapValues"] = [Signature(Param<ClosureValue>.unlabeled) { i, a, transform in
            let all = try dictionary(a)
            var d = DictionaryValue(keyHint: all.keyHint)
            for (k, v) in zip(all.keys, all.values) {
                try d.set(k, i.callClosure(transform, [v], a.call, hint: .any, builder: false), a.call)
            }
            if let first = d.values.first { d.valueHint = i.contextHint(for: first) }
            return try i.checkComposite(.dictionary(d), a.call)
        }]
        return t
    }()

    static let dictionaryProperties: [String: Property] = [
        "count": { _, v, _ in if case .dictionary(let d) = v { return .int(d.count) }; return .void },
        "isEmpty": { _, v, _ in if case .dictionary(let d) = v { return .bool(d.isEmpty) }; return .void },
        "keys": { _, v, _ in if case .dictionary(let d) = v { return .array(d.keys) }; return .void },
        "values": { _, v, _ in if case .dictionary(let d) = v { return .array(d.values) }; return .void },
        "first": { _, v, _ in if case .dictionary(let d) = v { return d.pairs.first ?? .none }; return .void },
    ]

    /// Methods that change the dictionary they are called on (they return the new value).
    static let dictionaryMutators: [String: [Signature]] = [
        "removeValue": [Signature(Param<Value>.labeled("forKey")) { i, a, key in
            var d = try dictionary(a)
            try d.remove(try i.coerce(key, d.keyHint, a.call), a.call)
            return .dictionary(d)
        }],
        "updateValue": [Signature(Param<Value>.unlabeled, Param<Value>.labeled("forKey")) { i, a, value, key in
            var d = try dictionary(a)
            try d.set(try i.coerce(key, d.keyHint, a.call), try i.coerce(value, d.valueHint, a.call), a.call)
            return .dictionary(d)
        }],
        "removeAll": [Signature() { _, a in .dictionary(try dictionary(a).emptied) }],
    ]

    /// Array methods that change the array, besides `append`, `removeAll` and `removeLast`.
    static let arrayMutators: [String: [Signature]] = [
        "remove": [Signature(Param<Located<Int>>.labeled("at")) { _, a, index in
            guard case .array(var items)? = a.receiver else { throw Failure("remove(at:) needs an array", at: a.call) }
            guard index.value >= 0 && index.value < items.count else {
                throw Failure("index \(index.value) is out of range (count \(items.count))", at: index.offset)
            }
            items.remove(at: index.value)
            return .array(items)
        }],
        "insert": [Signature(Param<Value>.unlabeled, Param<Located<Int>>.labeled("at")) { i, a, element, index in
            guard case .array(var items)? = a.receiver else { throw Failure("insert(_:at:) needs an array", at: a.call) }
            guard index.value >= 0 && index.value <= items.count else {
                throw Failure("index \(index.value) is out of range (count \(items.count))", at: index.offset)
            }
            items.insert(element, at: index.value)
            return try i.checkArray(items, a.call)
        }],
        "sort": [
            Signature() { i, a in .array(try i.sortedValues(try items(i, a), a.call) { x, y in try i.compare("<", x, y, a.call) }) },
            Signature(Param<ClosureValue>.labeled("by")) { i, a, by in
                .array(try i.sortedValues(try items(i, a), a.call) { x, y in try i.predicate(by, [x, y], a.call) })
            },
        ],
        "append": [
            // Amortized O(1) in Swift: no work counted per element already there.
            Signature(Param<Value>.unlabeled) { i, a, x in
                guard case .array(var xs)? = a.receiver else { throw Failure("append needs an array", at: a.call) }
                xs.append(x)
                return try i.checkArray(xs, a.call)
            },
            Signature(Param<Located<Value>>.labeled("contentsOf")) { i, a, other in
                try i.checkArray(try items(i, a) + i.elements(of: other.value, other.offset), a.call)
            },
        ],
        "removeAll": [
            Signature() { _, _ in .array([]) },
            Signature(Param<ClosureValue>.labeled("where")) { i, a, test in
                .array(try items(i, a).filter { try !i.predicate(test, [$0], a.call) })
            },
        ],
        "removeLast": [Signature() { i, a in
            let xs = try items(i, a)
            guard !xs.isEmpty else { throw Failure("removeLast() on an empty array", at: a.call) }
            return .array(Array(xs.dropLast()))
        }],
        "removeFirst": [Signature() { i, a in
            let xs = try items(i, a)
            guard !xs.isEmpty else { throw Failure("removeFirst() on an empty array", at: a.call) }
            return .array(Array(xs.dropFirst()))
        }],
        "reverse": [Signature() { i, a in .array(try items(i, a).reversed()) }],
        "swapAt": [Signature(Param<Located<Int>>.unlabeled, Param<Located<Int>>.unlabeled) { i, a, x, y in
            var xs = try items(i, a)
            for k in [x, y] where !(k.value >= 0 && k.value < xs.count) {
                throw Failure("index \(k.value) is out of range (count \(xs.count))", at: k.offset)
            }
            xs.swapAt(x.value, y.value)
            return .array(xs)
        }],
    ]

    // MARK: Helpers

    private static func items(_ i: Interpreter, _ a: Args) throws -> [Value] {
        guard let r = a.receiver else { throw Failure("expected a sequence", at: a.call) }
        let items = try i.elements(of: r, a.call)
        try i.tick(a.call, items.count)
        return items
    }

    private static func dictionary(_ a: Args) throws -> DictionaryValue {
        guard case .dictionary(let d)? = a.receiver else { throw Failure("expected a dictionary", at: a.call) }
        return d
    }

    private static func pair(_ k: Value, _ v: Value) -> Value { .tuple(labels: ["key", "value"], values: [k, v]) }

    private static func extreme(_ i: Interpreter, _ a: Args, _ op: String) throws -> Value {
        var best: Value?
        for el in try items(i, a) {
            if let b = best { if try i.compare(op, el, b, a.call) { best = el } } else { best = el }
        }
        return best ?? .none
    }
}

extension Interpreter {
    /// A closure's Bool result (`sorted(by:)`, `first(where:)`).
    func predicate(_ c: ClosureValue, _ args: [Value], _ offset: Int) throws -> Bool {
        guard case .bool(let b) = try callClosure(c, args, offset, hint: .bool, builder: false) else {
            throw Failure("the closure must return a Bool", at: c.closure.offset)
        }
        return b
    }

    /// A stable sort with a comparison that may fail (it runs script code), counting its work.
    func sortedValues(_ items: [Value], _ offset: Int, by less: (Value, Value) throws -> Bool) throws -> [Value] {
        guard items.count > 1 else { return items }
        var a = items
        var tmp = items
        var width = 1
        while width < a.count {
            var lo = 0
            while lo < a.count {
                let mid = min(lo + width, a.count), hi = min(lo + 2 * width, a.count)
                var i = lo, j = mid, k = lo
                while i < mid && j < hi {
                    try tick(offset)
                    if try less(a[j], a[i]) { tmp[k] = a[j]; j += 1 } else { tmp[k] = a[i]; i += 1 }
                    k += 1
                }
                while i < mid { tmp[k] = a[i]; i += 1; k += 1 }
                while j < hi { tmp[k] = a[j]; j += 1; k += 1 }
                lo = hi
            }
            swap(&a, &tmp)
            width *= 2
        }
        return a
    }
}
