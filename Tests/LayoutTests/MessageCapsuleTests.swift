import Document
import Geometry
import Layout
import Raster
import RenderTree
import Symbols
import Testing

@Suite struct MessageCapsuleTests {
    /// HStack(spacing: 0) {
    ///     Image(systemName: "heart.fill").font(.title).padding()
    ///     Text("Hello, world!").padding(.trailing, 24)
    /// }
    /// .frame(height: 50)
    /// .background(.regularMaterial, in: Capsule())
    /// .clipShape(Capsule())
    static let capsule: ViewNode = ViewNode.modified(
        hstack(spacing: 0, [
            ViewNode.image(ImageView(source: .systemName("heart.fill"))).font(.title).padding(),
            text("Hello, world!").padding(.trailing, 24),
        ]).frame(height: 50).background(.material(.regular), in: .capsule(style: .continuous)),
        .effect(ClipShapeEffect(.capsule(style: .continuous))))

    @Test func messageCapsuleFrames() throws {
        // Measured sizes: heart.fill at the title size (28 pt) is s = 21.78 × 19.41 (its design
        // frame, 92 × 82 units of 28 × 1.2 × 1443/2048 / 100 pt); "Hello, world!" in the body style
        // is a = 99.51 × 22 (Inter 17 pt, line height 22).
        // The frame proposes (390, 50) to the stack. The padded symbol is fixed: (s.w + 32) ×
        // (s.h + 32) = 53.78 × 51.41; the text goes second and takes its ideal width: (a + 24) × 22.
        // Stack: W = s.w + 32 + a + 24 = 177.29 wide, H = 51.41 tall (taller than the frame).
        // Frame: W × 50, centred in 390×844: x = (390 − W) / 2 = 106.35, y = 397; the stack is centred
        // in it, overflowing by (H − 50) / 2 above and below. Children are centred across the stack.
        let s = try SymbolLibrary.symbol(named: "heart.fill").size(pointSize: 28)
        let a = try measure("Hello, world!")
        #expect(abs(s.width - 21.7803) < 1e-4 && abs(s.height - 19.4129) < 1e-4)
        #expect(abs(a.size.width - 99.51) < 0.005 && a.size.height == 22)
        let w = s.width + 32 + a.size.width + 24, h = s.height + 32
        let x = (390 - w) / 2, y = 397.0, sy = y + (50 - h) / 2
        let n = try layout(Self.capsule, in: Size(width: 390, height: 844))
        #expect(n.dump == lines(
            "/ HStack \(pxRect(x, sy, w, h)) frame \(pxRect(x, y, w, 50))",
            "  #0 Image(systemName: \"heart.fill\") \(pxRect(x + 16, sy + 16, s.width, s.height)) padding \(pxRect(x, sy, s.width + 32, h))",
            "  #1 Text(\"Hello, world!\") \(pxRect(x + s.width + 32, sy + (h - 22) / 2, a.size.width, 22)) padding \(pxRect(x + s.width + 32, sy + (h - 22) / 2, a.size.width + 24, 22))",
            "  background Capsule \(pxRect(x, y, w, 50))"))
        // With these numbers: the frame is [106.5, 397, 177×50] at scale 2.
        #expect(n.outerFrame == Rect(x: 106.5, y: 397, width: 177, height: 50))
        // The capsule clip uses the 50-tall frame, after the background.
        #expect(n.modifiers.suffix(2) == [
            .background(n.node(at: ViewPath([.branch("background")]))!),
            .effect(ClipShapeEffect(.capsule(style: .continuous)), bounds: pxRect(x, y, w, 50)),
        ])
        // The symbol is drawn in the title's regular weight, in the foreground style (black).
        guard case .symbol(let d)? = n.children[0].content else { Issue.record("no symbol content"); return }
        #expect(d.fill == .color(.black) && d.naturalSize == s)
    }

    @Test func messageCapsuleRendersMaterialUnderAClip() throws {
        let r = try layout(Self.capsule, in: Size(width: 390, height: 844)).renderNode()
        guard case .clip(_, .group(let parts)) = r, parts.count == 2, case .material(let m) = parts[0] else {
            Issue.record("expected clip(group(material, content)), got \(r)"); return
        }
        #expect(m.material == .regular)
    }
}
