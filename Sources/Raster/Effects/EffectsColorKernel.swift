/// Per-pixel colour arithmetic on premultiplied pixels, eight at a time in Float lanes
/// (structure of arrays: one vector per channel), shared by the colour effects.
enum EffectsColorKernel {
    /// Applies `f` to every pixel of `pixels` (premultiplied RGBA8 packed as `PremultipliedColorU8`).
    /// `f` gets and returns (r, g, b, a) in 0…255; results are clamped to 0…255 and colour to ≤ alpha,
    /// then rounded to nearest.
    @inline(__always)
    static func map(_ pixels: UnsafeMutableBufferPointer<UInt32>,
                    _ f: (SIMD8<Float>, SIMD8<Float>, SIMD8<Float>, SIMD8<Float>)
                        -> (SIMD8<Float>, SIMD8<Float>, SIMD8<Float>, SIMD8<Float>)) {
        guard let base = pixels.baseAddress else { return }
        let n = pixels.count
        var i = 0
        while i < n {
            let live = min(8, n - i)
            var p = SIMD8<UInt32>.zero
            if live == 8 {
                p = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD8<UInt32>.self)
            } else {
                for k in 0..<live { p[k] = base[i + k] }
            }
            @inline(__always) func channel(_ shift: UInt32) -> SIMD8<Float> {
                SIMD8<Float>(unsafeBitCast((p &>> shift) & 0xFF, to: SIMD8<Int32>.self))
            }
            var (r, g, b, a) = f(channel(0), channel(8), channel(16), channel(24))
            a = clamp(a, .zero, SIMD8(repeating: 255))
            r = clamp(r, .zero, a); g = clamp(g, .zero, a); b = clamp(b, .zero, a)
            let out = round(r) | round(g) &<< 8 | round(b) &<< 16 | round(a) &<< 24
            if live == 8 {
                UnsafeMutableRawPointer(base + i).storeBytes(of: out, as: SIMD8<UInt32>.self)
            } else {
                for k in 0..<live { base[i + k] = out[k] }
            }
            i += 8
        }
    }

    /// min(max(v, lo), hi) without the stdlib's NaN-aware (out-of-line) Float min/max.
    @inline(__always) static func clamp(_ v: SIMD8<Float>, _ lo: SIMD8<Float>, _ hi: SIMD8<Float>) -> SIMD8<Float> {
        let m = v.replacing(with: lo, where: .!(v .>= lo))      // NaN → lo
        return m.replacing(with: hi, where: m .> hi)
    }

    /// Round to nearest (0…255 input) via the 1.5·2^23 trick.
    @inline(__always) static func round(_ v: SIMD8<Float>) -> SIMD8<UInt32> {
        unsafeBitCast(v + 12_582_912.0, to: SIMD8<UInt32>.self) &- 0x4B40_0000
    }
}
