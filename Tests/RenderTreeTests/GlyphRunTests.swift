import Geometry
import Raster
import RenderTree
import Testing

/// Glyph runs drawn from the renderer's glyph cache against the same outlines filled as a path.
///
/// What holds (and is tested): a glyph mask is the scan converter's exact-area coverage of the
/// outline at the pen's quarter-pixel phase, composited at whole pixels. So, for glyphs that do not
/// share pixels, (1) with pens on the quarter-pixel grid a lone glyph's pixels equal its path fill's
/// exactly, and a whole run's equal the run's merged path fill within 1/255 (the scan converter works
/// in `Float` relative to the path's box, which for the merged path starts at its first glyph);
/// (2) elsewhere the pen moves by at most 1/8 px per axis, which changes a pixel's coverage by at
/// most 1 − (1 − 1/8)² < 1/4 (64/255, plus 1 for rounding), and the mean difference stays under 1/255.
@Suite struct GlyphRunTests {
    /// Three synthetic "glyphs" in font units (1000 per em, y down, origin on the baseline).
    static let outlines: [Path] = {
        let o = Path(ellipseIn: Rect(x: 40, y: -700, width: 560, height: 700))
        var a = Path()
        a.move(to: Point(x: 0, y: 0)); a.addLine(to: Point(x: 300, y: -720)); a.addLine(to: Point(x: 600, y: 0))
        a.addLine(to: Point(x: 470, y: 0)); a.addLine(to: Point(x: 300, y: -420)); a.addLine(to: Point(x: 130, y: 0))
        a.closeSubpath()
        var l = Path(Rect(x: 100, y: -730, width: 90, height: 730))
        l.addPath(Path(Rect(x: 100, y: -90, width: 420, height: 90)))
        return [o, a, l]
    }()

    /// A run of `count` glyphs at 20 px (scale 0.02), 31.3 px apart, starting at `origin`.
    static func run(_ origin: Point, count: Int = 12, step: Double = 31.3, paint: Paint = .color(.black)) -> GlyphRunContent {
        var glyphs: [PlacedGlyph] = []
        for i in 0..<count {
            let x: Double = origin.x + Double(i) * step
            let y: Double = origin.y + Double(i % 4) * 7.1
            glyphs.append(PlacedGlyph(id: GlyphID(font: "test#0", glyph: UInt32(i % 3)), outline: outlines[i % 3],
                                      scale: 0.02, position: Point(x: x, y: y)))
        }
        return GlyphRunContent(glyphs: glyphs, paint: paint)
    }

    static func asPath(_ r: GlyphRunContent) -> RenderNode { .shape(ShapeContent(path: r.path, paint: r.paint)) }

    static func render(_ node: RenderNode, _ renderer: Renderer = Renderer(), transform: AffineTransform = .identity) -> Pixmap {
        var pm = Pixmap(width: 420, height: 120, fill: Color.white.premultiplied)
        renderer.render(node, into: &pm, transform: transform)
        return pm
    }

