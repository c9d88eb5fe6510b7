import Document

/// Array methods beyond the basics: ordering, searching and folding, and the mutating ones
/// actions call on `@State` arrays (`items.insert(x, at: 0)`, `items.remove(at: i)`,
/// `items.sort { $0.date < $1.date }`).
extension Library {
    /// `a < b` for `sorted()`, `min()`, `max()`: numbers, strings.
    private static func less(_ i: Interpreter, _ x: Value, _ y: Value, _ offset: Int) throws -> Bool {
        try i.compare("<", x, y, offset)
    }

    /// `areInIncreasingOrder` or a predicate's Bool result.
    private static func bool(_ i: Interpreter, _ f: ClosureValue, _ args: [Value], _ offset: Int, _ what: String) throws -> Bool {
        guard case .bool(let b) = try i.callClosure(f, args, offset, hint: .bool, builder: false) else {
            throw Failure("\(what)'s closure must return a Bool", at: offset)
        }
        return b
    }

    private static func sorted(_ i: Interpreter, _ items: [Value], _ by: ClosureValue?, _ offset: Int) throws -> [Value] {
        try i.tick(offset, items.count)
        // Insertion sort keeps the work visible to the step budget and is stable, like Swift's sort.
        var out: [Value] = []
        out.reserveCapacity(items.count)
        for x in items {
            var k = out.count
            while k > 0 {
                try i.tick(offset)
                let before = try by.map { try bool(i, $0, [x, out[k - 1]], offset, "sorted(by:)") } ?? less(i, x, out[k - 1], offset)
                if !before { break }
                k -= 1
            }
            out.insert(x, at: k)
        }
        return out
    }

    private static func items(_ i: Interpreter, _ a: Args) throws -> [Value] {
        guard let r = a.receiver else { throw Failure("\(a.name) needs an array", at: a.call) }
        return try i.elements(of: r, a.call)
    }

    static let collectionMethods: [String: [Signature]] = [
        "sorted": [
            Signature() { i, a in .array(try sorted(i, try items(i, a), nil, a.call)) },
            Signature(Param<ClosureValue>.labeled("by")) { i, a, by in .array(try sorted(i, try items(i, a), by, a.call)) },
        ],
        "first": [Signature(Param<ClosureValue>.labeled("where")) { i, a, p in
            for x in try items(i, a) where try bool(i, p, [x], a.call, "first(where:)") { return x }
            return .none
        }],
        "last": [Signature(Param<ClosureValue>.labeled("where")) { i, a, p in
            for x in try items(i, a).reversed() where try bool(i, p, [x], a.call, "last(where:)") { return x }
            return .none
        }],
        "firstIndex": [Signature(Param<ClosureValue>.labeled("where")) { i, a, p in
            for (n, x) in try items(i, a).enumerated() where try bool(i, p, [x], a.call, "firstIndex(where:)") { return .int(n) }
            return .none
        }],
        "contains": [Signature(Param<ClosureValue>.labeled("where")) { i, a, p in
            for x in try items(i, a) where try bool(i, p, [x], a.call, "contains(where:)") { return .bool(true) }
            return .bool(false)
        }],
        "allSatisfy": [Signature(Param<ClosureValue>.unlabeled) { i, a, p in
            for x in try items(i, a) where try !bool(i, p, [x], a.call, "allSatisfy") { return .bool(false) }
            return .bool(true)
        }],
        "reduce": [Signature(Param<Value>.unlabeled, Param<ClosureValue>.unlabeled) { i, a, initial, f in
            var acc = initial
            for x in try items(i, a) { acc = try i.callClosure(f, [acc, x], a.call, hint: .any, builder: false) }
            return acc
        }],
        "compactMap": [Signature(Param<ClosureValue>.unlabeled) { i, a, f in
            var out: [Value] = []
            for x in try items(i, a) {
                let y = try i.callClosure(f, [x], a.call, hint: .any, builder: false)
                if case .none = y { continue }
                out.append(y)
            }
            return try i.checkArray(out, a.call)
        }],
        "min": [Signature() { i, a in
            var best: Value?
            for x in try items(i, a) where try best.map({ try less(i, x, $0, a.call) }) ?? true { best = x }
            return best ?? .none
        }],
        "max": [Signature() { i, a in
            var best: Value?
            for x in try items(i, a) where try best.map({ try less(i, $0, x, a.call) }) ?? true { best = x }
            return best ?? .none
        }],
    ]

    /// Mutating array methods: each returns the array's new value (`mutatingCall` stores it).
    static let arrayMutators: [String: [Signature]] = [
        "reverse": [Signature() { i, a in .array(try items(i, a).reversed()) }],
        "sort": [
            Signature() { i, a in .array(try sorted(i, try items(i, a), nil, a.call)) },
            Signature(Param<ClosureValue>.labeled("by")) { i, a, by in .array(try sorted(i, try items(i, a), by, a.call)) },
        ],
        "insert": [Signature(Param<Value>.unlabeled, Param<Located<Int>>.labeled("at")) { i, a, x, at in
            var xs = try items(i, a)
            guard at.value >= 0 && at.value <= xs.count else {
                throw Failure("index \(at.value) is out of range for insert (count \(xs.count))", at: at.offset)
            }
            xs.insert(x, at: at.value)
            return try i.checkArray(xs, a.call)
        }],
        "remove": [Signature(Param<Located<Int>>.labeled("at")) { i, a, at in
            var xs = try items(i, a)
            guard at.value >= 0 && at.value < xs.count else {
                throw Failure("index \(at.value) is out of range (count \(xs.count))", at: at.offset)
            }
            xs.remove(at: at.value)
            return .array(xs)
        }],
        "removeFirst": [Signature() { i, a in
            let xs = try items(i, a)
            guard !xs.isEmpty else { throw Failure("removeFirst() on an empty array", at: a.call) }
            return .array(Array(xs.dropFirst()))
        }],
        "removeAll": [
            Signature() { _, _ in .array([]) },
            Signature(Param<ClosureValue>.labeled("where")) { i, a, p in
                .array(try items(i, a).filter { try !bool(i, p, [$0], a.call, "removeAll(where:)") })
            },
        ],
        "append": [
            Signature(Param<Value>.unlabeled) { i, a, x in try i.checkArray(try items(i, a) + [x], a.call) },
            Signature(Param<Located<Value>>.labeled("contentsOf")) { i, a, other in
                try i.checkArray(try items(i, a) + i.elements(of: other.value, other.offset), a.call)
            },
        ],
        "swapAt": [Signature(Param<Located<Int>>.unlabeled, Param<Located<Int>>.unlabeled) { i, a, x, y in
            var xs = try items(i, a)
            for k in [x, y] where !(k.value >= 0 && k.value < xs.count) {
                throw Failure("index \(k.value) is out of range (count \(xs.count))", at: k.offset)
            }
            xs.swapAt(x.value, y.value)
            return .array(xs)
        }],
    ]
}
