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
    /// Ink drawn before the latest `knockout` (what its cuts remove).
    private var under = Path()
    /// What `knockout` cut, wound counter-clockwise.
    private var cuts = Path()
    /// Ink drawn after a knockout goes in `overdraw` times, so no cut (at most that many strokes deep)
    /// removes it.
    private var overdrawn = false
    static let overdraw = 4

    /// The outline drawn so far: ink, cuts, and ink drawn after the cuts.
    var path: Path {
        var p = under
        p.addPath(cuts)
        for _ in 0..<(overdrawn ? Self.overdraw : 1) { p.addPath(stroker.path) }
        return p
    }
    /// The ink without the cuts (whose contours may reach beyond it).
    var inkPath: Path {
        var p = under
        p.addPath(stroker.path)
        return p
    }

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

    /// A filled disc. Transforms here are similarities (turns, mirrors, uniform scales about the box
    /// centre for marks in badges), which keep circles circles: the radius scales with them.
    mutating func disc(center: Point, radius: Double) {
        stroker.path.addCircle(center: transform.apply(center), radius: radius * scale)
    }
    /// A round hole.
    mutating func discHole(center: Point, radius: Double) {
        stroker.path.addCircle(center: transform.apply(center), radius: radius * scale, hole: true)
    }
    /// How much `transform` scales lengths.
    private var scale: Double { abs(transform.a * transform.d - transform.b * transform.c).squareRoot() }
    /// A circle drawn with the pen: outer radius `radius` (scaled with the transform), ring width
    /// `lineWidth` (not scaled: one weight for every stroke of a symbol).
    mutating func ring(center: Point, radius: Double) {
        disc(center: center, radius: radius)
        discHole(center: center, radius: radius - lineWidth / scale)
    }

    /// Cuts what `draw` draws out of what is already drawn (`xmark.circle.fill`): its contours are wound
    /// counter-clockwise, and symbols are filled with `FillRule.positive`, so the cut holds where the
    /// mark's own strokes overlap. A mark with cuts of its own (`envelope.fill` in
    /// `envelope.circle.fill`) leaves the shape showing through them. Ink drawn afterwards is drawn
    /// over the cut (`eye.slash`'s slash in its gap); a later knockout cuts only ink drawn before the first.
    mutating func knockout(_ draw: (inout SymbolPen) -> Void) {
        var mark = SymbolPen(lineWidth: lineWidth)
        mark.transform = transform
        draw(&mark)
        for _ in 0..<(overdrawn ? Self.overdraw : 1) { under.addPath(stroker.path) }
        stroker.path = Path()
        cuts.addPath(mark.path.reversedSubpaths())
        overdrawn = true
    }

    /// A slash crossing out what is drawn (`eye.slash`): a gap two and a half strokes wide is cut,
    /// then the slash is stroked along its middle.
    mutating func slash(from a: Point, to b: Point) {
        knockout { p in
            let saved = p.stroker.halfWidth
            p.stroker.halfWidth = 1.25 * p.lineWidth
            p.stroke([a, b])
            p.stroker.halfWidth = saved
        }
        stroke([a, b])
    }

    // MARK: - Rounded rectangles and arcs

    /// The centre line of a rounded rectangle whose ink (grown by `h`) is `ink` with corner radius
    /// `radius` (the ink's outer radius), clockwise from the top right corner.
    func roundedRectLine(_ ink: Rect, radius: Double) -> [Point] {
        let f = ink.insetBy(dx: h, dy: h)
        let r = max(0, min(radius - h, f.width / 2, f.height / 2))
        let pi = Double.pi
        let corners = [(P(f.maxX - r, f.minY + r), -pi / 2), (P(f.maxX - r, f.maxY - r), 0.0),
                       (P(f.minX + r, f.maxY - r), pi / 2), (P(f.minX + r, f.minY + r), pi)]
        var pts: [Point] = []
        for (c, a) in corners {
            if r > 0 { pts += Self.arcPoints(center: c, rx: r, ry: r, from: a, to: a + pi / 2) } else { pts.append(c) }
        }
        return pts
    }

    /// A rounded rectangle whose ink is `ink`: its outline band, or (`filled`) solid.
    mutating func roundedRect(_ ink: Rect, radius: Double, filled: Bool = false) {
        let line = roundedRectLine(ink, radius: radius)
        if filled { fillRounded(line, radius: h) } else { strokeClosed(line) }
    }

    /// A solid rounded rectangle exactly `ink` (corner radius `radius`, at least a hair), whatever the weight.
    mutating func solidRect(_ ink: Rect, radius: Double) {
        let r = max(0.5, min(radius, ink.width / 2, ink.height / 2))
        let f = ink.insetBy(dx: r, dy: r)
        fillRounded([P(f.minX, f.minY), P(f.maxX, f.minY), P(f.maxX, f.maxY), P(f.minX, f.maxY)], radius: r)
    }

    /// A stroke along a circular arc (angles clockwise on screen from +x).
    mutating func arc(center: Point, radius: Double, from a0: Double, to a1: Double) {
        stroke(Self.arcPoints(center: center, rx: radius, ry: radius, from: a0, to: a1))
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
