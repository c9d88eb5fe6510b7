import Document
import Geometry
import Layout
import Raster
import Testing

@Suite struct EnvironmentTests {
    @Test func foregroundStyleReachesShapesWithoutAFill() throws {
        // A circle with no fill uses the environment's foreground style; the default is black.
        let v = vstack([shape(.circle).frame(width: 10, height: 10), shape(.circle).frame(width: 10, height: 10).foregroundStyle(.color(.green))])
            .foregroundStyle(.color(.orange))
        let n = try layout(v, in: Size(width: 100, height: 100))
        #expect(n.children[0].content == .shape(ShapeDrawing(kind: .circle, fill: .color(.orange))))
        // The inner modifier wins over the outer one.
        #expect(n.children[1].content == .shape(ShapeDrawing(kind: .circle, fill: .color(.green))))
        let plain = try layout(shape(.circle), in: Size(width: 10, height: 10))
        #expect(plain.content == .shape(ShapeDrawing(kind: .circle, fill: .color(.black))))
    }

    @Test func buttonLabelTakesTheAccentColour() throws {
        // A button's label is drawn in the accent blue (0, 122, 255) unless a style was set.
        let b = ViewNode.button(ButtonView(label: shape(.capsule(style: .continuous)).frame(width: 60, height: 20), actionName: "Go"))
        let n = try layout(b, in: Size(width: 100, height: 100))
        #expect(n.dump == lines(
            "/ Button(\"Go\") [20, 40, 60×20]",
            "  label Capsule [20, 40, 60×20] frame [20, 40, 60×20]"))
        #expect(n.children[0].content == .shape(ShapeDrawing(kind: .capsule(style: .continuous),
                                                             fill: .color(Color(r8: 0, g8: 122, b8: 255)))))
        let red = try layout(b.foregroundStyle(.color(.red)), in: Size(width: 100, height: 100))
        #expect(red.children[0].content == .shape(ShapeDrawing(kind: .capsule(style: .continuous), fill: .color(.red))))
    }

    @Test func effectsAreRecordedInOrderWithTheirBounds() throws {
        // 40×20.padding(10).opacity(0.5).clipShape(Circle()).scaleEffect(2, anchor: .topLeading)
        // in 100×100: the padded view is 60×40 at (20, 30); effects after the padding use that frame.
        let v = ViewNode.modified(rect(40, 20).padding(10).opacity(0.5).clipShape(.circle),
                                  .effect(ScaleEffect(x: 2, y: 2, anchor: .topLeading)))
        let n = try layout(v, in: Size(width: 100, height: 100))
        let padded = Rect(x: 20, y: 30, width: 60, height: 40)
        #expect(n.modifiers == [
            .layout(.frame, Rect(x: 30, y: 40, width: 40, height: 20)),
            .layout(.padding, padded),
            .effect(OpacityEffect(0.5)),
            .effect(ClipShapeEffect(.circle), bounds: padded),
            .effect(ScaleEffect(x: 2, y: 2, anchor: .topLeading), bounds: padded),
        ])
    }

    @Test func fillOnANonShapeIsAnError() throws {
        // `.fill` exists only on shapes; on a stack it names the view and the reason.
        let v = ViewNode.modified(hstack([rect(10, 10)]), .fill(.color(.red)))
        #expect(throws: LayoutError(path: .root, reason: "fill(_:) and stroke(_:) apply only to shapes")) {
            try layout(v, in: Size(width: 100, height: 100))
        }
    }

    @Test func unknownSymbolIsAnError() throws {
        let v = vstack([rect(10, 10), .image(ImageView(source: .systemName("no.such.symbol")))])
        #expect(throws: LayoutError(path: ViewPath([.index(1)]), reason: "unknown symbol \"no.such.symbol\"")) {
            try layout(v, in: Size(width: 100, height: 100))
        }
    }
}
