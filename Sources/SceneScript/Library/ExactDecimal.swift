/// The exact decimal digits of a finite, non-negative Double, for `String(format:)`: printf's
/// conversions round the exact binary value (ties to even), which the shortest round-trip
/// description cannot give (`%.2f` of 1.005 is "1.00": the double is 1.00499999999999989…).
///
/// A double is m·2^e; the integer part's digits come from a small big integer, and the fraction
/// F/2^k gives one digit per multiplication by 10, so it ends after at most 1074 digits.
struct ExactDecimal {
    /// The integer part's digits, most significant first ([0] for a value below 1).
    private(set) var integerDigits: [UInt8]
    /// The fraction still to expand: `fraction / 2^fractionBits`.
    private var fraction: [UInt32]
    private let fractionBits: Int

    init(_ d: Double) {
        precondition(d.isFinite && d >= 0)
        let m = d.significandBitPattern | (d.isNormal ? 1 << 52 : 0)
        let e = d.isNormal ? Int(d.exponentBitPattern) - 1075 : -1074
        if e >= 0 {
            integerDigits = ExactDecimal.decimalDigits(ExactDecimal.shifted(m, by: e))
            fraction = []
            fractionBits = 0
        } else {
            let k = -e
            integerDigits = ExactDecimal.decimalDigits(k >= 64 ? [] : ExactDecimal.limbs(m >> UInt64(k)))
            let fracPart = k >= 64 ? m : m & ((1 << UInt64(k)) - 1)
            fraction = ExactDecimal.limbs(fracPart)
            fractionBits = k
        }
    }

    /// No fraction digits remain (every further digit is 0).
    var fractionIsZero: Bool { fraction.allSatisfy { $0 == 0 } }

    /// The next digit of the fraction.
    mutating func nextFractionDigit() -> UInt8 {
        guard fractionBits > 0 else { return 0 }
        // fraction *= 10
        var carry: UInt64 = 0
        for i in fraction.indices {
            let v = UInt64(fraction[i]) * 10 + carry
            fraction[i] = UInt32(truncatingIfNeeded: v)
            carry = v >> 32
        }
        if carry > 0 { fraction.append(UInt32(carry)) }
        // digit = fraction >> fractionBits; fraction &= 2^fractionBits - 1
        let limb = fractionBits / 32, bit = fractionBits % 32
        var digit: UInt64 = 0
        if limb < fraction.count {
            var hi: UInt64 = UInt64(fraction[limb]) >> UInt64(bit)
            if limb + 1 < fraction.count { hi |= UInt64(fraction[limb + 1]) << UInt64(32 - bit) }
            digit = hi
            fraction[limb] &= bit == 0 ? 0 : (UInt32.max >> UInt32(32 - bit))
            if limb + 1 < fraction.count { fraction.removeSubrange((limb + 1)...) }
        }
        return UInt8(digit)
    }

    // MARK: Big integers (little-endian 32-bit limbs)

    private static func limbs(_ v: UInt64) -> [UInt32] {
        v == 0 ? [] : v >> 32 == 0 ? [UInt32(v)] : [UInt32(truncatingIfNeeded: v), UInt32(v >> 32)]
    }

    private static func shifted(_ m: UInt64, by e: Int) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: e / 32)
        let bit = UInt64(e % 32)
        let wide = limbs(m)
        var carry: UInt64 = 0
        for w in wide {
            let v = (UInt64(w) << bit) | carry
            out.append(UInt32(truncatingIfNeeded: v))
            carry = v >> 32
        }
        if carry > 0 { out.append(UInt32(carry)) }
        return out
    }

    /// Decimal digits of a big integer, most significant first.
    private static func decimalDigits(_ n: [UInt32]) -> [UInt8] {
        var n = n
        while n.last == 0 { n.removeLast() }
        if n.isEmpty { return [0] }
        var chunks: [UInt32] = []   // base 10^9, least significant first
        while !n.isEmpty {
            var rem: UInt64 = 0
            for i in n.indices.reversed() {
                let v = (rem << 32) | UInt64(n[i])
                n[i] = UInt32(v / 1_000_000_000)
                rem = v % 1_000_000_000
            }
            chunks.append(UInt32(rem))
            while n.last == 0 { n.removeLast() }
        }
        var digits: [UInt8] = []
        for (i, c) in chunks.reversed().enumerated() {
            let s = Array(String(c).utf8).map { $0 - 48 }
            if i > 0 { digits += [UInt8](repeating: 0, count: 9 - s.count) }
            digits += s
        }
        return digits
    }
}

/// Rounding of exact digits to a count, as printf does (half to even on exact ties).
enum DecimalRounding {
    /// Rounds `digits` (ending where precision ends) given the next digit and whether any digit
    /// after it is non-zero; returns the digits and whether a carry made them one longer.
    static func round(_ digits: [UInt8], next: UInt8, restNonZero: Bool) -> (digits: [UInt8], grew: Bool) {
        let lastOdd = (digits.last ?? 0) % 2 == 1
        guard next > 5 || (next == 5 && (restNonZero || lastOdd)) else { return (digits, false) }
        var out = digits
        var i = out.count - 1
        while i >= 0 {
            if out[i] == 9 { out[i] = 0; i -= 1 } else { out[i] += 1; return (out, false) }
        }
        return ([1] + out, true)
    }
}
