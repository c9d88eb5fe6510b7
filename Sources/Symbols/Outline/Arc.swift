#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

extension Path {
    /// Appends a circular arc from the current point's angle as cubic Béziers of at most 90° each
    /// (handle length 4/3·tan(θ/4)·r, the standard circular-arc cubic; error ≈ 2.7·10⁻⁴·r per
    /// quarter). Positive `sweep` turns toward increasing angles: clockwise on screen (y down).
    /// The path must already be at `center + r·(cos start, sin start)`.
    mutating func addArcSegments(center: Point, radius r: Double, startAngle: Double, sweep: Double) {
        guard r > 0, sweep != 0 else { return }
        let n = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4) * r
        var c0 = cos(startAngle), s0 = sin(startAngle)
        for i in 1...n {
            let a1 = startAngle + step * Double(i), c1 = cos(a1), s1 = sin(a1)
            addCurve(to: Point(x: center.x + r * c1, y: center.y + r * s1),
                     control1: Point(x: center.x + r * c0 - k * s0, y: center.y + r * s0 + k * c0),
                     control2: Point(x: center.x + r * c1 + k * s1, y: center.y + r * s1 - k * c1))
            c0 = c1; s0 = s1
        }
    }

    /// Adds a closed circle, clockwise on screen (positive area) or, for `hole`, counter-clockwise.
    mutating func addCircle(center: Point, radius r: Double, hole: Bool = false) {
        guard r > 0 else { return }
        move(to: Point(x: center.x + r, y: center.y))
        addArcSegments(center: center, radius: r, startAngle: 0, sweep: hole ? -2 * Double.pi : 2 * Double.pi)
        closeSubpath()
    }
}

/// The angle of a vector, from +x toward +y (clockwise on screen).
@inline(__always) func angle(of v: Point) -> Double { atan2(v.y, v.x) }
