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

    @Test func unpremultiplyMatchesRoundHalfUpDivisionForAllPairs() {
        let out = StraightAlpha.unpremultiplied(Self.allPairs)
        var mismatches = 0
        for (p, u) in zip(Self.allPairs, out) {
            let a = p >> 24
            for shift: UInt32 in [0, 8, 16] {
                let c = (p >> shift) & 0xFF
                // Valid premultiplied (c ≤ a): ⌊(255c + ⌊a/2⌋)/a⌋; invalid (c > a) saturates at 255; a = 0 gives 0.
                let expected: UInt32 = a == 0 ? 0 : min(255, (c * 255 + a / 2) / a)
                if (u >> shift) & 0xFF != expected { mismatches += 1 }
            }
            if u >> 24 != a { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func premultiplyMatchesRoundedProductForAllPairs() {
        let out = StraightAlpha.premultiplied(Self.allPairs)
        var mismatches = 0
        for (p, m) in zip(Self.allPairs, out) {
            let a = p >> 24
            for shift: UInt32 in [0, 8, 16] {
                let c = (p >> shift) & 0xFF
                let expected = (2 * c * a + 255) / 510  // round(c·a/255); c·a/255 is never exactly k + ½
                if (m >> shift) & 0xFF != expected { mismatches += 1 }
            }
            if m >> 24 != a { mismatches += 1 }
        }
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
