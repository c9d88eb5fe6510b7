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

extension Path {
    /// The same outline with every subpath run backwards (its winding negated).
    func reversedSubpaths() -> Path {
        var out = Path()
        var start: Point? = nil
        /// The current subpath's segments, each with the point it starts from.
        var segments: [(from: Point, element: Element)] = []
        var current = Point(x: 0, y: 0)
        func flush(closed: Bool) {
            guard start != nil else { return }
            out.move(to: current)
            for (from, e) in segments.reversed() {
                switch e {
                case .line: out.addLine(to: from)
                case .quadCurve(_, let c): out.addQuadCurve(to: from, control: c)
                case .curve(_, let c1, let c2): out.addCurve(to: from, control1: c2, control2: c1)
                default: break
                }
            }
            if closed { out.closeSubpath() }
            start = nil; segments = []
        }
        forEach { e in
            switch e {
            case .move(let p):
                flush(closed: false); start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                segments.append((current, e)); current = p
            case .closeSubpath:
                if let s = start, s != current { segments.append((current, .line(to: s))); current = s }
                flush(closed: true)
            }
        }
        flush(closed: false)
        return out
    }
}
