/// SplitMix64 (Steele, Lea & Flood, OOPSLA 2014): a tiny seeded generator for reproducible test inputs,
/// the same sequence on every run and machine. Shared by the test targets (it was copied into several).
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0) }
    public mutating func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
    public mutating func chance(_ p: Double) -> Bool { unit() < p }
}
