/// One drawable piece of a path with absolute points: what `Path.Element` describes relative to
/// the current point. Used by measuring (bounds, trimming).
enum PathSegment {
    case line(Point, Point)
    case quad(Point, Point, Point)
    case cubic(Point, Point, Point, Point)

    var start: Point {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
        }
    }

    var end: Point {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
        }
    }

    func point(at t: Double) -> Point {
        switch self {
        case .line(let a, let b):
            return a.lerp(b, t)
        case .quad(let a, let b, let c):
            let u = 1 - t
            return a * (u * u) + b * (2 * u * t) + c * (t * t)
        case .cubic(let a, let b, let c, let d):
            let u = 1 - t
            return a * (u * u * u) + b * (3 * u * u * t) + c * (3 * u * t * t) + d * (t * t * t)
        }
    }

    /// The number of uniform parameter steps that keeps chords within `tolerance` of the curve
    /// (Wang's formula, as in `Path.flattened`).
    func stepCount(tolerance: Double) -> Int {
        switch self {
        case .line:
            return 1
        case .quad(let a, let b, let c):
            return Path.segmentCount(((a - b * 2 + c).length / (4 * tolerance)).squareRoot())
        case .cubic(let a, let b, let c, let d):
            let dd = max((a - b * 2 + c).length, (b - c * 2 + d).length)
            return Path.segmentCount((3 * dd / (4 * tolerance)).squareRoot())
        }
    }

    /// Arc length approximated by the chords of `stepCount(tolerance:)` uniform steps.
    func length(tolerance: Double) -> Double {
        if case .line(let a, let b) = self { return a.distance(to: b) }
        let n = stepCount(tolerance: tolerance)
        var sum = 0.0, prev = start
        for i in 1...n {
            let p = i == n ? end : point(at: Double(i) / Double(n))
            sum += prev.distance(to: p); prev = p
        }
        return sum
    }

    /// The parameter at arc length `s` from the start, inverting the same chord approximation
    /// `length(tolerance:)` uses (linear within each chord).
    func parameter(atLength s: Double, tolerance: Double) -> Double {
        if s <= 0 { return 0 }
        if case .line(let a, let b) = self {
            let l = a.distance(to: b)
            return l > 0 ? min(1, s / l) : 0
        }
        let n = stepCount(tolerance: tolerance)
        var sum = 0.0, prev = start
        for i in 1...n {
            let p = i == n ? end : point(at: Double(i) / Double(n))
            let l = prev.distance(to: p)
            if sum + l >= s {
                let f = l > 0 ? (s - sum) / l : 0
                return (Double(i - 1) + f) / Double(n)
            }
            sum += l; prev = p
        }
        return 1
    }

    /// The part of the segment between parameters t0 ≤ t1 (de Casteljau subdivision).
    func subsegment(from t0: Double, to t1: Double) -> PathSegment {
        let head = t1 >= 1 ? self : split(at: t1).0
        if t0 <= 0 { return head }
        let t = t1 > 0 ? t0 / t1 : 0
        return head.split(at: min(t, 1)).1
    }

    /// De Casteljau split at parameter t.
    func split(at t: Double) -> (PathSegment, PathSegment) {
        switch self {
        case .line(let a, let b):
            let m = a.lerp(b, t)
            return (.line(a, m), .line(m, b))
        case .quad(let a, let b, let c):
            let ab = a.lerp(b, t), bc = b.lerp(c, t), m = ab.lerp(bc, t)
            return (.quad(a, ab, m), .quad(m, bc, c))
        case .cubic(let a, let b, let c, let d):
            let ab = a.lerp(b, t), bc = b.lerp(c, t), cd = c.lerp(d, t)
            let abc = ab.lerp(bc, t), bcd = bc.lerp(cd, t), m = abc.lerp(bcd, t)
            return (.cubic(a, ab, abc, m), .cubic(m, bcd, cd, d))
        }
    }
}

/// A path's subpath as absolute segments. A closed subpath whose last point differs from its
/// start ends with the implicit closing line.
struct Subpath {
    var start: Point
    var segments: [PathSegment] = []
    var isClosed = false
    /// True when the last segment is the closing line that `close` implies (not stored in the path).
    var endsWithImplicitClose = false
}

extension Path {
    /// The path split into subpaths of absolute segments. Subpaths with no segments (a lone move,
    /// or a move then close) are kept: trimming and bounds still see their point.
    var subpaths: [Subpath] {
        var out: [Subpath] = []
        var current: Subpath? = nil
        var pi = 0
        for v in verbs {
            switch v {
            case .move:
                if let c = current { out.append(c) }
                current = Subpath(start: points[pi]); pi += 1
            case .line:
                let p0 = current?.segments.last?.end ?? current?.start ?? points[pi]
                current?.segments.append(.line(p0, points[pi])); pi += 1
            case .quad:
                let p0 = current?.segments.last?.end ?? current?.start ?? points[pi]
                current?.segments.append(.quad(p0, points[pi], points[pi + 1])); pi += 2
            case .cubic:
                let p0 = current?.segments.last?.end ?? current?.start ?? points[pi]
                current?.segments.append(.cubic(p0, points[pi], points[pi + 1], points[pi + 2])); pi += 3
            case .close:
                if var c = current {
                    if let last = c.segments.last?.end, last != c.start {
                        c.segments.append(.line(last, c.start)); c.endsWithImplicitClose = true
                    }
                    c.isClosed = true
                    out.append(c)
                }
                current = nil
            }
        }
        if let c = current { out.append(c) }
        return out
    }
}
