/// A gradient's colours sampled into a table, built once per fill.
///
/// Entry k holds the colour at t = k / (size − 1), premultiplied, times the paint's opacity,
/// rounded to 8 bits. Lookups round t·(size − 1) to the nearest entry, so the end colours are
/// exact and any colour is within half a table step of the analytic value.
enum GradientLUT {
    /// 1024 entries: nearest-entry lookups stay within ¼ of an 8-bit level of the exact colour
    /// even for stops a quarter of the range apart (256 entries could be off by a whole level).
    static let size = 1024

    /// Fills `lut` with `gradient` at global alpha `opacity`. Returns true when every entry is opaque.
    @discardableResult
    static func build(_ gradient: Gradient, opacity: Double, into lut: UnsafeMutablePointer<UInt32>) -> Bool {
        let op = Float(clamp01(opacity))
        let stops = gradient.stops
        if stops.isEmpty {
            lut.initialize(repeating: 0, count: size)
            return false
        }
        // Sorting allocates; the common case (already sorted, in range) skips it.
        var sorted = true
        var prev = -Double.infinity
        for s in stops {
            if !(s.location >= prev) || s.location < 0 || s.location > 1 { sorted = false; break }
            prev = s.location
        }
        return sorted ? fill(stops, op, lut) : fill(gradient.normalizedStops, op, lut)
    }

    @inline(__always) static func clamp01(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// Premultiplied colour ×255×opacity as (r, g, b, a).
    @inline(__always) static func premultiplied(_ c: Color, _ op: Float) -> SIMD4<Float> {
        let a = Float(clamp01(c.alpha)) * op
        return SIMD4<Float>(Float(clamp01(c.red)) * a, Float(clamp01(c.green)) * a, Float(clamp01(c.blue)) * a, a) * 255
    }

    @inline(__always) static func pack(_ v: SIMD4<Float>) -> UInt32 {
        // v is in 0…255: the low byte of v + 1.5·2²³ is v rounded (no checked conversions).
        let b = unsafeBitCast(v + SIMD4(repeating: roundingMagic), to: SIMD4<UInt32>.self) & 0xFF
        return b.x | b.y &<< 8 | b.z &<< 16 | b.w &<< 24
    }

    private static func fill(_ stops: [Gradient.Stop], _ op: Float, _ lut: UnsafeMutablePointer<UInt32>) -> Bool {
        let n = stops.count
        let last = size - 1
        let scale = Float(last)
        var opaque = true
        var k = 0
        // Before the first stop: its colour.
        let first = premultiplied(stops[0].color, op)
        let firstPacked = pack(first)
        let k0 = min(size, Int((Float(stops[0].location) * scale).rounded(.up)))
        while k < k0 { lut[k] = firstPacked; k += 1 }
        // Segments: entry k with loc[i] <= t < loc[i+1] interpolates stops i and i+1.
        var i = 0
        var c0 = first
        while i + 1 < n && k < size {
            let l0 = Float(stops[i].location), l1 = Float(stops[i + 1].location)
            let c1 = premultiplied(stops[i + 1].color, op)
            if l1 > l0 {
                // Entries k with t = k / (size − 1) in [l0, l1): colour = c0 + (c1 − c0)·(t − l0)/(l1 − l0).
                let inv = 1 / (l1 - l0)
                let delta = c1 - c0
                let end = min(size, Int((l1 * scale).rounded(.up)))
                let step = delta * (inv / scale), base = c0 - delta * (l0 * inv)
                while k < end {
                    lut[k] = pack(base + step * Float(k))
                    k += 1
                }
            }
            c0 = c1
            i += 1
        }
        // After the last stop: its colour.
        let lastPacked = pack(c0)
        while k < size { lut[k] = lastPacked; k += 1 }
        for j in 0..<size where lut[j] >> 24 != 255 { opaque = false; break }
        return opaque
    }
}
