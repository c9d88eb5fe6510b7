import Geometry

/// A linear gradient mapped to the target's pixels: t at the centre of pixel (x, y) is
/// ta·x + tb·y + tc. Two-stop gradients are interpolated per pixel (`twoStop`; with pad, t is
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
    @inline(__always) func start<W: TWrap>(x: Int, y: Int, _: W.Type) -> Float {
        Float(W.reduce(ta * Double(x) + tb * Double(y) + tc))
    }
}