    /// Max and mean absolute channel difference.
    static func difference(_ a: Pixmap, _ b: Pixmap) -> (max: Int, mean: Double) {
        var m = 0, sum = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                for (u, v) in [(p.r, q.r), (p.g, q.g), (p.b, q.b), (p.a, q.a)] {
                    let d = abs(Int(u) - Int(v)); m = max(m, d); sum += d
                }
            }
        }
        return (m, Double(sum) / Double(a.width * a.height * 4))
    }

    @Test func onTheQuarterPixelGridItEqualsThePathFill() {
        // Positions are multiples of 1/4 (exact binary fractions), also under the ×2 scale.
        for (origin, scale) in [(Point(x: 3.25, y: 40.5), 1.0), (Point(x: 2, y: 20.75), 2.0)] {
            let exact = Self.onGrid(Self.run(origin, count: 12, step: 31.25 / scale))
            let t = AffineTransform(scaleX: scale, y: scale)
            let d = Self.difference(Self.render(.glyphs(exact), transform: t), Self.render(Self.asPath(exact), transform: t))
            #expect(d.max <= 1)
            for g in exact.glyphs {
                let one = GlyphRunContent(glyphs: [g], paint: exact.paint)
                let a = Self.render(.glyphs(one), transform: t), b = Self.render(Self.asPath(one), transform: t)
                #expect(Self.difference(a, b).max == 0)
            }
        }
    }

    /// The run with pen positions rounded to the quarter-pixel grid.
    static func onGrid(_ r: GlyphRunContent) -> GlyphRunContent {
        var out = r
        out.glyphs = r.glyphs.map { g in
            var g = g
            g.position = Point(x: (g.position.x * 4).rounded() / 4, y: (g.position.y * 4).rounded() / 4)
            return g
        }
        return out
    }

    @Test func offTheGridItStaysWithinTheQuantizationBound() {
        let r = Self.run(Point(x: 4.37, y: 41.13))
        let d = Self.difference(Self.render(.glyphs(r)), Self.render(Self.asPath(r)))
        #expect(d.max > 0)        // the positions really are off the grid
        #expect(d.max <= 65)
        #expect(d.mean <= 1)
    }

    @Test func gradientPaintIsShadedInTheRunsSpace() {
        let g = LinearGradient(gradient: Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]), start: Point(x: 0, y: 0), end: Point(x: 400, y: 0))
        let r = Self.run(Point(x: 3.5, y: 40.25), count: 12, step: 31.25, paint: Paint(.linear(g), opacity: 0.8))
        let exact = Self.onGrid(r)
        #expect(Self.difference(Self.render(.glyphs(exact)), Self.render(Self.asPath(exact))).max <= 1)
    }

    @Test func aSecondFrameRasterizesNothing() {
        let renderer = Renderer()
        let node = RenderNode.glyphs(Self.run(Point(x: 4.37, y: 41.13)))
        let first = Self.render(node, renderer)
        let misses = renderer.glyphCacheMisses
        #expect(misses > 0 && misses <= 12)
        let hits = renderer.glyphCacheHits
        let second = Self.render(node, renderer)
        #expect(renderer.glyphCacheMisses == misses)
        #expect(renderer.glyphCacheHits == hits + 12)
        #expect(Self.difference(first, second).max == 0)
    }

    @Test func rotatedTextFallsBackToThePathFill() {
        let renderer = Renderer()
        let r = Self.run(Point(x: 60, y: 10), count: 6)
        let t = AffineTransform(rotationAngle: 0.3)
        let a = Self.render(.glyphs(r), renderer, transform: t)
        #expect(Self.difference(a, Self.render(Self.asPath(r), transform: t)).max == 0)
        #expect(renderer.glyphCacheMisses == 0 && renderer.glyphCacheHits == 0)
        // Mirrored and non-uniformly scaled text too.
        for m in [AffineTransform(scaleX: -1, y: 1).concatenating(AffineTransform(translationX: 420, y: 0)),
                  AffineTransform(scaleX: 1, y: 1.3)] {
            #expect(Self.difference(Self.render(.glyphs(r), renderer, transform: m), Self.render(Self.asPath(r), transform: m)).max == 0)
        }
        #expect(renderer.glyphCacheMisses == 0)
    }

    @Test func clipMasksAreHonoured() {
        let r = Self.run(Point(x: 3.25, y: 40.5), count: 12, step: 31.25)
        let exact = Self.onGrid(r)
        let clip = ClipShape(path: Path(ellipseIn: Rect(x: 50, y: 20, width: 250, height: 70)))
        let a = Self.render(.clip(clip, .glyphs(exact))), b = Self.render(.clip(clip, Self.asPath(exact)))
        #expect(Self.difference(a, b).max <= 1)
        // Outside the clip nothing is drawn, though glyphs are there.
        // The first glyph (an ellipse over x 4…15, y 26.5…40.5) lies left of the clip.
        #expect(Self.render(.glyphs(exact))[9, 33] != Color.white.premultiplied)
        #expect(a[9, 33] == Color.white.premultiplied)
    }

    @Test func outputDoesNotDependOnWhatTheRendererDrewBefore() {
        let node = RenderNode.opacity(0.7, .glyphs(Self.run(Point(x: 4.37, y: 41.13))))
        let fresh = Self.render(node)
        let used = Renderer()
        _ = Self.render(.glyphs(Self.run(Point(x: 9.9, y: 50.6))), used)
        _ = Self.render(.glyphs(Self.run(Point(x: 1.1, y: 20.2))), used, transform: AffineTransform(scaleX: 2, y: 2))
        #expect(Self.difference(Self.render(node, used), fresh).max == 0)
        #expect(Self.difference(Self.render(node, used), fresh).max == 0)
    }

    @Test func descriptionAndBounds() {
        let r = Self.run(Point(x: 10, y: 50), count: 3)
        let d = RenderNode.glyphs(r).description
        #expect(d.hasPrefix("(glyphs rgba(0 0 0 1) 3 glyphs"))
        #expect(d == RenderNode.glyphs(Self.run(Point(x: 10, y: 50), count: 3)).description)
        #expect(d != RenderNode.glyphs(Self.run(Point(x: 10.5, y: 50), count: 3)).description)
        let b = RenderNode.glyphs(r).bounds(transform: .identity)
        #expect(b == r.path.controlPointBounds)
    }
}
