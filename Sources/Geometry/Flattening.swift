/// A flattened subpath: straight segments between consecutive points.
public struct Polyline: Hashable, Sendable {
    public var points: [Point]
    /// Closed subpaths join their last point back to the first.
    public var isClosed: Bool
    public init(points: [Point], isClosed: Bool) { self.points = points; self.isClosed = isClosed }
}

extension Path {
    /// The path transformed by `transform` and approximated by straight segments that stray from
    /// the true curve by at most `tolerance` (in the transformed space: pass device pixels).
    ///
    /// Curves are split into n uniform parameter steps with n from Wang's formula
    /// (Wang 1984; see also Sederberg, "Computer Aided Geometric Design", §10.6):
    /// quadratic n = ⌈√(|p0 − 2p1 + p2| / (4·tol))⌉, cubic n = ⌈√(3·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|) / (4·tol))⌉.
    /// The bound holds for the transformed control points, so it is exact for any affine transform.
    public func flattened(transform: AffineTransform = .identity, tolerance: Double = 0.25) -> [Polyline] {
        var out: [Polyline] = []
        var cur: [Point] = []
        let tol = max(tolerance, 1e-6)
        func finish(closed: Bool) {
            if cur.count > 1 || (closed && !cur.isEmpty) { out.append(Polyline(points: cur, isClosed: closed)) }
            cur = []
        }
        var start = Point.zero
        var pi = 0
        for v in verbs {
            switch v {
            case .move:
                finish(closed: false)
                start = transform.apply(points[pi]); cur.append(start); pi += 1
            case .line:
                cur.append(transform.apply(points[pi])); pi += 1
            case .quad:
                let p0 = cur.last ?? start
                let p1 = transform.apply(points[pi]), p2 = transform.apply(points[pi + 1])
                let dd = (p0 - p1 * 2 + p2).length
                let n = Self.segmentCount((dd / (4 * tol)).squareRoot())
                for i in 1..<n {
                    let t = Double(i) / Double(n), u = 1 - t
                    cur.append(p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t))
                }
                cur.append(p2); pi += 2
            case .cubic:
                let p0 = cur.last ?? start
                let p1 = transform.apply(points[pi]), p2 = transform.apply(points[pi + 1]),
                    p3 = transform.apply(points[pi + 2])
                let dd = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
                let n = Self.segmentCount((3 * dd / (4 * tol)).squareRoot())
                for i in 1..<n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    cur.append(Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                                     y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
                cur.append(p3); pi += 3
            case .close:
                finish(closed: true)
                cur = []
            }
        }
        finish(closed: false)
        return out
    }

    /// Segment count for a curve, capped so a degenerate huge curve cannot exhaust memory.
    @inline(__always) static func segmentCount(_ x: Double) -> Int {
        guard x.isFinite else { return 1 }
        return max(1, min(Int(x.rounded(.up)), 4096))
    }
}
