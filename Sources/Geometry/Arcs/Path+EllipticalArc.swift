#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// Adds an SVG elliptical arc from the current point to `end` (SVG path command `A`), converting
    /// the endpoint parameterisation to centre form as in SVG 1.1 Appendix F.6.5–F.6.6: an arc whose
    /// endpoints coincide is omitted, a zero radius gives a straight line, radii too small to reach
    /// `end` are scaled up. `sweep` true turns toward increasing angles (clockwise on screen).
    mutating func addEllipticalArc(to end: Point, radiusX: Double, radiusY: Double, rotationDegrees: Double,
                                   largeArc: Bool, sweep: Bool) {
        guard let start = currentPointForNextSegment else { move(to: end); return }
        if start == end { return }
        var rx = abs(radiusX), ry = abs(radiusY)
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, rotationDegrees.isFinite else { addLine(to: end); return }
        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * Double.pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the midpoint-relative start point in the ellipse's rotated frame.
        let hx = (start.x - end.x) / 2, hy = (start.y - end.y) / 2
        let x1 = cosPhi * hx + sinPhi * hy
        let y1 = -sinPhi * hx + cosPhi * hy
        // F.6.6.2: scale radii up when no ellipse of these radii can join the endpoints.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { let s = lambda.squareRoot(); rx *= s; ry *= s }
        // F.6.5.2: the centre in the rotated frame.
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coef = den > 0 ? (max(0, num) / den).squareRoot() : 0
        if largeArc == sweep { coef = -coef }
        let cxp = coef * rx * y1 / ry, cyp = -coef * ry * x1 / rx
        // F.6.5.3: the centre in user space.
        let cx = cosPhi * cxp - sinPhi * cyp + (start.x + end.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (start.y + end.y) / 2
        // F.6.5.5–6: start angle and sweep on the unit circle.
        let ux = (x1 - cxp) / rx, uy = (y1 - cyp) / ry
        let vx = (-x1 - cxp) / rx, vy = (-y1 - cyp) / ry
        let theta1 = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        if sweep && delta < 0 { delta += 2 * Double.pi }
        // The arc is the unit-circle arc mapped by scale(rx, ry), rotate(φ), translate(centre): an
        // affine map, so mapping the unit arc's cubic control points is exact.
        let n = max(1, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4)
        func map(_ x: Double, _ y: Double) -> Point {
            let ex = rx * x, ey = ry * y
            return Point(x: cx + cosPhi * ex - sinPhi * ey, y: cy + sinPhi * ex + cosPhi * ey)
        }
        var a0 = theta1
        for i in 1...n {
            let a1 = theta1 + step * Double(i)
            let c0 = cos(a0), s0 = sin(a0), c1 = cos(a1), s1 = sin(a1)
            addCurve(to: i == n ? end : map(c1, s1),
                     control1: map(c0 - k * s0, s0 + k * c0),
                     control2: map(c1 + k * s1, s1 - k * c1))
            a0 = a1
        }
    }
}
