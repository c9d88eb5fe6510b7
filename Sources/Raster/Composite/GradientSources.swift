/// Wraps a gradient parameter t into 0…1 per spread mode (pad clamps later, after the stop remap).
/// Floors use the 1.5·2²³ trick (valid for |t| < 2²²; `limitRange` keeps t there).
protocol TWrap {
    /// True when the stop remap must run after wrapping (for pad it is folded into t itself).
    static var remapsAfterWrap: Bool { get }
    static func wrap(_ t: SIMD8<Float>) -> SIMD8<Float>
}

enum PadWrap: TWrap {
    static var remapsAfterWrap: Bool { false }
    @inline(__always) static func wrap(_ t: SIMD8<Float>) -> SIMD8<Float> { t }
}

enum RepeatWrap: TWrap {
    static var remapsAfterWrap: Bool { true }
    @inline(__always) static func wrap(_ t: SIMD8<Float>) -> SIMD8<Float> {
        let v = limitRange(t)
        return v - floorSmall(v)
    }
}

enum ReflectWrap: TWrap {
    static var remapsAfterWrap: Bool { true }
    @inline(__always) static func wrap(_ t: SIMD8<Float>) -> SIMD8<Float> {
        let v = limitRange(t)
        let f = v - 2 * floorSmall(v * 0.5)
        return f.replacing(with: 2 - f, where: f .> 1)
    }
}

/// A two-stop linear gradient evaluated exactly: colour = c0 + (c1 − c0)·t per channel in Float
/// (premultiplied, opacity folded in), rounded once. Along a span t grows by a constant step.
/// On AVX2 this is cheaper than a table lookup, which needs eight scalar loads per chunk.
struct LerpGradientSource<W: TWrap>: PixelSource {
    var t: SIMD8<Float>
    let dt8: SIMD8<Float>
    // Broadcast per channel; c0 already holds +1.5·2²³, so the sum's low mantissa bits are the
    // rounded channel value.
    let r0: SIMD8<Float>, g0: SIMD8<Float>, b0: SIMD8<Float>, a0: SIMD8<Float>
    let dr: SIMD8<Float>, dg: SIMD8<Float>, db: SIMD8<Float>, da: SIMD8<Float>
    let scale: SIMD8<Float>, offset: SIMD8<Float>

    /// Offsets of the eight lanes from the chunk's first pixel, times dt.
    let lanes: SIMD8<Float>

    /// Prepared once per fill; `position(_:)` sets t at each span's first pixel.
    @inline(__always) init(dt: Float, stops: TwoStopColors) {
        lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7) * dt
        t = lanes
        dt8 = SIMD8(repeating: dt * 8)
        r0 = SIMD8(repeating: stops.c0.x); g0 = SIMD8(repeating: stops.c0.y)
        b0 = SIMD8(repeating: stops.c0.z); a0 = SIMD8(repeating: stops.c0.w)
        dr = SIMD8(repeating: stops.dc.x); dg = SIMD8(repeating: stops.dc.y)
        db = SIMD8(repeating: stops.dc.z); da = SIMD8(repeating: stops.dc.w)
        scale = SIMD8(repeating: stops.scale); offset = SIMD8(repeating: stops.offset)
    }

    @inline(__always) func shade(_ t: SIMD8<Float>) -> U32x8 {
        var x = W.wrap(t)
        if W.remapsAfterWrap { x = x * scale + offset }
        x = x.replacing(with: 0, where: x .< 0).replacing(with: 1, where: x .> 1)
        let r = unsafeBitCast(x * dr + r0, to: U32x8.self) & 0xFF
        let g = unsafeBitCast(x * dg + g0, to: U32x8.self) & 0xFF
        let b = unsafeBitCast(x * db + b0, to: U32x8.self) & 0xFF
        let a = unsafeBitCast(x * da + a0, to: U32x8.self)
        return r | g &<< 8 | b &<< 16 | a &<< 24
    }
    @inline(__always) mutating func position(_ t0: Float) { t = lanes + t0 }
    @inline(__always) mutating func next() -> U32x8 { let v = shade(t); t += dt8; return v }
    @inline(__always) mutating func nextPartial(_ count: Int) -> U32x8 { shade(t) }
    @inline(__always) mutating func skip() { t += dt8 }
}

/// The colours of a two-stop gradient for `LerpGradientSource` (c0 + 1.5·2²³ and c1 − c0,
/// premultiplied ×255, opacity included), plus the map from wrapped t to the stops' own 0…1
/// (stops need not sit at 0 and 1).
struct TwoStopColors {
    let c0: SIMD4<Float>, dc: SIMD4<Float>
    let scale: Float, offset: Float

    init(c0: SIMD4<Float>, c1: SIMD4<Float>, l0: Double, l1: Double) {
        self.c0 = c0 + roundingMagic
        dc = c1 - c0
        let s = 1 / (l1 - l0)
        scale = Float(s); offset = Float(-l0 * s)
    }
}

/// A linear gradient through the colour table: t grows by a constant step along the span and is
/// wrapped per spread mode, then looked up.
struct TableGradientSource<W: TWrap>: PixelSource {
    let lut: UnsafePointer<UInt32>
    var t: SIMD8<Float>
    let dt8: SIMD8<Float>
    let lanes: SIMD8<Float>

    @inline(__always) init(lut: UnsafePointer<UInt32>, dt: Float) {
        self.lut = lut
        lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7) * dt
        t = lanes
        dt8 = SIMD8(repeating: dt * 8)
    }
    @inline(__always) mutating func position(_ t0: Float) { t = lanes + t0 }
    @inline(__always) mutating func next() -> U32x8 { let v = gatherLUT(lut, tableIndex(t, W.self)); t += dt8; return v }
    @inline(__always) mutating func nextPartial(_ count: Int) -> U32x8 { gatherLUT(lut, tableIndex(t, W.self)) }
    @inline(__always) mutating func skip() { t += dt8 }
}

/// Eight table entries (indices are masked into the table, so garbage cannot read out of bounds).
@inline(__always) func gatherLUT(_ lut: UnsafePointer<UInt32>, _ idx: SIMD8<Int32>) -> U32x8 {
    let i = idx & Int32(GradientLUT.size - 1)
    return U32x8(lut[Int(i[0])], lut[Int(i[1])], lut[Int(i[2])], lut[Int(i[3])],
                 lut[Int(i[4])], lut[Int(i[5])], lut[Int(i[6])], lut[Int(i[7])])
}
