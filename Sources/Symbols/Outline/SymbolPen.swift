#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Draws one symbol in its 100-unit design box (y down) for one stroke weight.
///
/// Glyphs describe centre lines and solid shapes; the pen turns them into filled outlines with
/// round caps and joins (`RoundStroker`). `transform` maps every input point first, so a glyph
/// drawn facing right also gives its mirrored and rotated variants with the same winding.
struct SymbolPen {
    /// The stroke width in design units.
    let lineWidth: Double
    /// Applied to every point a glyph passes in.
    var transform: AffineTransform = .identity
    private var stroker: RoundStroker

    init(lineWidth: Double) {
        self.lineWidth = lineWidth
        stroker = RoundStroker(halfWidth: lineWidth / 2)
    }

    /// Half the stroke width: how far ink reaches beyond a centre line.
    var h: Double { lineWidth / 2 }
    /// The outline drawn so far.
    var path: Path { stroker.path }

    /// Design-space tolerance for turning curves into centre-line points (0.05 of a unit: 0.04 pt on
    /// a 100 pt symbol).
    static let tolerance = 0.05

    /// A line through the points with round caps and joins.
    mutating func stroke(_ points: [Point]) { stroker.strokeOpen(points.map(transform.apply)) }
    /// The band along a closed outline (outer contour and hole).
    mutating func strokeClosed(_ points: [Point]) { stroker.strokeClosed(points.map(transform.apply)) }
    /// A polygon grown by `radius` with round corners (the silhouette of its stroke).
    mutating func fillRounded(_ points: [Point], radius: Double) {
        let saved = stroker.halfWidth
        stroker.halfWidth = radius
        stroker.fillRounded(points.map(transform.apply))
        stroker.halfWidth = saved
    }
    /// A polygon with sharp corners.
    mutating func fill(_ points: [Point]) { stroker.fill(points.map(transform.apply)) }
    /// A polygon cut out of what is filled at that place (only where exactly one filled layer lies).
    mutating func hole(_ points: [Point]) { stroker.hole(points.map(transform.apply)) }

    /// A filled disc (transforms used here are rigid or mirrors, which keep circles circles).
    mutating func disc(center: Point, radius: Double) {
        stroker.path.addCircle(center: transform.apply(center), radius: radius)
    }
    /// A round hole.
    mutating func discHole(center: Point, radius: Double) {
        stroker.path.addCircle(center: transform.apply(center), radius: radius, hole: true)
    }
    /// A circle drawn with the pen: outer radius `radius`, ring width `lineWidth`.
    mutating func ring(center: Point, radius: Double) {
        disc(center: center, radius: radius)
        discHole(center: center, radius: radius - lineWidth)
    }

    // MARK: - Building centre lines

    /// The points of a path's first subpath, flattened finely enough for a shape about `span`
    /// units across that will be fitted into a box of up to 100 design units.
    static func polyline(span: Double, _ build: (inout Path) -> Void) -> [Point] {
        var p = Path()
        build(&p)
        return p.flattened(tolerance: tolerance * span / 100).first?.points ?? []
    }

    /// Points on an elliptical arc (angles clockwise on screen), enough that chords stray less than
    /// `tolerance` from the curve: n ≥ sweep / (2·acos(1 − tol/r)).
    static func arcPoints(center c: Point, rx: Double, ry: Double, from a0: Double, to a1: Double) -> [Point] {
        let r = max(rx, ry)
        let step = 2 * acos(max(-1, 1 - tolerance / max(r, tolerance)))
        let n = max(2, Int((abs(a1 - a0) / step).rounded(.up)))
        return (0...n).map { i in
            let a = a0 + (a1 - a0) * Double(i) / Double(n)
            return Point(x: c.x + rx * cos(a), y: c.y + ry * sin(a))
        }
    }

    /// Maps points uniformly (keeping proportions) so their bounds fit centred in `rect`.
    static func fit(_ points: [Point], into rect: Rect) -> [Point] {
        guard let f = points.first else { return [] }
        var x0 = f.x, y0 = f.y, x1 = f.x, y1 = f.y
        for p in points { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        let s = min(rect.width / max(x1 - x0, 1e-12), rect.height / max(y1 - y0, 1e-12))
        let ox = rect.midX - (x0 + x1) / 2 * s, oy = rect.midY - (y0 + y1) / 2 * s
        return points.map { Point(x: $0.x * s + ox, y: $0.y * s + oy) }
    }
}
