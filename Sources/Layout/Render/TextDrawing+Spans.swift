import Document
import Geometry
import Raster
import RenderTree
import Typography

extension TextDrawing {
    /// Colour glyphs (emoji) as images: each glyph's strike bitmap in its rect. Colour glyphs keep their own
    /// colours whatever the foreground style, as on iOS.
    func colorGlyphNodes(in frame: Rect) -> [RenderNode] {
        var out: [RenderNode] = []
        for line in layout.lines {
            for g in line.glyphs {
                guard let b = g.colorBitmap, let r = g.colorBitmapRect else { continue }
                let source = ImageSource(Pixmap(width: b.width, height: b.height, pixels: b.pixels), name: "glyph \(g.glyph) of \(g.face.familyName)")
                out.append(.image(ImageContent(source: source, rect: r.offsetBy(dx: frame.minX, dy: frame.minY))))
            }
        }
        return out
    }

    /// A text whose spans differ in colour or have lines: one glyph run per span colour (in the order
    /// spans first appear), then each line's underlines and strikethroughs as filled rectangles over
    /// the span's glyphs (from the first glyph's origin to the last one's advance, spaces between
    /// words included; hanging spaces at a wrap are not placed, so not underlined). Background highlights
    /// come first, under the glyphs: the same width, from the line's top to its bottom (the line height,
    /// as TextKit fills a run's background over its line fragment [inferred]).
    func styledRenderNodes(in frame: Rect) -> [RenderNode] {
        let style = { (span: Int) -> TextSpanStyle in span < spanStyles.count ? spanStyles[span] : TextSpanStyle() }
        var runs: [(fill: Fill, glyphs: [PlacedGlyph])] = []
        var bars: [(fill: Fill, rect: Rect)] = []
        var highlights: [(fill: Fill, rect: Rect)] = []
        for line in layout.lines {
            var k = 0
            let gs = line.glyphs
            while k < gs.count {
                let span = gs[k].span
                var e = k + 1
                while e < gs.count && gs[e].span == span { e += 1 }
                let s = style(span)
                let fill = s.fill ?? self.fill
                var placed: [PlacedGlyph] = []
                for g in gs[k..<e] where g.hasOutline {
                    placed.append(PlacedGlyph(id: GlyphID(font: g.face.key, glyph: g.glyph), outline: g.unscaledPath, scale: g.scale,
                                              position: Point(x: g.position.x + frame.minX, y: g.position.y + frame.minY)))
                }
                if !placed.isEmpty {
                    if let i = runs.firstIndex(where: { $0.fill == fill }) { runs[i].glyphs += placed } else { runs.append((fill, placed)) }
                }
                let x0 = gs[k..<e].map(\.position.x).min()!, x1 = gs[k..<e].map { $0.position.x + $0.advance }.max()!
                if let b = s.background, x1 > x0 {
                    let top = line.origin.y - layout.firstBaseline
                    highlights.append((b, Rect(x: x0 + frame.minX, y: top + frame.minY, width: x1 - x0, height: layout.lineHeight)))
                }
                for l in [s.underline, s.strikethrough].compactMap({ $0 }) where x1 > x0 {
                    let y = line.origin.y + l.offset - l.thickness / 2
                    bars.append((l.fill ?? fill, Rect(x: x0 + frame.minX, y: y + frame.minY, width: x1 - x0, height: l.thickness)))
                }
                k = e
            }
        }
        func rectangle(_ b: (fill: Fill, rect: Rect)) -> RenderNode {
            var p = Path()
            p.addRect(b.rect)
            return .shape(ShapeContent(path: p, paint: b.fill.paint(in: frame)))
        }
        var out: [RenderNode] = highlights.map(rectangle)
        out += runs.map { .glyphs(GlyphRunContent(glyphs: $0.glyphs, paint: $0.fill.paint(in: frame))) }
        out += colorGlyphNodes(in: frame)
        out += bars.map(rectangle)
        return out
    }
}
