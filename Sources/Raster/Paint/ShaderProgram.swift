import Geometry

/// A paint prepared for one fill: colours premultiplied with the opacity folded in, gradient
/// tables built, and gradient geometry mapped to the target's pixel grid (pixel centres).
enum ShaderProgram {
    case solid(UInt32)
    case linear(LinearProgram)
    case radial(RadialProgram)
    case angular(AngularProgram)

    /// Prepares `paint` for a fill whose user space maps to target pixels by `transform`; the
    /// gradient table (when one is needed) goes into `lut`. Nil when nothing can be drawn
    /// (singular transform).
    static func make(_ paint: Paint, transform: AffineTransform, lut: UnsafeMutablePointer<UInt32>) -> ShaderProgram? {
        let opacity = GradientLUT.clamp01(paint.opacity)
        let gradient: Gradient
        switch paint.shader {
        case .solid(let c): return .solid(c.opacity(opacity).premultiplied.packed)
        case .linear(let g): gradient = g.gradient
        case .radial(let g): gradient = g.gradient
        case .angular(let g): gradient = g.gradient
        }
        guard let inv = transform.inverted() else { return nil }
        let all = gradient.stops
        if all.isEmpty { return .solid(0) }
        if all.count == 1 { return .solid(all[0].color.opacity(opacity).premultiplied.packed) }
        switch paint.shader {
        case .solid: return nil
        case .linear(let g):
            if all.count == 2 {
                // Normalised as `Gradient.normalizedStops` does (clamp, stable sort), without allocating.
                var a = all[0], b = all[1]
                a.location = GradientLUT.clamp01(a.location); b.location = GradientLUT.clamp01(b.location)
                if b.location < a.location { swap(&a, &b) }
                if b.location > a.location {
                    let two = TwoStopColors(c0: GradientLUT.premultiplied(a.color, Float(opacity)),
                                            c1: GradientLUT.premultiplied(b.color, Float(opacity)),
                                            l0: a.location, l1: b.location)
                    return .linear(LinearProgram(g, inverse: inv, twoStop: two, stops: (a.location, b.location), lut: lut))
                }
            }
            GradientLUT.build(gradient, opacity: opacity, into: lut)
            return .linear(LinearProgram(g, inverse: inv, twoStop: nil, stops: (0, 1), lut: lut))
        case .radial(let g):
            GradientLUT.build(gradient, opacity: opacity, into: lut)
            return .radial(RadialProgram(g, inverse: inv, lut: lut))
        case .angular(let g):
            GradientLUT.build(gradient, opacity: opacity, into: lut)
            return .angular(AngularProgram(g, inverse: inv, lut: lut))
        }
    }
}
