#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

extension Path {
    /// `addArcCubics` for the outlines: nothing for a degenerate arc (r ≤ 0 or no sweep).
    mutating func addArcSegments(center: Point, radius r: Double, startAngle: Double, sweep: Double) {
        guard r > 0, sweep != 0 else { return }
        addArcCubics(center: center, radius: r, startAngle: startAngle, sweep: sweep)
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
