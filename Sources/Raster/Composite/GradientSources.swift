/// A two-stop linear gradient evaluated per pixel: colour = c0 + (c1 − c0)·t per channel in Float
/// (premultiplied, opacity folded in; see `TwoStopColors`), rounded once. Along a span t grows by a
/// constant step. On AVX2 this is cheaper than a table lookup, which needs eight scalar loads per
/// chunk; gradients with more stops use the table.
struct LerpGradientSource<W: TWrap, A: AlphaKind>: PixelSource {
    var t: SIMD8<Float>
    let dt8: SIMD8<Float>
    // Broadcast per channel; c0 already holds +1.5·2²³, so the sum's low mantissa bits are the
    // rounded channel value.
    let r0: SIMD8<Float>, g0: SIMD8<Float>, b0: SIMD8<Float>, a0: SIMD8<Float>
    let dr: SIMD8<Float>, dg: SIMD8<Float>, db: SIMD8<Float>, da: SIMD8<Float>
    let scale: SIMD8<Float>, offset: SIMD8<Float>
    /// c0 without the rounding constant, for colours scaled by coverage before rounding.
    let r0Plain: SIMD8<Float>, g0Plain: SIMD8<Float>, b0Plain: SIMD8<Float>, a0Plain: SIMD8<Float>

    /// Offsets of the eight lanes from the chunk's first pixel, times dt.
    let lanes: SIMD8<Float>
    /// The alpha byte in place (for `ConstantAlpha`).
    let alphaBits: U32x8
    @inline(__always) var uniformInverseAlpha: Px8? {
        A.isConstant ? broadcastFactor(255 &- alphaOf(alphaBits)) : nil
    }

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
        r0Plain = r0 - roundingMagic; g0Plain = g0 - roundingMagic
        b0Plain = b0 - roundingMagic; a0Plain = a0 - roundingMagic
        alphaBits = (unsafeBitCast(a0, to: U32x8.self) & 0xFF) &<< 24
    }

    /// t wrapped, remapped to the stops and clamped to 0…1.
    @inline(__always) func param(_ t: SIMD8<Float>) -> SIMD8<Float> {
        var x = W.wrap(t)
        if W.remapsAfterWrap { x = x * scale + offset }
        return x.replacing(with: 0, where: x .< 0).replacing(with: 1, where: x .> 1)
    }

    @inline(__always) func shade(_ t: SIMD8<Float>) -> U32x8 {
        let x = param(t)
        let r = unsafeBitCast(x * dr + r0, to: U32x8.self) & 0xFF
        let g = unsafeBitCast(x * dg + g0, to: U32x8.self) & 0xFF
        let b = unsafeBitCast(x * db + b0, to: U32x8.self) & 0xFF
        if A.isConstant { return r | g &<< 8 | b &<< 16 | alphaBits }
        let a = unsafeBitCast(x * da + a0, to: U32x8.self)
        return r | g &<< 8 | b &<< 16 | a &<< 24
    }
    @inline(__always) mutating func position(_ t0: Float) { t = lanes + t0 }
    @inline(__always) mutating func next() -> U32x8 { let v = shade(t); t += dt8; return v }
    @inline(__always) mutating func nextPartial(_ count: Int) -> U32x8 { shade(t) }
    @inline(__always) mutating func skip() { t += dt8 }

    /// The colour times coverage/255, rounded once (no intermediate 8-bit rounding).
    @inline(__always) func shadeScaled(_ t: SIMD8<Float>, _ c: U32x8) -> U32x8 {
        let x = param(t)
        // c → Float exactly via the 2²³ trick (c ≤ 255), then /255.
        let fc = (unsafeBitCast(c | 0x4B00_0000, to: SIMD8<Float>.self) - 8_388_608) * (1 / 255)
        let m = SIMD8<Float>(repeating: roundingMagic)
        let r = unsafeBitCast((x * dr + r0Plain) * fc + m, to: U32x8.self) & 0xFF
        let g = unsafeBitCast((x * dg + g0Plain) * fc + m, to: U32x8.self) & 0xFF
        let b = unsafeBitCast((x * db + b0Plain) * fc + m, to: U32x8.self) & 0xFF
        let a = unsafeBitCast((x * da + a0Plain) * fc + m, to: U32x8.self)
        let scaled = r | g &<< 8 | b &<< 16 | a &<< 24
        // Lanes with full coverage must equal `shade` exactly (one rounding at the magic scale, not
        // two), so a pixel does not depend on whether its span arrived as a mask or as a full run.
        // Integer select: diff = 0 ⇔ c = 255, and ((diff | −diff) >> 31) − 1 is all ones only then.
        let diff = c ^ 255
        let full = ((diff | (0 &- diff)) &>> 31) &- 1
        return (shade(t) & full) | (scaled & ~full)
    }
    @inline(__always) mutating func nextScaled(_ c: U32x8) -> U32x8 { let v = shadeScaled(t, c); t += dt8; return v }
    @inline(__always) mutating func nextPartialScaled(_ count: Int, _ c: U32x8) -> U32x8 { shadeScaled(t, c) }
}

/// The colours of a two-stop gradient for `LerpGradientSource`, plus the map from wrapped t to the
/// stops' own 0…1 (stops need not sit at 0 and 1).
///
/// The stop colours (premultiplied ×255, opacity included) are rounded to 8 bits first, as a
/// colour table's end entries would be: then c0 + 1.5·2²³ is exact, each pixel costs one
/// multiply-add and one rounding per channel, the stops are reproduced exactly and any pixel is
/// within 1/255 of the exact interpolation.
struct TwoStopColors {
    /// c0 + 1.5·2²³ and c1 − c0 (both from the rounded colours).
    let c0: SIMD4<Float>, dc: SIMD4<Float>
    let scale: Float, offset: Float

    init(c0: SIMD4<Float>, c1: SIMD4<Float>, l0: Double, l1: Double) {
        let m = SIMD4<Float>(repeating: roundingMagic)
        let r0 = (c0 + m) - m, r1 = (c1 + m) - m   // rounded to integers
        self.c0 = r0 + m
        dc = r1 - r0
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

/// Whether a two-stop gradient's alpha varies along it. With equal stop alphas (opaque colours at
/// any paint opacity, the common case) the alpha channel and the blend's inverse-alpha factor
/// are constants the compiler folds out of the loop.
protocol AlphaKind {
    static var isConstant: Bool { get }
}
enum VaryingAlpha: AlphaKind { static var isConstant: Bool { false } }
enum ConstantAlpha: AlphaKind { static var isConstant: Bool { true } }
