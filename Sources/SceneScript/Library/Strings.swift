import Document

/// Strings as Swift's collections of `Character`s: `Array("Hello")`, `for ch in text`,
/// `text.enumerated()`, `zip(a, b)`, `String(ch)`, `String(format:)`, `split(separator:)` and the
/// slicing methods (whose `Substring`s are Strings here).
extension Library {
    /// A `Character` argument (a one-letter literal is one where a Character is expected).
    struct CharacterArgument: ScriptArgument {
        let character: Character
        static var hint: Hint { .character }
        static func read(_ v: Value, at _: Int) -> CharacterArgument? {
            if case .character(let c) = v { CharacterArgument(character: c) } else { nil }
        }
    }

    private static func text(_ a: Args) throws -> String {
        guard case .string(let s)? = a.receiver else { throw Failure("expected a String", at: a.call) }
        return s
    }

    private static func characters(_ i: Interpreter, _ a: Args) throws -> [Character] {
        let s = try text(a)
        try i.tick(a.call, s.utf8.count)
        return Array(s)
    }

    /// `enumerated()`: `(offset:, element:)` pairs, as Swift's `EnumeratedSequence` gives them.
    static func enumeratedSignature() -> Signature {
        Signature() { i, a in
            guard let r = a.receiver else { throw Failure("expected a sequence", at: a.call) }
            let items = try i.elements(of: r, a.call)
            try i.tick(a.call, items.count)
            return try i.checkArray(items.enumerated().map { .tuple(labels: ["offset", "element"], values: [.int($0.offset), $0.element]) }, a.call)
        }
    }

    static func addStringMethods(_ t: inout [String: [String: [Signature]]], sequence: [String: [Signature]]) {
        t["array", default: [:]]["enumerated"] = [enumeratedSignature()]
        t["range", default: [:]]["enumerated"] = [enumeratedSignature()]
        var s = t["string"] ?? [:]
        // Sequence methods whose results are arrays (`map`) or need no change (`contains` of a Character).
        s["map"] = sequence["map"]
        s["enumerated"] = [enumeratedSignature()]
        s["reversed"] = [Signature() { i, a in .array(try characters(i, a).reversed().map { .character($0) }) }]
        s["filter"] = [Signature(Param<Located<ClosureValue>>.unlabeled) { i, a, predicate in
            var out = ""
            for ch in try characters(i, a) {
                guard case .bool(let keep) = try i.callClosure(predicate.value, [.character(ch)], a.call, hint: .bool, builder: false) else {
                    throw Failure("filter's closure must return a Bool", at: predicate.offset)
                }
                if keep { out.append(ch) }
            }
            return .string(out)
        }]
        s["contains"] = [Signature(Param<Value>.unlabeled) { i, a, x in
            let str = try text(a)
            switch x {
            case .string(let other): return .bool(str.contains(other))
            case .character(let c): return .bool(str.contains(c))
            case .closure(let predicate):
                for ch in try characters(i, a) {
                    if case .bool(true) = try i.callClosure(predicate, [.character(ch)], a.call, hint: .bool, builder: false) { return .bool(true) }
                }
                return .bool(false)
            default: throw Failure("contains needs a String or a Character, found \(x.described)", at: a.offsets[0])
            }
        }]
        // Slices are `Substring`s in Swift; Strings here (Text and String(…) take both).
        func slice(_ name: String, _ f: @escaping @Sendable (String, Int) -> Substring, default n: Int? = nil) {
            let param = n.map { Param<Int>.unlabeled(default: $0) } ?? Param<Int>.unlabeled
            s[name] = [Signature(param) { _, a, n in
                guard n >= 0 else { throw Failure("\(name) needs a count of 0 or more, found \(n)", at: a.offsets[0]) }
                return .string(String(f(try text(a), n)))
            }]
        }
        slice("prefix", { $0.prefix($1) })
        slice("suffix", { $0.suffix($1) })
        slice("dropFirst", { $0.dropFirst($1) }, default: 1)
        slice("dropLast", { $0.dropLast($1) }, default: 1)
        s["split"] = [Signature(Param<Value>.labeled("separator"), Param<Int>.labeled("maxSplits", default: Int.max),
                                Param<Bool>.labeled("omittingEmptySubsequences", default: true)) { i, a, separator, maxSplits, omit in
            let str = try text(a)
            try i.tick(a.call, str.utf8.count)
            guard maxSplits >= 0 else { throw Failure("maxSplits must not be negative", at: a.call) }
            let parts: [Substring]
            switch separator {
            case .character(let c): parts = str.split(separator: c, maxSplits: maxSplits, omittingEmptySubsequences: omit)
            case .string(let sep) where sep.count == 1: parts = str.split(separator: sep.first!, maxSplits: maxSplits, omittingEmptySubsequences: omit)
            case .string(let sep) where !sep.isEmpty: parts = split(str, by: sep, maxSplits: maxSplits, omit: omit)
            default: throw Failure("split needs a Character or a non-empty String separator", at: a.offsets[0])
            }
            return try i.checkArray(parts.map { .string(String($0)) }, a.call)
        }]
        s["components"] = [Signature(Param<String>.labeled("separatedBy")) { i, a, sep in
            let str = try text(a)
            try i.tick(a.call, str.utf8.count)
            guard !sep.isEmpty else { return .array([.string(str)]) }
            return try i.checkArray(split(str, by: sep, maxSplits: .max, omit: false).map { .string(String($0)) }, a.call)
        }]
        s["replacingOccurrences"] = [Signature(Param<String>.labeled("of"), Param<String>.labeled("with")) { i, a, target, replacement in
            let str = try text(a)
            try i.tick(a.call, str.utf8.count)
            return try i.checkString(split(str, by: target, maxSplits: .max, omit: false).joined(separator: replacement), a.call)
        }]
        t["string"] = s
        t["character"] = [
            "uppercased": [Signature() { _, a in .string(try character(a).uppercased()) }],
            "lowercased": [Signature() { _, a in .string(try character(a).lowercased()) }],
        ]
    }

