import Document
import Geometry
import Layout
import Raster
import RenderTree
import Testing

@Suite struct RenderNodeTests {
    @Test func smallTreeConvertsToTheExpectedRenderTree() throws {
        // ZStack { Color.red.frame(40×20); Rectangle().fill(.blue).frame(20×20).opacity(0.5).offset(x: 5) }
        // in 100×100: the stack is 40×20 at (30, 40); the square is centred at (40, 40).
        let v = zstack([
            color(.red).frame(width: 40, height: 20),
            ViewNode.modified(.shape(ShapeView(kind: .rectangle, fill: .color(.blue))), .frame(width: 20, height: 20, alignment: .center))
                .opacity(0.5).offset(x: 5),
        ])
        let r = try layout(v, in: Size(width: 100, height: 100)).renderNode()
        #expect(r.description == """
            (group
              (shape fill nonZero rgba(1 0.2314 0.1882 1) (path M 30 40 L 70 40 L 70 60 L 30 60 Z))
              (transform affine(1 0 0 1 5 0)
                (opacity 0.5
                  (shape fill nonZero rgba(0 0.4784 1 1) (path M 40 40 L 60 40 L 60 60 L 40 60 Z)))))
            """)
    }

    @Test func decorationsClipsAndScaleAboutAnchors() throws {
        // 20×10.padding(5).background(Color.green).clipShape(Rectangle()).scaleEffect(2) in 100×100:
        // the padded view is 30×20 at (35, 40), its centre (50, 50); scaling about it is
        // translate(−50, −50) · scale 2 · translate(50, 50) = affine(2 0 0 2 −50 −50).
        let v = ViewNode.modified(rect(20, 10, .red).padding(5).background(color(.green)).clipShape(.rectangle),
                                  .effect(ScaleEffect(x: 2, y: 2, anchor: .center)))
        let r = try layout(v, in: Size(width: 100, height: 100)).renderNode()
        #expect(r.description == """
            (transform affine(2 0 0 2 -50 -50)
              (clip nonZero (path M 35 40 L 65 40 L 65 60 L 35 60 Z)
                (group
                  (shape fill nonZero rgba(0.2039 0.7804 0.349 1) (path M 35 40 L 65 40 L 65 60 L 35 60 Z))
                  (shape fill nonZero rgba(1 0.2314 0.1882 1) (path M 40 45 L 60 45 L 60 55 L 40 55 Z)))))
            """)
    }

    @Test func zIndexGoesOutermostAndMaterialsBecomeMaterialNodes() throws {
        // Color.clear.frame(40×20).background(.regularMaterial, in: Rectangle()) with zIndex(1)
        // written before an opacity: the zIndex wraps everything so the parent group can sort it.
        let v = ViewNode.modified(color(.clear).frame(width: 40, height: 20), .zIndex(1))
            .background(.material(.regular), in: .rectangle).opacity(0.5)
        let r = try layout(v, in: Size(width: 100, height: 100)).renderNode()
        #expect(r.description == """
            (zIndex 1
              (opacity 0.5
                (group
                  (material regular (path M 30 40 L 70 40 L 70 60 L 30 60 Z))
                  (shape fill nonZero rgba(0 0 0 0) (path M 30 40 L 70 40 L 70 60 L 30 60 Z)))))
            """)
    }

    @Test func rotation3DIsAppliedInTheViewsOwnSpace() throws {
        // A 100×50 rect at (50, 75) in 200×200, rotated 60° about y around its centre (anchorZ 0,
        // perspective 1). The reference's worked example (swiftui-semantics.md §6.3) maps the local
        // corners (0, 0) → (5.907, −19.093) and (100, 50) → (67.446, 42.446); in the canvas those
        // are offset by the frame's origin.
        let v = ViewNode.modified(rect(100, 50), .effect(Rotation3DEffect(.degrees(60), axis: Axis3D(x: 0, y: 1, z: 0),
                                                                  anchor: .center, anchorZ: 0, perspective: 1)))
        let r = try layout(v, in: Size(width: 200, height: 200)).renderNode()
        guard case .projection(let p, _) = r else { Issue.record("expected a projection, got \(r)"); return }
        let a = try #require(p.apply(Point(x: 50, y: 75))), b = try #require(p.apply(Point(x: 150, y: 125)))
        #expect(abs(a.x - 55.907) < 1e-3 && abs(a.y - 55.907) < 1e-3)
        #expect(abs(b.x - 117.446) < 1e-3 && abs(b.y - 117.446) < 1e-3)
    }

    @Test func textBecomesAGlyphRunAtItsFrame() throws {
        // Text is drawn as a run of its glyphs (one per drawn character), filled with the foreground
        // style, moved to the frame; placed together they are the layout's outlines.
        let n = try layout(text("Hello").foregroundStyle(.color(.blue)), in: Size(width: 200, height: 100))
        guard case .text(let t)? = n.content else { Issue.record("no text content"); return }
        guard case .glyphs(let g) = n.renderNode() else { Issue.record("expected one glyph run"); return }
        #expect(g.paint == Paint.color(.blue))
        #expect(g.glyphs.count == 5)
        let expected = t.layout.path().applying(AffineTransform(translationX: n.frame.minX, y: n.frame.minY))
        let placed = g.path
        #expect(placed.verbs == expected.verbs)
        #expect(zip(placed.points, expected.points).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 })
    }
}
