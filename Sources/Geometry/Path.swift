/// A resolution-independent outline: subpaths of lines, quadratic and cubic Béziers (SwiftUI's `Path`).
///
/// Stored as two flat arrays (verbs and points), as Skia does, so a path is cheap to copy,
/// transform and walk. Arcs, ellipses and rounded corners are converted to cubics when added.
public struct Path: Hashable, Sendable {
    public enum Verb: UInt8, Sendable { case move, line, quad, cubic, close }

    /// One element of a path, as handed out by `forEach`.
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath
    }

    public private(set) var verbs: [Verb] = []
    public private(set) var points: [Point] = []

    public init() {}

    public var isEmpty: Bool { verbs.isEmpty }
    /// The last point added, if any.
    public var currentPoint: Point? { points.last }

    // MARK: - Building (SwiftUI names)

    public mutating func move(to p: Point) { verbs.append(.move); points.append(p) }

    /// A line from the current point; starts a subpath at `p` when there is none.
    public mutating func addLine(to p: Point) {
        ensureSubpath(at: p)
        verbs.append(.line); points.append(p)
    }
    public mutating func addQuadCurve(to p: Point, control: Point) {
        ensureSubpath(at: control)
        verbs.append(.quad); points.append(control); points.append(p)
    }
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        ensureSubpath(at: control1)
        verbs.append(.cubic); points.append(control1); points.append(control2); points.append(p)
    }
    public mutating func closeSubpath() {
        if let last = verbs.last, last != .close { verbs.append(.close) }
    }
    /// Appends all subpaths of another path.
    public mutating func addPath(_ other: Path, transform: AffineTransform = .identity) {
        verbs.append(contentsOf: other.verbs)
        if transform.isIdentity { points.append(contentsOf: other.points) }
        else { points.append(contentsOf: other.points.map(transform.apply)) }
    }

    /// After a close, the next drawing verb starts at the closed subpath's start point (SwiftUI/CG rule).
    private mutating func ensureSubpath(at fallback: Point) {
        guard let last = verbs.last else { move(to: fallback); return }
        if last == .close { move(to: subpathStart() ?? fallback) }
    }
    private func subpathStart() -> Point? {
        var pi = points.count
        for v in verbs.reversed() {
            switch v {
            case .move: return points[pi - 1]
            case .line: pi -= 1
            case .quad: pi -= 2
            case .cubic: pi -= 3
            case .close: break
            }
        }
        return nil
    }

    // MARK: - Module-internal building helpers

    /// Reserves room for `verbs` more verbs and `points` more points (shape builders and the
    /// stroker know their output size up front).
    mutating func reserveCapacity(verbs nv: Int, points np: Int) {
        verbs.reserveCapacity(verbs.count + nv)
        points.reserveCapacity(points.count + np)
    }

    /// Applies `t` to the points from index `start` on (used for the `transform:` parameters of the
    /// shape-adding methods, which build in place and then map what they added).
    mutating func transformPoints(from start: Int, by t: AffineTransform) {
        if t.isIdentity { return }
        for i in start..<points.count { points[i] = t.apply(points[i]) }
    }

    /// Appends a closed polygon subpath: a move to the first point, lines through the rest, a
    /// close (the stroker's bulk output path; nothing for an empty collection).
    mutating func appendClosedPolygon<C: Collection>(_ polygon: C) where C.Element == Point {
        guard let first = polygon.first else { return }
        verbs.append(.move)
        verbs.append(contentsOf: repeatElement(.line, count: polygon.count - 1))
        verbs.append(.close)
        points.append(first)
        points.append(contentsOf: polygon.dropFirst())
    }

    /// Where the next segment would start: the last point, or after a close the closed subpath's
    /// start (CG's current point); nil for an empty path.
    var currentPointForNextSegment: Point? {
        verbs.last == .close ? subpathStart() : points.last
    }

    /// True when the next drawing verb would start a new subpath (empty path or after a close).
    var needsMoveForNextSegment: Bool { verbs.last == nil || verbs.last == .close }

    // MARK: - Reading

    /// Calls `body` for each element in order.
    public func forEach(_ body: (Element) throws -> Void) rethrows {
        var pi = 0
        for v in verbs {
            switch v {
            case .move: try body(.move(to: points[pi])); pi += 1
            case .line: try body(.line(to: points[pi])); pi += 1
            case .quad: try body(.quadCurve(to: points[pi + 1], control: points[pi])); pi += 2
            case .cubic: try body(.curve(to: points[pi + 2], control1: points[pi], control2: points[pi + 1])); pi += 3
            case .close: try body(.closeSubpath)
            }
        }
    }

    /// The path with every point transformed.
    public func applying(_ t: AffineTransform) -> Path {
        if t.isIdentity { return self }
        var p = self
        for i in p.points.indices { p.points[i] = t.apply(p.points[i]) }
        return p
    }

    /// The bounds of all points, control points included (cheap, never smaller than the true bounds).
    public var controlPointBounds: Rect {
        guard let f = points.first else { return .null }
        var x0 = f.x, y0 = f.y, x1 = f.x, y1 = f.y
        for p in points { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
