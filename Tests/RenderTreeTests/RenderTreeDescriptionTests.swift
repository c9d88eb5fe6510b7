import Geometry
import Raster
import RenderTree
import Testing

@Suite struct RenderTreeDescriptionTests {
    @Test func dumpIsDeterministicSExpression() {
        let tree = RenderNode.group([
            .opacity(0.5, .transform(AffineTransform(translationX: 10, y: 20),
                                     square(0, 0, 4, .black))),
            .zIndex(2, .blur(BlurEffect(radius: 3), .empty)),
        ])
        let expected = """
        (group
          (opacity 0.5
            (transform affine(1 0 0 1 10 20)
              (shape fill nonZero rgba(0 0 0 1) (path M 0 0 L 4 0 L 4 4 L 0 4 Z))))
          (zIndex 2
            (blur 3
              (empty))))
        """
        #expect(tree.description == expected)
        #expect(tree.description == tree.description)
    }

    @Test func longPathsPrintADigestNotEveryPoint() {
        var p = Path()
        p.move(to: .zero)
        for i in 1...40 { p.addLine(to: Point(x: Double(i), y: Double(i % 3))) }
        let d = RenderNode.shape(ShapeContent(path: p, paint: .color(.black))).description
        #expect(d.contains("(path 41 verbs [0, 0, 40×2] #"))
        var q = p
        q.addLine(to: Point(x: 0.5, y: 0))
        let d2 = RenderNode.shape(ShapeContent(path: q, paint: .color(.black))).description
        #expect(d != d2)
    }
}
