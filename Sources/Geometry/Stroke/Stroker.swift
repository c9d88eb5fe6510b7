#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns flattened subpaths into a fill outline: the union, under the non-zero rule, of one
/// rectangle ("quad") per segment, one outer join piece per vertex and one cap per open end.
///
/// The outline is an offset outline in the style of Skia's `SkStroke`: for each subpath, side A
/// (offset by +n·w/2 with n = (d.y, −d.x), the left-hand side on screen) is traced forward and side B
/// backward. As 1-chains the result equals the sum of the boundaries of the pieces above, all
/// oriented positively (clockwise on screen), so the winding number at any point counts the pieces
/// covering it: never zero inside the stroke, zero outside. Joins are therefore only built on the
/// outer side; on the inner side the offset lines are connected through
/// - their intersection (an "inner miter") when it lies within the near half of both segments, or
/// - directly, when the triangle cut off lies within the near half of both segments, or
/// - the vertex itself (Skia's `HandleInnerJoin`), which is always correct.
/// Each shortcut subtracts 1 inside a region covered by both adjacent quads; keeping it within the
/// near halves stops neighbouring shortcuts overlapping, so no point loses all its cover (a
/// closed polygon could otherwise cancel out around its centre).
///
/// A round join is the part of the disc about the vertex that lies outside both quads' outer
/// edges. CG adds the whole disc, which differs only when a segment shorter than w/2 ends at a
/// butt cap: there the disc can poke out behind the cap. Leaving it out matches stroking the curve
/// the flattened segments came from.
struct Stroker {
    private let geometry: StrokeGeometry
    private(set) var output = Path()
    // Scratch buffers reused across subpaths to avoid per-subpath allocation.
    private var points: [Point] = []
    private var directions: [Point] = []
    private var lengths: [Double] = []
    private var sideA: [Point] = []
    private var sideB: [Point] = []

    init(style: StrokeStyle, tolerance: Double) {
        geometry = StrokeGeometry(style: style, tolerance: tolerance)
    }

    /// Points closer than this are merged: a zero-length segment has no direction.
    private static let epsilon = 1e-9

    mutating func reserve(points n: Int) { output.reserveCapacity(verbs: 2 * n + 8, points: 2 * n + 8) }

    /// Strokes one subpath given as its flattened points.
    mutating func stroke(_ input: ArraySlice<Point>, closed: Bool) {
        points.removeAll(keepingCapacity: true)
        points.reserveCapacity(input.count)
        for p in input {
            guard p.x.isFinite && p.y.isFinite else { continue }   // NaN/∞ points have no geometry
            if let last = points.last, (p - last).length <= Self.epsilon { continue }
            points.append(p)
        }
        if closed, points.count > 1, (points[points.count - 1] - points[0]).length <= Self.epsilon {
            points.removeLast()
        }
        guard points.count > 1 else {
            if let p = points.first { dot(at: p) }
            return
        }
        let n = points.count, segmentCount = closed ? n : n - 1
        directions.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        for i in 0..<segmentCount {
            let v = points[i + 1 == n ? 0 : i + 1] - points[i]
            let l = v.length
            directions.append(v * (1 / l)); lengths.append(l)
        }
        sideA.removeAll(keepingCapacity: true)
        sideB.removeAll(keepingCapacity: true)
        // Up to 3 points per vertex and side (inner joins through the vertex), plus caps/round joins.
        sideA.reserveCapacity(6 * n + 16)
        sideB.reserveCapacity(3 * n + 8)
        let h = geometry.halfWidth
        if closed {
            for k in 0..<n { join(at: k, incoming: k == 0 ? segmentCount - 1 : k - 1, outgoing: k) }
            output.appendClosedPolygon(sideA)
            output.appendClosedPolygon(sideB.reversed())
        } else {
            let d0 = directions[0], dn = directions[segmentCount - 1]
            sideA.append(points[0] + d0.strokeNormal * h); sideB.append(points[0] - d0.strokeNormal * h)
            for k in 1..<(n - 1) { join(at: k, incoming: k - 1, outgoing: k) }
            sideA.append(points[n - 1] + dn.strokeNormal * h); sideB.append(points[n - 1] - dn.strokeNormal * h)
            // One contour: side A forward, end cap, side B backward, start cap.
            geometry.cap(at: points[n - 1], outward: dn, into: &sideA)
            sideA.append(contentsOf: sideB.reversed())
            geometry.cap(at: points[0], outward: -d0, into: &sideA)
            output.appendClosedPolygon(sideA)
        }
    }

