import Geometry

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
