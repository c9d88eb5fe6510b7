import Geometry

/// Helpers shared by the geometry tests. All work on public API only.

func elements(_ path: Path) -> [Path.Element] {
    var out: [Path.Element] = []
    path.forEach { out.append($0) }
    return out
}

func close(_ a: Double, _ b: Double, _ eps: Double = 1e-9) -> Bool { abs(a - b) <= eps }
func close(_ a: Point, _ b: Point, _ eps: Double = 1e-9) -> Bool { a.distance(to: b) <= eps }

/// Shoelace area of every subpath treated as a closed polygon: Σ (xᵢ·yᵢ₊₁ − xᵢ₊₁·yᵢ) / 2.
/// Positive = clockwise on screen (y down). For a fill outline it is ∫ winding number dA.
func signedArea(_ lines: [Polyline]) -> Double {
    var sum = 0.0
    for (a, b) in closedEdges(lines, minimumPoints: 3) { sum += a.x * b.y - b.x * a.y }
    return sum / 2
}

func signedArea(_ path: Path, tolerance: Double = 0.01) -> Double {
    signedArea(path.flattened(tolerance: tolerance))
}

/// Winding number of the closed polygons around `q` (crossing-number form of the non-zero rule).
func winding(_ lines: [Polyline], at q: Point) -> Int {
    var w = 0
    for (a, b) in closedEdges(lines, minimumPoints: 2) {
        if a.y <= q.y {
            if b.y > q.y && (b - a).cross(q - a) > 0 { w += 1 }
        } else if b.y <= q.y && (b - a).cross(q - a) < 0 {
            w -= 1
        }
    }
    return w
}

/// The edges of the polylines taken as closed polygons, in order (the closing edge last); a polyline
/// with fewer than `minimumPoints` points contributes none.
func closedEdges(_ lines: [Polyline], minimumPoints: Int) -> [(Point, Point)] {
    lines.filter { $0.points.count >= minimumPoints }.flatMap { l in
        let p = l.points
        return p.indices.map { (p[$0], p[($0 + 1) % p.count]) }
    }
}

/// Distance from `q` to the segment a–b.
func distance(_ q: Point, toSegment a: Point, _ b: Point) -> Double {
    let d = b - a
    let l2 = d.dot(d)
    if l2 == 0 { return q.distance(to: a) }
    let t = max(0, min(1, (q - a).dot(d) / l2))
    return q.distance(to: a + d * t)
}

/// Distance from `q` to a polyline (closing segment included when closed).
func distance(_ q: Point, toPolyline pts: [Point], closed: Bool) -> Double {
    if pts.count == 1 { return q.distance(to: pts[0]) }
    var best = Double.infinity
    for i in 1..<pts.count { best = min(best, distance(q, toSegment: pts[i - 1], pts[i])) }
    if closed { best = min(best, distance(q, toSegment: pts[pts.count - 1], pts[0])) }
    return best
}

/// Every point (vertex) of a path's flattening.
func flatPoints(_ path: Path, tolerance: Double = 0.01) -> [Point] {
    path.flattened(tolerance: tolerance).flatMap(\.points)
}
