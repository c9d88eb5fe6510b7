/// `Double.random(in:)`, `CGFloat.random(in:)`, `Int.random(in:)`, `Bool.random()`,
/// `randomElement()`, `shuffled()` and `shuffle()`, drawn deterministically (see
/// `Interpreter.randomSource`).
extension Library {
    /// A `ClosedRange<Double>` / `Range<Double>` argument (`0...1` where one is expected).
    struct FloatRangeArgument: ScriptArgument {
        let lower: Double, upper: Double, closed: Bool
        static var hint: Hint { .floatRange }
        static var expected: String { "a range of numbers" }
        static func read(_ v: Value, at _: Int) -> FloatRangeArgument? {
            if case .platform(.floatRange(let lo, let hi, let closed)) = v { FloatRangeArgument(lower: lo, upper: hi, closed: closed) } else { nil }
        }
    }

    /// Swift's precondition message for `random(in:)` of an empty range.
    static func emptyRange(_ offset: Int) -> Failure {
        Failure("Can't get random value with an empty range", at: offset, supported: "a range with lowerBound < upperBound, such as 0..<10 or 0...9")
    }

    static func addRandomStatics(_ t: inout [Hint: StaticTable]) {
        t[.double, default: StaticTable()].functions["random"] = [Signature(Param<Located<FloatRangeArgument>>.labeled("in")) { i, a, range in
            let r = range.value
            guard r.lower.isFinite && r.upper.isFinite else {
                throw Failure("random(in:) needs finite bounds", at: range.offset)
            }
            guard r.closed ? r.lower <= r.upper : r.lower < r.upper else { throw emptyRange(range.offset) }
            var g = i.randomSource(a.call)
            let x = r.lower + (r.upper - r.lower) * g.unit(closed: r.closed)
            // Rounding can reach the open end: Swift's result stays below it.
            return .double(!r.closed && x >= r.upper ? r.upper.nextDown : x)
        }]
        t[.int, default: StaticTable()].functions["random"] = [Signature(Param<Located<Value>>.labeled("in")) { i, a, range in
            guard case .range(let lo, let hi) = range.value else {
                throw Failure("Int.random(in:) needs a range of Int, found \(range.value.described)", at: range.offset, mismatch: true)
            }
            guard lo < hi else { throw emptyRange(range.offset) }
            var g = i.randomSource(a.call)
            let width = UInt64(bitPattern: Int64(hi &- lo))
            return .int(lo &+ Int(truncatingIfNeeded: g.below(width)))
        }]
        t[.bool, default: StaticTable()].functions["random"] = [Signature() { i, a in
            var g = i.randomSource(a.call)
            return .bool(g.next() >> 63 == 1)
        }]
    }

    private static func sequenceItems(_ i: Interpreter, _ a: Args) throws -> [Value] {
        guard let r = a.receiver else { throw Failure("expected a sequence", at: a.call) }
        let items = try i.elements(of: r, a.call)
        try i.tick(a.call, items.count)
        return items
    }

    /// Fisher–Yates with the call's generator.
    static func shuffle(_ items: [Value], _ i: Interpreter, _ offset: Int) -> [Value] {
        var out = items
        guard out.count > 1 else { return out }
        var g = i.randomSource(offset)
        for k in stride(from: out.count - 1, to: 0, by: -1) {
            out.swapAt(k, Int(g.below(UInt64(k + 1))))
        }
        return out
    }

    /// `shuffled()` (and the mutating `shuffle()`, whose result is stored back).
    static let shuffledSignatures = [Signature() { i, a in try i.checkArray(shuffle(try sequenceItems(i, a), i, a.call), a.call) }]

    static func addRandomMethods(_ t: inout [String: [String: [Signature]]]) {
        let randomElement = Signature() { i, a in
            let items = try sequenceItems(i, a)
            guard !items.isEmpty else { return .none }
            var g = i.randomSource(a.call)
            return items[Int(g.below(UInt64(items.count)))]
        }
        for kind in ["array", "range", "string"] {
            t[kind, default: [:]]["randomElement"] = [randomElement]
            t[kind, default: [:]]["shuffled"] = shuffledSignatures
        }
    }
}
