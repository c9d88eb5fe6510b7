#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Outlines of thick lines with round caps and round joins — the look of SF Symbols' strokes —
/// as closed contours to fill with the non-zero rule. The filled region is exactly the set of
/// points within `halfWidth` of the polyline (its Minkowski sum with a disc).
///
/// Each side of a line is offset by the half width; at a join the outer side turns on an arc around
/// the vertex and the inner side meets at the offset lines' intersection, or — when that point
/// would lie beyond half of a neighbouring segment (short segments, sharp turns) — pivots through
/// the vertex. The pivot adds small loops wound like the outline, so they only re-cover area that is
/// already inside (the inner-join rule of Skia's `SkStroke`).
///
/// Every outline is wound clockwise on screen (positive shoelace area in y-down space); holes
/// counter-clockwise. Mirrored or rotated inputs therefore keep a consistent winding.
struct RoundStroker {
    var halfWidth: Double
    var path = Path()

    init(halfWidth: Double) { self.halfWidth = halfWidth }

    /// An open polyline with round caps: one closed contour. A single point gives a dot.
    mutating func strokeOpen(_ input: [Point]) {
        let pts = Self.cleaned(input, closed: false)
        guard let first = pts.first else { return }
        if pts.count == 1 { path.addCircle(center: first, radius: halfWidth); return }
        let forward = side(of: pts, closed: false)
        let backward = side(of: pts.reversed(), closed: false)
        path.move(to: forward.start)
        forward.draw(into: &path)
        cap(at: pts[pts.count - 1], direction: pts[pts.count - 1] - pts[pts.count - 2])
        backward.draw(into: &path)
        cap(at: pts[0], direction: pts[0] - pts[1])
        path.closeSubpath()
    }

    /// A closed polygon's outline band: an outer contour and an inner (hole) contour.
    mutating func strokeClosed(_ input: [Point]) {
        let pts = Self.clockwise(Self.cleaned(input, closed: true))
        guard pts.count >= 3 else { strokeOpen(pts); return }
        for ring in [pts, pts.reversed()] {
            let s = side(of: ring, closed: true)
            path.move(to: s.start)
            s.draw(into: &path)
            path.closeSubpath()
        }
    }

    /// A filled polygon grown by `halfWidth` with round corners (the outer contour of its stroke).
    mutating func fillRounded(_ input: [Point]) {
        let pts = Self.clockwise(Self.cleaned(input, closed: true))
        guard pts.count >= 3 else { strokeOpen(pts); return }
        let s = side(of: pts, closed: true)
        path.move(to: s.start)
        s.draw(into: &path)
        path.closeSubpath()
    }

    /// A polygon cut out of what is filled (wound counter-clockwise).
    mutating func hole(_ input: [Point]) {
        let pts = Self.clockwise(Self.cleaned(input, closed: true)).reversed()
        guard let first = pts.first, pts.count >= 3 else { return }
        path.move(to: first)
        for p in pts.dropFirst() { path.addLine(to: p) }
        path.closeSubpath()
    }

    /// A filled polygon with sharp corners.
    mutating func fill(_ input: [Point]) {
        let pts = Self.clockwise(Self.cleaned(input, closed: true))
        guard let first = pts.first, pts.count >= 3 else { return }
        path.move(to: first)
        for p in pts.dropFirst() { path.addLine(to: p) }
        path.closeSubpath()
    }

    /// Half a disc of radius `halfWidth` beyond `end`, turning clockwise from the left side to the right.
    private mutating func cap(at end: Point, direction d: Point) {
        let n = Self.leftNormal(d)
        path.addArcSegments(center: end, radius: halfWidth, startAngle: angle(of: n), sweep: Double.pi)
    }

    // MARK: - One side

    /// The left offset of a polyline (y down: the side up-screen of a rightward segment) with its joins.
    private struct Side {
        enum Step { case line(Point), arc(center: Point, radius: Double, start: Double, sweep: Double) }
        var start: Point
        var steps: [Step]
        func draw(into path: inout Path) {
            for s in steps {
                switch s {
                case .line(let p): path.addLine(to: p)
                case .arc(let c, let r, let a0, let sweep): path.addArcSegments(center: c, radius: r, startAngle: a0, sweep: sweep)
                }
            }
        }
    }

