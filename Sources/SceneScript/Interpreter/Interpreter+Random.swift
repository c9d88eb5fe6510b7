/// Deterministic random numbers: `Double.random(in:)`, `shuffled()`, `UUID()` and the rest draw
/// from a SplitMix64 generator seeded by the scene's seed, the call's place in the file and how
/// many times that call has run in this run of the interpreter (one body evaluation, one action).
///
/// So a call's values never depend on what other code ran before it: every evaluation of a body
/// (for any state) sees the same numbers at the same call, and the third `UUID()` made by a `map`
/// is the same UUID every time the body is built, which keeps identities stable. An action also
/// mixes in how many actions ran before it, so each tap of "Roll" rolls anew and each
/// `items.append(Item(id: UUID()))` gets a new id — still the same in every run of the clip.
extension Interpreter {
    /// The generator for one run of the call at `offset`.
    func randomSource(_ offset: Int) -> SplitMix64 {
        let count = randomDraws[offset, default: 0]
        randomDraws[offset] = count &+ 1
        var mix = SplitMix64(state: program.context.seed)
        var key = SplitMix64(state: mix.next() ^ UInt64(truncatingIfNeeded: offset))
        var run = SplitMix64(state: key.next() ^ count)
        guard canWriteState else { return SplitMix64(state: run.next()) }
        var action = SplitMix64(state: run.next() ^ store.actionsRun)
        return SplitMix64(state: action.next())
    }
}

/// SplitMix64 (Steele, Lea and Flood, 2014): one 64-bit state, a Weyl step and a mixing function.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in 0..<bound (bound > 0), without modulo bias (Lemire's method).
    mutating func below(_ bound: UInt64) -> UInt64 {
        var m = next().multipliedFullWidth(by: bound)
        if m.low < bound {
            let threshold = (0 &- bound) % bound
            while m.low < threshold { m = next().multipliedFullWidth(by: bound) }
        }
        return m.high
    }

    /// A uniform Double in [0, 1) (53 random bits), or in [0, 1] when `closed`.
    mutating func unit(closed: Bool) -> Double {
        let bits = next() >> 11
        return closed ? Double(bits) / Double((1 << 53) - 1) : Double(bits) * 0x1p-53
    }
}