    /// Appends the join at vertex `k` to both sides.
    private mutating func join(at k: Int, incoming i: Int, outgoing j: Int) {
        let p = points[k], d1 = directions[i], d2 = directions[j]
        let cross = d1.cross(d2), dot = d1.dot(d2)
        let h = geometry.halfWidth
        if abs(cross) <= 1e-12 && dot > 0 {               // straight on: no join needed
            sideA.append(p + d1.strokeNormal * h); sideB.append(p - d1.strokeNormal * h)
            return
        }
        // Turning toward +angle (cross > 0) puts side A on the outside. A full reversal (cross 0,
        // dot < 0) may use either side; side A is chosen.
        let outerIsA = cross >= 0
        let sign: Double = outerIsA ? 1 : -1
        let o1 = d1.strokeNormal * (sign * h), o2 = d2.strokeNormal * (sign * h)
        let nearHalfLength = min(lengths[i], lengths[j]) / 2
        if outerIsA {
            geometry.outerJoin(at: p, o1, o2, dot: dot, cross: cross, into: &sideA)
            geometry.innerJoin(at: p, o1, o2, dot: dot, cross: cross, nearHalfLength: nearHalfLength, into: &sideB)
        } else {
            geometry.outerJoin(at: p, o1, o2, dot: dot, cross: cross, into: &sideB)
            geometry.innerJoin(at: p, o1, o2, dot: dot, cross: cross, nearHalfLength: nearHalfLength, into: &sideA)
        }
    }

    /// A zero-length subpath: CG draws a disc for round caps, an axis-aligned square for square
    /// caps, nothing for butt caps.
    private mutating func dot(at p: Point) {
        let h = geometry.halfWidth
        sideA.removeAll(keepingCapacity: true)
        switch geometry.cap {
        case .butt:
            return
        case .square:
            sideA.append(Point(x: p.x - h, y: p.y - h))
            sideA.append(Point(x: p.x + h, y: p.y - h))
            sideA.append(Point(x: p.x + h, y: p.y + h))
            sideA.append(Point(x: p.x - h, y: p.y + h))
        case .round:
            sideA.append(Point(x: p.x + h, y: p.y))
            geometry.appendArcInterior(center: p, from: Point(x: 1, y: 0), sweep: 2 * Double.pi, into: &sideA)
        }
        output.appendClosedPolygon(sideA)
    }
}

/// The per-stroke constants and the join/cap constructions.
struct StrokeGeometry {
    let halfWidth: Double
    let cap: LineCap
    let join: LineJoin
    /// 1 / miterLimit²: a miter is kept while cos²(θ/2) = (1 + cos θ)/2 ≥ this (θ = turn angle),
    /// i.e. while miter length / line width = 1 / cos(θ/2) ≤ miterLimit (CG's rule).
    let inverseMiterLimitSquared: Double
    /// Largest angle one chord of a round join or cap may span: the sagitta h·(1 − cos(step/2))
    /// stays within the tolerance.
    let roundStep: Double

