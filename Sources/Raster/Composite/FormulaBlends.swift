/// The blend modes without integer fast paths — the PDF blends (`overlay` … `luminosity`), the
/// rarer Porter–Duff operators and `plusDarker` — in 32-bit float on eight pixels at a time.
///
/// They are rare (a `.blendMode` layer, a Canvas drawing), so one compositing loop per pixel
/// source serves them all: the mode is switched on once per chunk of eight pixels, inside
/// `FormulaBlend.apply`, not per pixel. Results round to the nearest 8-bit value; each channel is
/// clamped to the result's alpha so pixels stay premultiplied. Float arithmetic here is plain
/// IEEE (no fused multiply–add is formed), so the baseline and AVX2 builds give the same bits.
struct FormulaOp: BlendOp {
    let mode: BlendMode
    var ignoresSource: Bool { false }
    @inline(__always) func full(_ s: U32x8, _ d: U32x8) -> U32x8 { FormulaBlend.apply(mode, s, d, coverage: U32x8(repeating: 255)) }
    @inline(__always) func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8 { FormulaBlend.apply(mode, s, d, coverage: c) }
}

typealias F8 = SIMD8<Float>

@inline(__always) func clamp01(_ v: F8) -> F8 { pointwiseMin(pointwiseMax(v, F8()), F8(repeating: 1)) }

/// Eight premultiplied pixels as channel planes, 0…1.
struct Planes {
    var r: F8, g: F8, b: F8, a: F8

    @inline(__always) init(r: F8, g: F8, b: F8, a: F8) { self.r = r; self.g = g; self.b = b; self.a = a }

    @inline(__always) init(_ v: U32x8) {
        r = F8(v & 0xFF) / 255; g = F8((v &>> 8) & 0xFF) / 255
        b = F8((v &>> 16) & 0xFF) / 255; a = F8(v &>> 24) / 255
    }

    /// Packed 8-bit pixels: rounded, alpha clamped to 0…1, colour to 0…alpha.
    @inline(__always) var packed: U32x8 {
        let a8 = (clamp01(a) * 255 + 0.5).rounded(.down)
        func channel(_ c: F8) -> U32x8 { U32x8(pointwiseMin((pointwiseMax(c, F8()) * 255 + 0.5).rounded(.down), a8)) }
        return channel(r) | channel(g) &<< 8 | channel(b) &<< 16 | U32x8(a8) &<< 24
    }
}

enum FormulaBlend {
    /// `mode` applied to source `s` (already scaled by coverage `c`, 0…255 per lane) over `d`.
    ///
    /// The PDF blends and the Porter–Duff operators whose destination factor is 1 − Sa or 1 are
    /// linear in the premultiplied source, so lerp(d, blend(s, d), c) = blend(s·c, d); those whose
    /// destination factor is 0 or Sa (`sourceIn`, `sourceOut`, `destinationAtop`) also keep d·(1 − c).
    @inline(never)
    static func apply(_ mode: BlendMode, _ s: U32x8, _ d: U32x8, coverage c: U32x8) -> U32x8 {
        let s = Planes(s), d = Planes(d)
        let one = F8(repeating: 1)
        let result: Planes
        switch mode {
        // Porter–Duff: s·Fa + d·Fb.
        case .sourceIn: result = porterDuff(s, d, fa: d.a, fb: F8(), keep: c)
        case .sourceOut: result = porterDuff(s, d, fa: one - d.a, fb: F8(), keep: c)
        case .sourceAtop: result = porterDuff(s, d, fa: d.a, fb: one - s.a, keep: nil)
        case .destinationOver: result = porterDuff(s, d, fa: one - d.a, fb: one, keep: nil)
        case .destinationAtop: result = porterDuff(s, d, fa: one - d.a, fb: s.a, keep: c)
        case .xor: result = porterDuff(s, d, fa: one - d.a, fb: one - s.a, keep: nil)
        case .plusDarker:
            let a = pointwiseMin(s.a + d.a, one)
            func ch(_ sc: F8, _ dc: F8) -> F8 { pointwiseMax(a - (s.a - sc) - (d.a - dc), F8()) }
            result = Planes(r: ch(s.r, d.r), g: ch(s.g, d.g), b: ch(s.b, d.b), a: a)
        // PDF separable blends B(Cs, Cb) of unpremultiplied colours (ISO 32000-1 §11.3.5.2).
        case .overlay: result = separable(s, d) { cs, cb in hardLight(cb, cs) }
        case .darken: result = separable(s, d) { cs, cb in pointwiseMin(cs, cb) }
        case .lighten: result = separable(s, d) { cs, cb in pointwiseMax(cs, cb) }
        case .colorDodge:
            result = separable(s, d) { cs, cb in
                let dodged = pointwiseMin(one, cb / pointwiseMax(one - cs, F8(repeating: .leastNormalMagnitude)))
                return dodged.replacing(with: one, where: cs .>= 1).replacing(with: F8(), where: cb .<= 0)
            }
        case .colorBurn:
            result = separable(s, d) { cs, cb in
                let burnt = one - pointwiseMin(one, (one - cb) / pointwiseMax(cs, F8(repeating: .leastNormalMagnitude)))
                return burnt.replacing(with: F8(), where: cs .<= 0).replacing(with: one, where: cb .>= 1)
            }
        case .hardLight: result = separable(s, d) { cs, cb in hardLight(cs, cb) }
        case .softLight:
            result = separable(s, d) { cs, cb in
                let dark = ((16 * cb - 12) * cb + 4) * cb, root = cb.squareRoot()
                let dcb = root.replacing(with: dark, where: cb .<= 0.25)
                let low = cb - (one - 2 * cs) * cb * (one - cb), high = cb + (2 * cs - one) * (dcb - cb)
                return high.replacing(with: low, where: cs .<= 0.5)
            }
        case .difference: result = separable(s, d) { cs, cb in pointwiseMax(cs - cb, cb - cs) }
        case .exclusion: result = separable(s, d) { cs, cb in cs + cb - 2 * cs * cb }
        // PDF non-separable blends (§11.3.5.3).
        case .hue: result = nonSeparable(s, d) { cs, cb in setLum(setSat(cs, sat(cb)), lum(cb)) }
        case .saturation: result = nonSeparable(s, d) { cs, cb in setLum(setSat(cb, sat(cs)), lum(cb)) }
        case .color: result = nonSeparable(s, d) { cs, cb in setLum(cs, lum(cb)) }
        case .luminosity: result = nonSeparable(s, d) { cs, cb in setLum(cb, lum(cs)) }
        // The integer modes never come here: `composite` gives each its own op.
        case .sourceOver, .destinationOut, .destinationIn, .copy, .clear, .plusLighter, .screen, .multiply:
            preconditionFailure("\(mode) has an integer op")
        }
        return result.packed
    }