    private static func character(_ a: Args) throws -> Character {
        guard case .character(let c)? = a.receiver else { throw Failure("expected a Character", at: a.call) }
        return c
    }

    /// `s` split at each `separator` (a String of one or more characters).
    private static func split(_ s: String, by separator: String, maxSplits: Int, omit: Bool) -> [Substring] {
        guard !separator.isEmpty else { return [Substring(s)] }
        var parts: [Substring] = []
        var rest = Substring(s)
        while parts.count < maxSplits, let r = rest.range(of: separator) {
            let part = rest[..<r.lowerBound]
            if !(omit && part.isEmpty) { parts.append(part) }
            rest = rest[r.upperBound...]
        }
        if !(omit && rest.isEmpty) { parts.append(rest) }
        return parts
    }

    static let stringProperties: [String: [String: Property]] = [
        "string": [
            "first": { _, v, _ in if case .string(let s) = v { return s.first.map { .character($0) } ?? .none }; return .void },
            "last": { _, v, _ in if case .string(let s) = v { return s.last.map { .character($0) } ?? .none }; return .void },
            "capitalized": { _, v, _ in
                // Foundation's: the first letter of each word upper-case, the rest lower-case.
                guard case .string(let s) = v else { return .void }
                var out = "", atStart = true
                for ch in s {
                    out += atStart ? ch.uppercased() : ch.lowercased()
                    atStart = ch.isWhitespace || ch.isPunctuation
                }
                return .string(out)
            },
        ],
        "character": characterProperties([
            "isLetter": { .bool($0.isLetter) }, "isNumber": { .bool($0.isNumber) }, "isWholeNumber": { .bool($0.isWholeNumber) },
            "isWhitespace": { .bool($0.isWhitespace) }, "isNewline": { .bool($0.isNewline) },
            "isUppercase": { .bool($0.isUppercase) }, "isLowercase": { .bool($0.isLowercase) }, "isCased": { .bool($0.isCased) },
            "isPunctuation": { .bool($0.isPunctuation) }, "isSymbol": { .bool($0.isSymbol) }, "isASCII": { .bool($0.isASCII) },
            "isHexDigit": { .bool($0.isHexDigit) }, "isMathSymbol": { .bool($0.isMathSymbol) },
            "isCurrencySymbol": { .bool($0.isCurrencySymbol) },
            "asciiValue": { $0.asciiValue.map { .int(Int($0)) } ?? .none },
            "wholeNumberValue": { $0.wholeNumberValue.map { .int($0) } ?? .none },
            "hexDigitValue": { $0.hexDigitValue.map { .int($0) } ?? .none },
        ]),
    ]

    private static func characterProperties(_ table: [String: @Sendable (Character) -> Value]) -> [String: Property] {
        table.mapValues { get in { _, v, _ in if case .character(let c) = v { return get(c) }; return .void } }
    }

    /// `zip(a, b)`: pairs up to the shorter sequence's end.
    static func addSequenceFunctions(_ t: inout [String: [Signature]]) {
        t["zip"] = [Signature(Param<Located<Value>>.unlabeled, Param<Located<Value>>.unlabeled) { i, a, first, second in
            let xs = try i.elements(of: first.value, first.offset), ys = try i.elements(of: second.value, second.offset)
            try i.tick(a.call, min(xs.count, ys.count))
            return try i.checkArray(zip(xs, ys).map { .tuple(labels: [nil, nil], values: [$0, $1]) }, a.call)
        }]
    }

