import Geometry

/// Path builders for tests (independent of any shape helpers in Geometry).
enum Shapes {
    /// Circular-arc constant for quarter circles as cubics: 4(√2 − 1)/3.
    static let kappa = 0.5522847498307936

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, clockwise: Bool = true) -> Path {
        var p = Path()
        let pts = [Point(x, y), Point(x + w, y), Point(x + w, y + h), Point(x, y + h)]
        let order = clockwise ? pts : pts.reversed()
        p.move(to: order[0])
        for q in order.dropFirst() { p.addLine(to: q) }
        p.closeSubpath()
        return p
    }

    static func polygon(_ pts: [Point]) -> Path {
        var p = Path()
        guard let f = pts.first else { return p }
        p.move(to: f)
        for q in pts.dropFirst() { p.addLine(to: q) }
        p.closeSubpath()
        return p
    }

    /// An axis-aligned ellipse as four cubics.
    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> Path {
        let kx = kappa * rx, ky = kappa * ry
        var p = Path()
        p.move(to: Point(cx + rx, cy))
        p.addCurve(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry))
        p.addCurve(to: Point(cx - rx, cy), control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky))
        p.addCurve(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry))
        p.addCurve(to: Point(cx + rx, cy), control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky))
        p.closeSubpath()
        return p
    }

    /// A rectangle with circular corners (radius clamped to half the shorter side).
    static func roundedRect(_ x0: Double, _ y0: Double, _ w: Double, _ h: Double, radius: Double) -> Path {
        let r = min(radius, min(w, h) / 2), k = kappa * r
        let x1 = x0 + w, y1 = y0 + h
        var p = Path()
        p.move(to: Point(x0 + r, y0))
        p.addLine(to: Point(x1 - r, y0))
        p.addCurve(to: Point(x1, y0 + r), control1: Point(x1 - r + k, y0), control2: Point(x1, y0 + r - k))
        p.addLine(to: Point(x1, y1 - r))
        p.addCurve(to: Point(x1 - r, y1), control1: Point(x1, y1 - r + k), control2: Point(x1 - r + k, y1))
        p.addLine(to: Point(x0 + r, y1))
        p.addCurve(to: Point(x0, y1 - r), control1: Point(x0 + r - k, y1), control2: Point(x0, y1 - r + k))
        p.addLine(to: Point(x0, y0 + r))
        p.addCurve(to: Point(x0 + r, y0), control1: Point(x0, y0 + r - k), control2: Point(x0 + r - k, y0))
        p.closeSubpath()
        return p
    }

    /// A regular pentagram drawn as one self-intersecting polygon (centre has winding 2).
    static func pentagram(cx: Double, cy: Double, r: Double) -> Path {
        let pts = (0..<5).map { i -> Point in
            let a = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
            return Point(cx + r * cos(a), cy + r * sin(a))
        }
        return polygon(pts)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
