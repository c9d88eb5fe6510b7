extension Library {
    /// `stride(from:to:by:)` and `stride(from:through:by:)` as arrays (Int when all three are Int,
    /// else Double). The element count is computed and checked against the array limit before any
    /// element is made; Double strides step as Swift's `StrideTo<Double>` does, `start + i × by`.
    static func addStrideFunctions(_ t: inout [String: [Signature]]) {
        for (label, inclusive) in [("to", false), ("through", true)] {
            t["stride", default: []].append(Signature(Param<Located<Value>>.labeled("from"), Param<Located<Value>>.labeled(label),
                                                      Param<Located<Value>>.labeled("by")) { i, a, from, end, by in
                try stride(i, a, from, end, by, inclusive: inclusive)
            })
        }
    }

    private static func stride(_ i: Interpreter, _ a: Args, _ from: Located<Value>, _ end: Located<Value>, _ by: Located<Value>,
                               inclusive: Bool) throws -> Value {
        func number(_ v: Located<Value>) throws -> Double {
            guard let d = v.value.doubleValue, d.isFinite else {
                throw Failure("stride needs finite numbers, found \(v.value.described)", at: v.offset)
            }
            return d
        }
        let s = try number(from), e = try number(end), step = try number(by)
        guard step != 0 else { throw Failure("stride's step must not be zero", at: by.offset) }
        // Elements are start + k × step for k = 0, 1, … while short of (or, through, reaching) the end.
        let span = (e - s) / step
        var count = 0
        if span > 0 || (inclusive && span == 0) {
            let whole = span.rounded(.down)
            count = Int(Swift.min(whole, Double(i.limits.maxArrayCount + 1))) + ((inclusive || whole < span) ? 1 : 0)
        }
        guard count <= i.limits.maxArrayCount else {
            throw Failure("stride makes more than \(i.limits.maxArrayCount) elements", at: a.call)
        }
        try i.tick(a.call, count)
        if case .int(let si) = from.value, case .int = end.value, case .int(let bi) = by.value {
            return .array((0..<count).map { .int(si + $0 * bi) })
        }
        return .array((0..<count).map { .double(s + Double($0) * step) })
    }
}
