#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Circular arcs with SwiftUI/CoreGraphics semantics, in this library's y-down space.
///
/// Angles are radians measured from the +x axis toward +y. Because y grows downward, an
/// *increasing* angle turns **clockwise on screen**. CoreGraphics defines `clockwise` in its own
/// y-up space, so — exactly as in SwiftUI, which draws CG paths in a flipped context — passing
/// `clockwise: false` sweeps toward increasing angles (clockwise on screen) and `clockwise: true`
/// toward decreasing angles (counter-clockwise on screen).
///
/// Arcs become cubic Béziers of at most 90° each, with handle length 4/3·tan(θ/4)·r (the standard
/// circular-arc cubic; error ≈ 2.7·10⁻⁴·r for a quarter circle).
extension Path {
    /// Adds an arc from `startAngle` to `endAngle`. If the path has a current subpath, a line joins
    /// its current point to the arc's start; otherwise the arc starts a new subpath.
    ///
    /// The sweep follows the HTML canvas `arc()` rules, which mirror CG: going toward increasing
    /// angles (`clockwise: false`), a difference `endAngle − startAngle ≥ 2π` draws the whole circle,
    /// otherwise the sweep is that difference reduced modulo 2π into [0, 2π); `clockwise: true` is
    /// the mirror image. Negative or non-finite radii and non-finite angles add nothing.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool, transform: AffineTransform = .identity) {
        guard radius >= 0, radius.isFinite, startAngle.isFinite, endAngle.isFinite,
              center.x.isFinite, center.y.isFinite else { return }
        let twoPi = 2 * Double.pi
        func positiveSweep(_ d: Double) -> Double { d >= twoPi ? twoPi : d - twoPi * (d / twoPi).rounded(.down) }
        let sweep = clockwise ? -positiveSweep(startAngle - endAngle) : positiveSweep(endAngle - startAngle)
        let first = points.count
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
        transformPoints(from: first, by: transform)
    }

    /// Adds an arc that starts at `startAngle` and sweeps `delta` radians (CG's `addRelativeArc`):
    /// positive `delta` turns toward increasing angles, i.e. clockwise on screen. |delta| may exceed
    /// 2π (the circle is then traced more than once).
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Double, delta: Double,
                                        transform: AffineTransform = .identity) {
        guard radius >= 0, radius.isFinite, startAngle.isFinite, delta.isFinite,
              center.x.isFinite, center.y.isFinite else { return }
        let first = points.count
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: delta)
        transformPoints(from: first, by: transform)
    }

    /// Adds a line from the current point toward `tangent1End` and an arc of `radius` tangent to
    /// both the line (current point → `tangent1End`) and the line (`tangent1End` → `tangent2End`)
    /// (CG's `addArc(tangent1End:tangent2End:radius:)`, PostScript's `arct`). The path ends at the
    /// second tangent point. When the points are coincident or collinear, or the radius is 0, it
    /// adds a line to `tangent1End` instead. On an empty path it starts a subpath at `tangent1End`.
    public mutating func addArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double) {
        guard let p0 = currentPointForNextSegment else { move(to: p1); return }
        let a = p0 - p1, b = p2 - p1
        let la = a.length, lb = b.length
        guard radius > 0, radius.isFinite, la > 0, lb > 0 else { lineIfMoved(to: p1); return }
        let u = a * (1 / la), v = b * (1 / lb)
        let cosPhi = u.dot(v), sinPhi = abs(u.cross(v))      // φ: angle between the two legs at p1
        guard sinPhi > 1e-12 else { lineIfMoved(to: p1); return }
        // Tangent points lie r / tan(φ/2) from the corner; the centre r / sin(φ/2) along the bisector.
        let d = radius * (1 + cosPhi) / sinPhi
        let t1 = p1 + u * d
        let bisector = u + v, bl = bisector.length
        let center = p1 + bisector * (radius / ((1 - cosPhi) / 2).squareRoot() / bl)
        let turn = (-u).cross(v)                               // > 0: turning toward increasing angle
        let sweep = (Double.pi - acos(max(-1, min(1, cosPhi)))) * (turn > 0 ? 1 : -1)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        appendArc(center: center, radius: radius, startAngle: start, sweep: sweep)
    }

    /// Connects to the arc start (line, or move when there is no subpath), then appends cubics of
    /// at most 90° each.
    mutating func appendArc(center: Point, radius r: Double, startAngle: Double, sweep: Double) {
        func at(_ angle: Double) -> Point { Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle)) }
        let p0 = at(startAngle)
        if needsMoveForNextSegment { move(to: p0) } else { lineIfMoved(to: p0) }
        if sweep == 0 || r == 0 { return }
        addArcCubics(center: center, radius: r, startAngle: startAngle, sweep: sweep)
    }

    /// Appends a circular arc as cubic Béziers of at most 90° each (handle length 4/3·tan(θ/4)·r, the
    /// standard circular-arc cubic; error ≈ 2.7·10⁻⁴·r per quarter). Positive `sweep` turns toward
    /// increasing angles: clockwise on screen (y down). The path must already be at
    /// `center + r·(cos startAngle, sin startAngle)`; nothing connects to it.
    public mutating func addArcCubics(center: Point, radius r: Double, startAngle: Double, sweep: Double) {
        let quarter = Double.pi / 2
        let n = max(1, min(Int((abs(sweep) / quarter - 1e-9).rounded(.up)), 4096))
        let step = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4) * r                  // signed: follows the sweep direction
        reserveCapacity(verbs: n, points: 3 * n)
        var c0 = cos(startAngle), s0 = sin(startAngle)
        for i in 1...n {
            let a1 = startAngle + step * Double(i), c1 = cos(a1), s1 = sin(a1)
            addCurve(to: Point(x: center.x + r * c1, y: center.y + r * s1),
                     control1: Point(x: center.x + r * c0 - k * s0, y: center.y + r * s0 + k * c0),
                     control2: Point(x: center.x + r * c1 + k * s1, y: center.y + r * s1 - k * c1))
            c0 = c1; s0 = s1
        }
    }
}
