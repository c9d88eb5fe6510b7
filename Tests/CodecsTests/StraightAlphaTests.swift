import Codecs
import Testing

/// Every (component, alpha) pair through both conversions, against the formulas written out plainly.
@Suite struct StraightAlphaTests {
    /// Pixels r = c, g = 255 − c, b = c / 2 for all c and alpha a, so each channel sees many pairs.
    static let allPairs: [UInt32] = (0..<65536).map { i in
        let c = UInt32(i & 0xFF), a = UInt32(i >> 8)
        return c | (255 - c) << 8 | (c / 2) << 16 | a << 24
    }

    /// Every valid premultiplied (c, a) pair, 0 ≤ c ≤ a ≤ 255, as r = c, g = a − c, b = c / 2: 32896 pixels.
    static let validPairs: [UInt32] = (0...255).flatMap { (a: UInt32) in
        (0...a).map { c in c | (a - c) << 8 | (c / 2) << 16 | a << 24 }
    }

    /// Channels of `out` (converted from `allPairs`) that differ from `expected(c, a)` for the input's
    /// channel c and alpha a, plus alphas that changed.
    static func mismatches(_ out: [UInt32], expected: (UInt32, UInt32) -> UInt32) -> Int {
        var mismatches = 0
        for (p, u) in zip(allPairs, out) {
            let a = p >> 24
            for shift: UInt32 in [0, 8, 16] where (u >> shift) & 0xFF != expected((p >> shift) & 0xFF, a) {
                mismatches += 1
            }
            if u >> 24 != a { mismatches += 1 }
        }
        return mismatches
    }

    @Test func unpremultiplyMatchesRoundHalfUpDivisionForAllPairs() {
        // Valid premultiplied (c ≤ a): ⌊(255c + ⌊a/2⌋)/a⌋; invalid (c > a) saturates at 255; a = 0 gives 0.
        let mismatches = Self.mismatches(StraightAlpha.unpremultiplied(Self.allPairs)) { c, a in
            a == 0 ? 0 : min(255, (c * 255 + a / 2) / a)
        }
        #expect(mismatches == 0)
    }

    @Test func premultiplyMatchesRoundedProductForAllPairs() {
        // round(c·a/255); c·a/255 is never exactly k + ½
        let mismatches = Self.mismatches(StraightAlpha.premultiplied(Self.allPairs)) { c, a in (2 * c * a + 255) / 510 }
        #expect(mismatches == 0)
    }

    @Test func premultiplyInvertsUnpremultiplyForEveryValidPixel() {
        let valid = Self.validPairs
        #expect(valid.count == 257 * 128)
        #expect(StraightAlpha.premultiplied(StraightAlpha.unpremultiplied(valid)) == valid)
    }

    @Test func convertsInPlace() {
        var pixels = Self.allPairs
        pixels.withUnsafeMutableBufferPointer { buffer in
            StraightAlpha.unpremultiply(UnsafeBufferPointer(buffer), into: buffer)
        }
        #expect(pixels == StraightAlpha.unpremultiplied(Self.allPairs))
    }
}
