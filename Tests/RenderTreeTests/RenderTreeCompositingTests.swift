import Geometry
import Raster
import RenderTree
import Testing

@Suite struct RenderTreeCompositingTests {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    /// Group opacity composites the group once; per-shape opacity lets the lower shape show
    /// through where the two overlap. Both are right, and they must differ exactly there.
    @Test func groupOpacityDiffersFromPerShapeOpacityOnlyWhereShapesOverlap() {
        let group = RenderNode.opacity(0.5, .group([square(10, 10, 40, red), square(30, 30, 40, blue)]))
        let perShape = RenderNode.group([square(10, 10, 40, red, opacity: 0.5), square(30, 30, 40, blue, opacity: 0.5)])
        let a = Renderer().render(group, size: Size(80, 80), background: .white)
        let b = Renderer().render(perShape, size: Size(80, 80), background: .white)
        // Overlap (40, 40): group → blue at 50 % over white; per shape → blue 50 % over (red 50 % over white).
        #expect(close(rgb(a, 40, 40), (127.5, 127.5, 255, 255), 1))
        #expect(close(rgb(b, 40, 40), (127.5, 63.75, 191.25, 255), 1.5))
        // Red only (15, 15) and blue only (65, 65): identical.
        #expect(close(rgb(a, 15, 15), (255, 127.5, 127.5, 255), 1))
        #expect(a[15, 15] == b[15, 15])
        #expect(a[65, 65] == b[65, 65])
    }

    @Test func zIndexRaisesASiblingStably() {
        let tree = RenderNode.group([.zIndex(1, square(0, 0, 20, red)), square(0, 0, 20, blue), square(0, 0, 20, .black)])
        let p = Renderer().render(tree, size: Size(20, 20), background: .white)
        #expect(p[10, 10] == Color(red: 1, green: 0, blue: 0).premultiplied)
    }

    @Test func clipShapeCutsContentWithAntialiasedEdge() {
        let tree = RenderNode.clip(ClipShape(path: Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40))),
                                   square(0, 0, 40, .black))
        let p = Renderer().render(tree, size: Size(40, 40))
        #expect(p[20, 20].a == 255)
        #expect(p[1, 1].a == 0)
        // On the circle's edge the coverage is partial.
        let edge = p[Int(20 + 20 * 0.7071), Int(20 + 20 * 0.7071)].a
        #expect(edge > 0 && edge < 255)
    }

    @Test func nestedClipsIntersect() {
        let tree = RenderNode.clip(ClipShape(path: Path(Rect(x: 0, y: 0, width: 30, height: 40))),
                                   .clip(ClipShape(path: Path(Rect(x: 10, y: 0, width: 30, height: 40))),
                                         square(0, 0, 40, .black)))
        let p = Renderer().render(tree, size: Size(40, 40))
        #expect(p[5, 20].a == 0)
        #expect(p[20, 20].a == 255)
        #expect(p[35, 20].a == 0)
    }

    @Test func maskKeepsContentWhereMaskIsOpaque() {
        let tree = RenderNode.mask(mask: square(0, 0, 20, Color.black.opacity(0.5)), content: square(0, 0, 40, red))
        let p = Renderer().render(tree, size: Size(40, 40))
        #expect(p[10, 10].a == 128 || p[10, 10].a == 127)
        #expect(p[30, 30].a == 0)
    }

    @Test func identicalOutputAcrossRunsAndRenderers() {
        let tree = RenderNode.group([
            .shadow(ShadowEffect(radius: 5, x: 2, y: 4), square(10, 10, 30, red)),
            .blur(BlurEffect(radius: 2), square(40, 20, 20, blue)),
            .projection(rotation3DEffect(angle: 0.9, axis: (x: 1, y: 1, z: 0), anchor: Point(x: 0.5, y: 0.5),
                                         size: Size(30, 30)),
                        .transform(AffineTransform(translationX: 40, y: 40), square(0, 0, 30, .black))),
        ])
        let r = Renderer()
        let a = r.render(tree, size: Size(80, 80), scale: 2, background: .white)
        let b = r.render(tree, size: Size(80, 80), scale: 2, background: .white)   // cached layers
        let c = Renderer().render(tree, size: Size(80, 80), scale: 2, background: .white)
        #expect(a == b)
        #expect(a == c)
    }
}
