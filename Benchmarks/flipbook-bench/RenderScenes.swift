import Geometry
import Raster
import RenderTree
import Typography

// The peer kit's S2 flip, S3 shadow and S4 text scenes (raster_peers.py), drawn the way Flipbook
// draws them in a clip: S2 through the warp used for `rotation3DEffect`, S3 through the render
// tree's shadow, S4 through Typography's glyphs and the renderer's glyph cache.

/// S2: the kit's 300×400 card through rotateY(60°) with m34 = −1/1000, centred, on white.
func flipScene(width: Int, height: Int) -> Scene {
    let source = PeerScenes.flipSource()
    let h = PeerScenes.flipHomography(width: width, height: height)
    return Scene(pixmap: Pixmap(width: width, height: height)) { pm in
        pm.fill(with: .white)
        pm.draw(source, transform: h)
    }
}

/// S3: a 200×200 rounded rect (r 12, colour (60,120,220)) with a drop shadow σ 8, offset (0, 10),
/// black at 50 %, centred on white.
func shadowScene(width: Int, height: Int) -> Scene {
    let rect = Rect(x: Double(width - 200) / 2, y: Double(height - 200) / 2, width: 200, height: 200)
    let card = RenderNode.shape(ShapeContent(path: Path(roundedRect: rect, cornerRadius: 12, style: .circular),
                                             paint: .color(Color(r8: 60, g8: 120, b8: 220))))
    let tree = RenderNode.shadow(ShadowEffect(color: Color(r8: 0, g8: 0, b8: 0, a8: 128), radius: 8, x: 0, y: 10), card)
    let renderer = Renderer()
    return Scene(pixmap: Pixmap(width: width, height: height)) { pm in
        pm.fill(with: .white)
        renderer.render(tree, into: &pm, transform: .identity)
    }
}

/// S4: "Hello, world!" at 28 px, 50 times at the kit's seeded baseline positions, DejaVu Sans, black.
/// Drawn as a clip frame draws text: one glyph run per string through a renderer, whose glyph cache
/// keeps the rasterized masks from frame to frame.
func textScene(width: Int, height: Int) -> Scene {
    var rng = MersenneTwister(seed: 99)
    let positions = (0..<50).map { _ in
        (rng.uniform(0, max(1, Double(width) - 190)), rng.uniform(28, Double(height) - 8))
    }
    // The kit draws DejaVu Sans: name its file, since the system font is Inter.
    let font = FontSpec(size: 28, file: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    let layout = try! TextLayout.make("Hello, world!", font: font, width: nil)
    let runs = positions.map { (x, y) -> RenderNode in
        var glyphs: [PlacedGlyph] = []
        for line in layout.lines {
            for g in line.glyphs where g.hasOutline {
                glyphs.append(PlacedGlyph(id: GlyphID(font: g.face.key, glyph: g.glyph), outline: g.unscaledPath,
                                          scale: g.scale,
                                          position: Point(x: g.position.x + x, y: g.position.y + y - layout.firstBaseline)))
            }
        }
        return .glyphs(GlyphRunContent(glyphs: glyphs, paint: .color(.black)))
    }
    let tree = RenderNode.group(runs)
    let renderer = Renderer()
    return Scene(pixmap: Pixmap(width: width, height: height)) { pm in
        pm.fill(with: .white)
        renderer.render(tree, into: &pm, transform: .identity)
    }
}