    private func side<C: Collection>(of input: C, closed: Bool) -> Side where C.Element == Point {
        let pts = Array(input)
        let n = pts.count
        let segCount = closed ? n : n - 1
        let h = halfWidth
        var dirs: [Point] = [], lens: [Double] = []
        dirs.reserveCapacity(segCount); lens.reserveCapacity(segCount)
        for i in 0..<segCount {
            let v = pts[(i + 1) % n] - pts[i]
            let l = v.length
            dirs.append(v * (1 / l)); lens.append(l)
        }
        var steps: [Side.Step] = []
        steps.reserveCapacity(segCount * 3)
        /// The join at vertex `v` between segment `a` (arriving) and `b` (leaving).
        func join(_ v: Point, _ a: Int, _ b: Int) {
            let da = dirs[a], db = dirs[b]
            let na = Self.leftNormal(da), nb = Self.leftNormal(db)
            let cross = da.cross(db), dot = da.dot(db)
            let turn = atan2(cross, dot)              // > 0: clockwise on screen, the left side is outside
            if abs(turn) < 1e-9 { steps.append(.line(v + nb * h)); return }
            if turn > 0 {
                steps.append(.line(v + na * h))
                steps.append(.arc(center: v, radius: h, start: angle(of: na), sweep: turn))
            } else {
                // Inner side: the offset lines meet h·tan(|turn|/2) before and after the vertex.
                let reach = h * abs(cross) / (1 + dot)   // = h·tan(|turn|/2)
                if dot > -1 + 1e-12, reach <= 0.5 * min(lens[a], lens[b]) {
                    steps.append(.line(v + (na + nb) * (h / (1 + dot))))
                } else {
                    steps.append(.line(v + na * h))
                    steps.append(.line(v))
                    steps.append(.line(v + nb * h))
                }
            }
        }
        if closed {
            // Start on segment 0 right after vertex 0's join; end with that join.
            let start: Point
            let d0 = dirs[0], dl = dirs[segCount - 1]
            let turn0 = atan2(dl.cross(d0), dl.dot(d0))
            let reach0 = h * abs(dl.cross(d0)) / (1 + dl.dot(d0))
            if turn0 < -1e-9, dl.dot(d0) > -1 + 1e-12, reach0 <= 0.5 * min(lens[0], lens[segCount - 1]) {
                start = pts[0] + (Self.leftNormal(dl) + Self.leftNormal(d0)) * (h / (1 + dl.dot(d0)))
            } else {
                start = pts[0] + Self.leftNormal(d0) * h
            }
            for i in 1..<n { join(pts[i], i - 1, i) }
            join(pts[0], segCount - 1, 0)
            // The last join ends at `start` (or, after an arc or pivot, exactly at the offset point).
            if case .line(let p)? = steps.last, p == start { steps.removeLast() }
            return Side(start: start, steps: steps)
        } else {
            let start = pts[0] + Self.leftNormal(dirs[0]) * h
            for i in 1..<(n - 1) { join(pts[i], i - 1, i) }
            steps.append(.line(pts[n - 1] + Self.leftNormal(dirs[segCount - 1]) * h))
            return Side(start: start, steps: steps)
        }
    }

    // MARK: - Helpers

    /// The unit normal on the left of travel in y-down space (up-screen for a rightward direction).
    static func leftNormal(_ d: Point) -> Point {
        let l = d.length
        return l > 0 ? Point(x: d.y / l, y: -d.x / l) : Point(x: 0, y: -1)
    }

    /// Drops repeated points (and, for polygons, a last point equal to the first).
    static func cleaned(_ pts: [Point], closed: Bool) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(pts.count)
        for p in pts where out.last.map({ $0.distance(to: p) > 1e-9 }) ?? true { out.append(p) }
        if closed, out.count > 1, let f = out.first, let l = out.last, f.distance(to: l) <= 1e-9 { out.removeLast() }
        return out
    }

    /// Twice the signed area (positive = clockwise on screen in y-down space).
    static func signedArea2(_ pts: [Point]) -> Double {
        var s = 0.0
        for i in pts.indices { s += pts[i].cross(pts[(i + 1) % pts.count]) }
        return s
    }

    static func clockwise(_ pts: [Point]) -> [Point] { signedArea2(pts) < 0 ? pts.reversed() : pts }
}
