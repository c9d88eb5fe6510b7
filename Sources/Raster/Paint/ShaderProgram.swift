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
        let stops = gradient.stops.count <= 2 ? gradient.normalizedStops : []
        if gradient.stops.isEmpty { return .solid(0) }
        if stops.count == 1 { return .solid(stops[0].color.opacity(opacity).premultiplied.packed) }
        switch paint.shader {
        case .solid: return nil
        case .linear(let g):
            if stops.count == 2 && stops[1].location > stops[0].location {
                let two = TwoStopColors(c0: GradientLUT.premultiplied(stops[0].color, Float(opacity)),
                                        c1: GradientLUT.premultiplied(stops[1].color, Float(opacity)),
                                        l0: stops[0].location, l1: stops[1].location)
                return .linear(LinearProgram(g, inverse: inv, twoStop: two, stops: (stops[0].location, stops[1].location), lut: lut))
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

/// A linear gradient mapped to the target's pixels: t at the centre of pixel (x, y) is
/// ta·x + tb·y + tc. Two-stop gradients are evaluated exactly (`twoStop`; with pad, t is
/// already in the stops' own 0…1), others through the colour table.
struct LinearProgram {
    let lut: UnsafePointer<UInt32>
    let spread: SpreadMode
    let twoStop: TwoStopColors?
    let ta: Double, tb: Double, tc: Double

    init(_ g: LinearGradient, inverse m: AffineTransform, twoStop: TwoStopColors?, stops: (Double, Double),
         lut: UnsafePointer<UInt32>) {
        self.lut = lut; spread = g.spread; self.twoStop = twoStop
        let vx = g.end.x - g.start.x, vy = g.end.y - g.start.y
        let len2 = vx * vx + vy * vy
        var a = 0.0, b = 0.0, c = 1.0   // degenerate (start == end): the last stop's colour (t = 1)
        if len2 > 0 && len2.isFinite {
            // t(p) = (M⁻¹p − start)·v / |v|², p = pixel centre.
            let gx = vx / len2, gy = vy / len2
            a = gx * m.a + gy * m.b; b = gx * m.c + gy * m.d
            c = gx * (m.tx - g.start.x) + gy * (m.ty - g.start.y) + 0.5 * (a + b)
        }
        if twoStop != nil && g.spread == .pad {
            // Fold the stop remap (t − l0)/(l1 − l0) into t.
            let s = 1 / (stops.1 - stops.0)
            a *= s; b *= s; c = (c - stops.0) * s
        }
        ta = a; tb = b; tc = c
    }

    /// t at the first pixel of a span, reduced by the spread's period so Float keeps precision.
    @inline(__always) func start(x: Int, y: Int) -> Float {
        var t = ta * Double(x) + tb * Double(y) + tc
        switch spread {
        case .pad: t = min(max(t, -1e4), 1e4)
        case .repeat: t -= t.rounded(.down)
        case .reflect: t -= 2 * (t * 0.5).rounded(.down)
        }
        return t.isFinite ? Float(t) : 0
    }
}

/// Concentric radial gradient: t = (|M⁻¹p − centre| − r0) / (r1 − r0).
struct RadialProgram {
    let lut: UnsafePointer<UInt32>
    let spread: SpreadMode
    let m: AffineTransform
    let cx: Double, cy: Double
    let r0: Float, scale: Float
    let degenerate: Bool

    init(_ g: RadialGradient, inverse: AffineTransform, lut: UnsafePointer<UInt32>) {
        self.lut = lut; spread = g.spread; m = inverse
        cx = g.center.x; cy = g.center.y
        r0 = Float(g.startRadius)
        let dr = g.endRadius - g.startRadius
        degenerate = !(abs(dr) > 1e-9) || !dr.isFinite
        scale = degenerate ? 0 : Float(1 / dr)
    }

    /// Writes t of `n` pixels starting at (x, y) to `u`.
    @inline(__always) func positions(x: Int, y: Int, n: Int, into u: UnsafeMutablePointer<Float>) {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let ux = Float(m.a * px + m.c * py + m.tx - cx), uy = Float(m.b * px + m.d * py + m.ty - cy)
        let dx = Float(m.a), dy = Float(m.b)
        if degenerate {
            for k in 0..<n {
                let fx = ux + Float(k) * dx, fy = uy + Float(k) * dy
                u[k] = (fx * fx + fy * fy).squareRoot() < r0 ? 0 : 1
            }
        } else {
            for k in 0..<n {
                let fx = ux + Float(k) * dx, fy = uy + Float(k) * dy
                u[k] = ((fx * fx + fy * fy).squareRoot() - r0) * scale
            }
        }
    }
}

/// Conic gradient: the clockwise angle around the centre mapped to t (see `AngularGradient`).
struct AngularProgram {
    let lut: UnsafePointer<UInt32>
    let spread: SpreadMode
    let m: AffineTransform
    let cx: Double, cy: Double
    /// +1, or −1 for a counter-clockwise sweep (endAngle < startAngle): angles are mirrored.
    let sign: Float
    /// Angles are measured from `low` (mirrored), wrapped into [0, 2π); values past `cut` wrap
    /// to negative (the second half of a gap shows the start colour); t = (φ + offset) / sweep.
    let low: Float, cut: Float, offset: Float, scale: Float

    init(_ g: AngularGradient, inverse: AffineTransform, lut: UnsafePointer<UInt32>) {
        self.lut = lut; spread = g.spread; m = inverse
        cx = g.center.x; cy = g.center.y
        var start = g.startAngle, sweep = g.endAngle - g.startAngle
        if !start.isFinite { start = 0 }
        if !sweep.isFinite { sweep = 2 * .pi }
        sign = sweep < 0 ? -1 : 1
        start *= Double(sign); sweep = abs(sweep)
        let twoPi = 2 * Double.pi
        let lo = sweep >= twoPi ? start + sweep - twoPi : start
        low = Float(lo.truncatingRemainder(dividingBy: twoPi))
        cut = sweep >= twoPi ? .infinity : Float((sweep + twoPi) / 2)
        offset = Float(lo - start)
        scale = Float(1 / max(sweep, 1e-6))
    }

    @inline(__always) func positions(x: Int, y: Int, n: Int, into u: UnsafeMutablePointer<Float>) {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let ux = Float(m.a * px + m.c * py + m.tx - cx), uy = Float(m.b * px + m.d * py + m.ty - cy)
        let dx = Float(m.a), dy = Float(m.b)
        let twoPi = Float(2 * Double.pi), invTwoPi = Float(1 / (2 * Double.pi))
        for k in 0..<n {
            let fx = ux + Float(k) * dx, fy = (uy + Float(k) * dy) * sign
            var phi = fastAtan2(fy, fx) - low
            // Wrap into [0, 2π): φ − 2π·⌊φ/2π⌋ (|φ| < 3π; floor by the 1.5·2²³ trick, no traps).
            let q = phi * invTwoPi
            var fq = (q + roundingMagic) - roundingMagic
            if fq > q { fq -= 1 }
            phi -= twoPi * fq
            if phi > cut { phi -= twoPi }
            u[k] = (phi + offset) * scale
        }
    }
}

/// atan2(y, x) in (−π, π], max error ≈ 1e−5 rad: octant reduction plus a degree-11 odd polynomial
/// for atan on [0, 1] (Abramowitz & Stegun 4.4.49 style minimax coefficients).
@inline(__always) func fastAtan2(_ y: Float, _ x: Float) -> Float {
    let ax = abs(x), ay = abs(y)
    let mx = max(ax, ay), mn = min(ax, ay)
    let a = mx > 0 ? mn / mx : 0
    let s = a * a
    var r = -0.0117212 as Float
    r = r * s + 0.05265332
    r = r * s - 0.11643287
    r = r * s + 0.19354346
    r = r * s - 0.33262347
    r = r * s + 0.99997726
    r *= a
    if ay > ax { r = 1.5707963267948966 - r }
    if x < 0 { r = 3.141592653589793 - r }
    return y < 0 ? -r : r
}

/// Turns gradient parameters into colours for `n` pixels (spread wrapping + table lookup).
@inline(__always)
func lookUp(_ u: UnsafePointer<Float>, _ n: Int, spread: SpreadMode, lut: UnsafePointer<UInt32>,
            into out: UnsafeMutablePointer<UInt32>) {
    @inline(__always) func run<W: TWrap>(_: W.Type) {
        var i = 0
        let raw = UnsafeMutableRawPointer(out), uraw = UnsafeRawPointer(u)
        while i < n {   // the buffers have a vector step of slack
            let v = uraw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<Float>.self)
            raw.storeBytes(of: gatherLUT(lut, tableIndex(v, W.self)), toByteOffset: i * 4, as: U32x8.self)
            i += 8
        }
    }
    switch spread {
    case .pad: run(PadWrap.self)
    case .repeat: run(RepeatWrap.self)
    case .reflect: run(ReflectWrap.self)
    }
}
