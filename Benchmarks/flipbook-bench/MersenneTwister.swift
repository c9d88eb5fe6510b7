/// CPython's `random.Random` for an integer seed: MT19937 (Matsumoto & Nishimura 1998) seeded with
/// `init_by_array` over the seed's 32-bit words, and the exact float/int derivations of
/// `Lib/random.py` and `Modules/_randommodule.c`, so scenes match the Python peers bit for bit.
struct MersenneTwister {
    private var mt = [UInt32](repeating: 0, count: 624)
    private var index = 624

    /// `random.Random(seed)` for 0 ≤ seed < 2³² (a one-word key).
    init(seed: UInt32) {
        initGenrand(19_650_218)
        let key: [UInt32] = [seed]
        var i = 1, j = 0
        for _ in 0..<max(624, key.count) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) &* 1_664_525)) &+ key[j] &+ UInt32(j)
            i += 1; j += 1
            if i >= 624 { mt[0] = mt[623]; i = 1 }
            if j >= key.count { j = 0 }
        }
        for _ in 0..<623 {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) &* 1_566_083_941)) &- UInt32(i)
            i += 1
            if i >= 624 { mt[0] = mt[623]; i = 1 }
        }
        mt[0] = 0x8000_0000
        index = 624
    }

    private mutating func initGenrand(_ s: UInt32) {
        mt[0] = s
        for i in 1..<624 { mt[i] = 1_812_433_253 &* (mt[i - 1] ^ (mt[i - 1] >> 30)) &+ UInt32(i) }
        index = 624
    }

    mutating func next32() -> UInt32 {
        if index >= 624 {
            for k in 0..<624 {
                let y = (mt[k] & 0x8000_0000) | (mt[(k + 1) % 624] & 0x7FFF_FFFF)
                mt[k] = mt[(k + 397) % 624] ^ (y >> 1) ^ ((y & 1) != 0 ? 0x9908_B0DF : 0)
            }
            index = 0
        }
        var y = mt[index]; index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C_5680
        y ^= (y << 15) & 0xEFC6_0000
        y ^= y >> 18
        return y
    }

    /// `random()`: 53-bit float in [0, 1).
    mutating func random() -> Double {
        let a = Double(next32() >> 5), b = Double(next32() >> 6)
        return (a * 67_108_864 + b) * (1 / 9_007_199_254_740_992)
    }

    /// `uniform(a, b) = a + (b − a)·random()`.
    mutating func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * random() }

    /// `getrandbits(k)` for 1 ≤ k ≤ 32.
    mutating func getrandbits(_ k: Int) -> UInt32 { next32() >> UInt32(32 - k) }

    /// `randrange(n)` = `_randbelow_with_getrandbits(n)`: k = n.bit_length(), retry while ≥ n.
    mutating func randrange(_ n: Int) -> Int {
        let k = Int.bitWidth - n.leadingZeroBitCount
        var r = Int(getrandbits(k))
        while r >= n { r = Int(getrandbits(k)) }
        return r
    }
}
