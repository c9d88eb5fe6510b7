import Glibc

/// Conversions between 8-bit sRGB and Oklab (Björn Ottosson, "A perceptual color space for image processing",
/// 2020, https://bottosson.github.io/posts/oklab/), the space the GIF quantizer and ditherer measure errors in:
/// Euclidean distance there tracks perceived colour difference far better than in sRGB, so palette entries go
/// where the eye needs them.
///
/// The a and b axes are stored scaled by 2 (`abScale`), so plain Euclidean distances are ΔE_OK2: Ottosson
/// found that scaling a and b by about 2 fits colour-difference datasets best (2.016 for COMBVD, 2.045 for
/// OSA-UCS; https://github.com/w3c/csswg-drafts/issues/6642#issuecomment-945714988). Unscaled Oklab
/// understates chroma differences — a blue shift costs little lightness — and measurably lost PSNR on
/// saturated content.
///
/// Components are `Float` in a `SIMD4` (L, 2a, 2b, 0). Conversions from bytes go through a 256-entry
/// sRGB→linear table, and Oklab→byte rounds in the sRGB-encoded domain by binary search over the linear values
/// of the 255 midpoints, so every result is a pure function of its input (deterministic on any machine).
enum Oklab {
    /// Scale of the a and b axes (ΔE_OK2).
    static let abScale = 2.0

    /// sRGB-encoded byte → linear light (IEC 61966-2-1 transfer function).
    static let linear: [Float] = (0..<256).map { Float(decode(Double($0) / 255)) }

    /// Linear value of the midpoint between sRGB bytes k and k+1, for k in 0..<255 (rounding thresholds).
    private static let midpoints: [Float] = (0..<255).map { Float(decode((Double($0) + 0.5) / 255)) }

    private static func decode(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// Oklab of a packed colour (bytes R, G, B in memory order; alpha ignored).
    static func lab(packed c: UInt32) -> SIMD4<Float> {
        let r = Double(linear[Int(c & 0xFF)]), g = Double(linear[Int((c >> 8) & 0xFF)])
        let b = Double(linear[Int((c >> 16) & 0xFF)])
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return SIMD4(Float(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s),
                     Float(abScale * (1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s)),
                     Float(abScale * (0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)), 0)
    }

    /// The nearest 8-bit sRGB colour (rounded per channel in the encoded domain) to an Oklab point, packed with
    /// alpha 255. Out-of-gamut points are clipped per channel.
    static func packed(lab v: SIMD4<Float>) -> UInt32 {
        let L = Double(v[0]), A = Double(v[1]) / abScale, B = Double(v[2]) / abScale
        let l = L + 0.3963377774 * A + 0.2158037573 * B
        let m = L - 0.1055613458 * A - 0.0638541728 * B
        let s = L - 0.0894841775 * A - 1.2914855480 * B
        let l3 = l * l * l, m3 = m * m * m, s3 = s * s * s
        let r = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
        let g = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
        let b = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
        return byte(r) | byte(g) << 8 | byte(b) << 16 | 0xFF00_0000
    }

    /// The sRGB byte whose encoded value is nearest to linear value `x` (clipped to 0...255).
    private static func byte(_ x: Double) -> UInt32 {
        let v = Float(x)
        guard v == v else { return 0 }  // NaN
        var lo = 0, hi = 255  // answer in lo...hi: the number of midpoints below v
        while lo < hi {
            let mid = (lo + hi) / 2
            if midpoints[mid] < v { lo = mid + 1 } else { hi = mid }
        }
        return UInt32(lo)
    }
}

/// A direct-mapped cache of packed colour → Oklab, so hot loops convert each distinct colour about once.
/// Misses recompute (a pure function), so results never depend on the cache's history.
struct OklabCache {
    private var keys: [UInt32]
    private var values: [SIMD4<Float>]
    private let shift: UInt32

    init(bits: Int = 16) {
        precondition((1...24).contains(bits))
        keys = [UInt32](repeating: 1, count: 1 << bits)  // 1 is never a canonical colour (alpha 0 or 255)
        values = [SIMD4<Float>](repeating: .zero, count: 1 << bits)
        shift = UInt32(32 - bits)
    }

    /// Runs `body` with a raw view of the cache for hot loops.
    mutating func withView<R>(_ body: (inout OklabCacheView) throws -> R) rethrows -> R {
        let shift = self.shift
        return try keys.withUnsafeMutableBufferPointer { k in
            try values.withUnsafeMutableBufferPointer { v in
                var view = OklabCacheView(keys: k.baseAddress!, values: v.baseAddress!, shift: shift)
                return try body(&view)
            }
        }
    }

    @inline(__always)
    mutating func lab(_ c: UInt32) -> SIMD4<Float> {
        let slot = Int(truncatingIfNeeded: (c &* 0x9E37_79B1) >> shift)
        if keys[slot] == c { return values[slot] }
        let v = Oklab.lab(packed: c)
        keys[slot] = c
        values[slot] = v
        return v
    }
}

/// Raw pointers into an `OklabCache`, for hot loops.
struct OklabCacheView {
    let keys: UnsafeMutablePointer<UInt32>
    let values: UnsafeMutablePointer<SIMD4<Float>>
    let shift: UInt32

    @inline(__always)
    func lab(_ c: UInt32) -> SIMD4<Float> {
        let slot = Int(truncatingIfNeeded: (c &* 0x9E37_79B1) >> shift)
        if keys[slot] == c { return values[slot] }
        return miss(c, slot)
    }

    @inline(never)
    private func miss(_ c: UInt32, _ slot: Int) -> SIMD4<Float> {
        let v = Oklab.lab(packed: c)
        keys[slot] = c
        values[slot] = v
        return v
    }
}