    init(style: StrokeStyle, tolerance: Double) {
        halfWidth = style.lineWidth / 2
        cap = style.lineCap
        join = style.lineJoin
        let limit = style.miterLimit
        inverseMiterLimitSquared = limit.isNaN || limit <= 0 ? .infinity : 1 / (limit * limit)
        let tol = max(tolerance.isFinite ? tolerance : 0.1, halfWidth * 1e-6)
        roundStep = tol >= halfWidth ? Double.pi / 2 : min(Double.pi / 2, 2 * acos(1 - tol / halfWidth))
    }

    /// Outer side: from p + o1 to p + o2 (o1, o2 are the outer offsets, length halfWidth).
    func outerJoin(at p: Point, _ o1: Point, _ o2: Point, dot: Double, cross: Double, into side: inout [Point]) {
        switch join {
        case .bevel:
            side.append(p + o1); side.append(p + o2)
        case .miter:
            let c = 1 + dot
            if c > 1e-12 && c / 2 >= inverseMiterLimitSquared {
                // |o1 + o2| = 2h·cos(θ/2), so this is the point h / cos(θ/2) out along the bisector:
                // where the two outer offset lines meet. p + o1 and p + o2 lie on those lines on
                // either side of it, so the miter point alone gives the same outline.
                side.append(p + (o1 + o2) * (1 / c))
            } else {
                side.append(p + o1); side.append(p + o2)
            }
        case .round:
            side.append(p + o1)
            let turn = atan2(abs(cross), dot) * (cross >= 0 ? 1 : -1)
            appendArcInterior(center: p, from: o1 * (1 / halfWidth), sweep: turn, into: &side)
            side.append(p + o2)
        }
    }

    /// Inner side: connects p − o1 to p − o2 (see `Stroker` for why each shortcut is safe).
    func innerJoin(at p: Point, _ o1: Point, _ o2: Point, dot: Double, cross: Double, nearHalfLength: Double,
                   into side: inout [Point]) {
        let c = 1 + dot, s = abs(cross), h = halfWidth
        // The inner miter point sits h·tan(θ/2) from p along each segment, and the region it cuts off
        // reaches h·sin θ along them.
        if c > 1e-12 && h * max(s, s / c) <= nearHalfLength {
            side.append(p - (o1 + o2) * (1 / c))
        } else if h * s <= nearHalfLength {
            side.append(p - o1); side.append(p - o2)
        } else {
            side.append(p - o1); side.append(p); side.append(p - o2)
        }
    }

    /// A cap at `p` for a line leaving in direction `outward`: the contour is at
    /// p + (outward rotated −90°)·h; this adds the points up to (not including) p + (outward rotated +90°)·h.
    func cap(at p: Point, outward e: Point, into side: inout [Point]) {
        let h = halfWidth
        let from = e.strokeNormal                     // outward rotated by −90°
        switch cap {
        case .butt:
            break
        case .square:
            side.append(p + from * h + e * h)
            side.append(p - from * h + e * h)
        case .round:
            appendArcInterior(center: p, from: from, sweep: Double.pi, into: &side)
        }
    }

    /// Adds points on the circle of radius halfWidth around `center` strictly between the one in
    /// unit direction `from` and the one `sweep` radians further (positive = increasing angle),
    /// spaced `roundStep` or closer so each chord stays within the tolerance.
    func appendArcInterior(center: Point, from: Point, sweep: Double, into side: inout [Point]) {
        let n = chordCount(sweep)
        if n < 2 { return }
        let step = sweep / Double(n), c = cos(step), s = sin(step)
        var u = from
        for _ in 1..<n {
            u = Point(x: u.x * c - u.y * s, y: u.x * s + u.y * c)
            side.append(center + u * halfWidth)
        }
    }

    private func chordCount(_ sweep: Double) -> Int {
        max(1, min(Int((abs(sweep) / roundStep).rounded(.up)), 4096))
    }
}

extension Point {
    /// A unit direction rotated by −90°, (x, y) → (y, −x): the traveller's left-hand side on screen
    /// (y down). Stroke side A is offset along it.
    @inline(__always) var strokeNormal: Point { Point(x: y, y: -x) }
}
