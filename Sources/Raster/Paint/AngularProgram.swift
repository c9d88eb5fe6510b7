import Geometry

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