    /// s·Fa + d·Fb; `keep` (the coverage) adds d·(1 − c) for operators not linear in the source.
    @inline(__always)
    static func porterDuff(_ s: Planes, _ d: Planes, fa: F8, fb: F8, keep c: U32x8?) -> Planes {
        let fb = c.map { fb + (1 - F8($0) / 255) } ?? fb
        return Planes(r: s.r * fa + d.r * fb, g: s.g * fa + d.g * fb, b: s.b * fa + d.b * fb, a: s.a * fa + d.a * fb)
    }

    /// s·(1 − da) + d·(1 − sa) + sa·da·B(s/sa, d/da) per channel; alpha sa + da − sa·da.
    @inline(__always)
    static func separable(_ s: Planes, _ d: Planes, _ blend: (F8, F8) -> F8) -> Planes {
        let isa = 1 - s.a, ida = 1 - d.a, both = s.a * d.a
        func ch(_ sc: F8, _ dc: F8) -> F8 {
            sc * ida + dc * isa + both * blend(unpremultiply(sc, s.a), unpremultiply(dc, d.a))
        }
        return Planes(r: ch(s.r, d.r), g: ch(s.g, d.g), b: ch(s.b, d.b), a: s.a + d.a - both)
    }

    typealias RGB = (r: F8, g: F8, b: F8)

    /// As `separable`, with a blend of whole unpremultiplied colours.
    @inline(__always)
    static func nonSeparable(_ s: Planes, _ d: Planes, _ blend: (RGB, RGB) -> RGB) -> Planes {
        let isa = 1 - s.a, ida = 1 - d.a, both = s.a * d.a
        let cs = (unpremultiply(s.r, s.a), unpremultiply(s.g, s.a), unpremultiply(s.b, s.a))
        let cb = (unpremultiply(d.r, d.a), unpremultiply(d.g, d.a), unpremultiply(d.b, d.a))
        let m = blend(cs, cb)
        return Planes(r: s.r * ida + d.r * isa + both * m.r, g: s.g * ida + d.g * isa + both * m.g,
                      b: s.b * ida + d.b * isa + both * m.b, a: s.a + d.a - both)
    }

    /// c / a (0 where a is 0), clamped to 0…1.
    @inline(__always) static func unpremultiply(_ c: F8, _ a: F8) -> F8 {
        clamp01(c / a.replacing(with: 1, where: a .<= 0))
    }

    /// Multiply (2·Cs·Cb) below half, screen above.
    @inline(__always) static func hardLight(_ cs: F8, _ cb: F8) -> F8 {
        let s2 = 2 * cs, multiplied = cb * s2, screened = cb + (s2 - 1) - cb * (s2 - 1)
        return screened.replacing(with: multiplied, where: cs .<= 0.5)
    }

    @inline(__always) static func lum(_ c: RGB) -> F8 { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }

    /// The colour moved to luminosity `l`, then brought back into gamut towards its luminosity.
    @inline(__always) static func setLum(_ c: RGB, _ l: F8) -> RGB {
        let shift = l - lum(c)
        var r = c.r + shift, g = c.g + shift, b = c.b + shift
        let lc = lum((r, g, b))
        let n = pointwiseMin(pointwiseMin(r, g), b), x = pointwiseMax(pointwiseMax(r, g), b)
        let tiny = F8(repeating: .leastNormalMagnitude)
        let below = n .< 0, above = x .> 1
        let kBelow = lc / pointwiseMax(lc - n, tiny), kAbove = (1 - lc) / pointwiseMax(x - lc, tiny)
        func clip(_ v: F8) -> F8 {
            var v = v
            v.replace(with: lc + (v - lc) * kBelow, where: below)
            v.replace(with: lc + (v - lc) * kAbove, where: above)
            return v
        }
        r = clip(r); g = clip(g); b = clip(b)
        return (r, g, b)
    }

    @inline(__always) static func sat(_ c: RGB) -> F8 {
        pointwiseMax(pointwiseMax(c.r, c.g), c.b) - pointwiseMin(pointwiseMin(c.r, c.g), c.b)
    }

    /// The colour with saturation `s`: each channel (C − min)·s/(max − min), 0 for a grey.
    @inline(__always) static func setSat(_ c: RGB, _ s: F8) -> RGB {
        let n = pointwiseMin(pointwiseMin(c.r, c.g), c.b), range = sat(c)
        let k = (s / range.replacing(with: 1, where: range .<= 0)).replacing(with: F8(), where: range .<= 0)
        return ((c.r - n) * k, (c.g - n) * k, (c.b - n) * k)
    }
}