    /// `String(format:)`, `String(repeating:count:)`, `String(describing:)`, `String([Character])`,
    /// `Character(_:)`.
    static func addStringConstructors(_ t: inout [String: [Signature]]) {
        // `String(chars)`, `String(text.reversed())`: a sequence of Characters joined; anything else
        // as its description (`String(42)`).
        t["String"] = [Signature(Param<Located<Value>>.unlabeled) { i, a, v in
            if case .array(let items) = v.value, !items.isEmpty, items.allSatisfy({ if case .character = $0 { true } else { false } }) {
                var s = ""
                for case .character(let c) in items { s.append(c) }
                return try i.checkString(s, a.call)
            }
            return try i.checkString(try i.describe(v.value, v.offset), a.call)
        }]
        t["String"]! += [
            Signature(Param<Located<Value>>.labeled("describing")) { i, a, v in try i.checkString(try i.describe(v.value, v.offset), a.call) },
            Signature(Param<Value>.labeled("repeating"), Param<Located<Int>>.labeled("count")) { i, a, unit, count in
                let piece: String
                switch unit {
                case .string(let s): piece = s
                case .character(let c): piece = String(c)
                default: throw Failure("String(repeating:count:) repeats a String or a Character, found \(unit.described)", at: a.offsets[0])
                }
                guard count.value >= 0 else { throw Failure("count must not be negative", at: count.offset) }
                guard piece.utf8.count.multipliedReportingOverflow(by: count.value).partialValue <= i.limits.maxStringLength,
                      !piece.utf8.count.multipliedReportingOverflow(by: count.value).overflow else {
                    throw Failure("string longer than \(i.limits.maxStringLength) characters", at: a.call)
                }
                return try i.checkString(String(repeating: piece, count: count.value), a.call)
            },
            formatSignature,
        ]
        t["Character"] = [Signature(Param<Located<Value>>.unlabeled) { _, _, v in
            switch v.value {
            case .character: return v.value
            case .string(let s) where s.count == 1: return .character(s.first!)
            case .string(let s):
                throw Failure("Character(_:) needs a String of exactly one character, found \(s.count)", at: v.offset,
                              supported: "s.first (an optional Character), or Array(s) for all of them")
            default: throw Failure("cannot convert \(v.value.described) to Character", at: v.offset, mismatch: true)
            }
        }]
    }

    /// The most arguments `String(format:)` takes here.
    static let maxFormatArguments = 16

    /// `String(format: "%.1f", x)`: a format and up to `maxFormatArguments` values.
    private static let formatSignature: Signature = {
        let format = Param<Located<String>>.labeled("format")
        let rest = (0..<maxFormatArguments).map { _ in CallParameter(label: nil, hint: .any, hasDefault: true) }
        return Signature(params: [format.parameter] + rest) { i, a in
            let f = try format.read(a, 0)
            var args: [StringFormat.Argument] = []
            for k in 1..<a.values.count { if let v = a.values[k] { args.append(StringFormat.Argument(value: v, offset: a.offsets[k])) } }
            try i.tick(a.call, f.value.utf8.count)
            return try i.checkString(try StringFormat.format(f.value, args, formatOffset: f.offset, maxLength: i.limits.maxStringLength), a.call)
        }
    }()
}

extension Interpreter {
    /// The Characters of a String, as `for ch in text` and `Array(text)` visit them (bounded).
    func characters(of s: String, _ offset: Int) throws -> [Value] {
        try tick(offset, s.utf8.count / 16)
        let items = s.map { Value.character($0) }
        guard items.count <= limits.maxLoopIterations else {
            throw Failure("a loop over \(items.count) elements is too long (at most \(limits.maxLoopIterations))", at: offset)
        }
        return items
    }

    /// A one-character string literal written where a Character is compared (`"a" == ch`): Swift
    /// types the literal as a Character.
    func literalAsCharacter(_ l: Value, _ a: Expr, partner r: Value) -> Value {
        guard case .character = r, case .string(let s) = l, s.count == 1, case .string(let segments) = a.kind,
              segments.allSatisfy({ if case .text = $0 { true } else { false } }) else { return l }
        return .character(s.first!)
    }

    /// A string literal where a Character is expected (`let c: Character = "a"`), or nil.
    func characterLiteral(_ segments: [StringSegment], _ hint: Hint) -> Value? {
        guard hint.unwrapped == .character else { return nil }
        var s = ""
        for seg in segments {
            guard case .text(let t) = seg else { return nil }
            s += t
        }
        return s.count == 1 ? .character(s.first!) : nil
    }
}

extension Interpreter {
    /// A closure of N > 1 parameters called with one N-tuple takes its elements (Swift's rule for
    /// `ForEach(Array(text.enumerated()), id: \.offset) { index, letter in … }`).
    func destructuringTuple(_ closure: Closure, _ values: [Value]) -> [Value] {
        guard values.count == 1, case .tuple(_, let elements) = values[0], elements.count > 1 else { return values }
        let count = closure.parameters.isEmpty ? closure.shorthandCount : closure.parameters.count
        return count == elements.count ? elements : values
    }
}
