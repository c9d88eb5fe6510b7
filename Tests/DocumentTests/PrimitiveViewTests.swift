import Testing
import Document

@Suite struct PrimitiveViewTests {
    @Test func shapesProduceShapeNodes() {
        #expect(Rectangle().makeNode() == .shape(ShapeView(kind: .rectangle)))
        #expect(Circle().makeNode() == .shape(ShapeView(kind: .circle)))
        #expect(Ellipse().makeNode() == .shape(ShapeView(kind: .ellipse)))
        #expect(Capsule().makeNode() == .shape(ShapeView(kind: .capsule(style: .continuous))))
        #expect(Capsule(style: .circular).makeNode() == .shape(ShapeView(kind: .capsule(style: .circular))))
    }

    @Test func roundedRectanglesDefaultToContinuousCorners() {
        #expect(RoundedRectangle(cornerRadius: 12).makeNode()
                == .shape(ShapeView(kind: .roundedRectangle(cornerSize: Size(width: 12, height: 12), style: .continuous))))
        #expect(RoundedRectangle(cornerRadius: 5, style: .circular).makeNode()
                == .shape(ShapeView(kind: .roundedRectangle(cornerSize: Size(width: 5, height: 5), style: .circular))))
        #expect(RoundedRectangle(cornerSize: CGSize(width: 4, height: 9)).makeNode()
                == .shape(ShapeView(kind: .roundedRectangle(cornerSize: Size(width: 4, height: 9), style: .continuous))))
        let radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        #expect(UnevenRoundedRectangle(cornerRadii: radii).makeNode()
                == .shape(ShapeView(kind: .unevenRoundedRectangle(radii, style: .continuous))))
        #expect(UnevenRoundedRectangle(topLeadingRadius: 1, bottomLeadingRadius: 2, bottomTrailingRadius: 3,
                                       topTrailingRadius: 4, style: .circular).makeNode()
                == .shape(ShapeView(kind: .unevenRoundedRectangle(radii, style: .circular))))
    }

    /// The triangle (0, 0), (10, 0), (5, 8) that the path tests draw, built with the Geometry API.
    static let triangle: Path = {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: 10, y: 0))
        p.addLine(to: Point(x: 5, y: 8))
        p.closeSubpath()
        return p
    }()

    @Test func pathClosureBuildsAPathShape() {
        let view = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addLine(to: CGPoint(x: 5, y: 8))
            p.closeSubpath()
        }
        let expected = Self.triangle
        #expect(view.makeNode() == .shape(ShapeView(kind: .path(expected))))
        #expect(view.path(in: Rect(x: 0, y: 0, width: 100, height: 100)) == expected)
    }

    @Test func svgPathDataIsAPathView() throws {
        let view = try Path(svgPathData: "M0 0 L10 0 L5 8 Z")
        let expected = Self.triangle
        #expect(view.makeNode() == .shape(ShapeView(kind: .path(expected))))
        #expect(view.fill(.red).makeNode() == .shape(ShapeView(kind: .path(expected), fill: .color(.red))))
        #expect(throws: PathParseError.self) { try Path(svgPathData: "M0 0 L") }
    }

    @Test func colorIsAViewFillingItsSpace() {
        #expect(Color.red.makeNode() == .color(.color(Color(r8: 255, g8: 59, b8: 48))))
        #expect(Color.blue.opacity(0.5).makeNode() == .color(.color(Color.blue.opacity(0.5))))
        #expect(Color(red: 1, green: 0.5, blue: 0, opacity: 0.25).makeNode()
                == .color(.color(Color(red: 1, green: 0.5, blue: 0, alpha: 0.25))))
        #expect(Color(white: 0.2, opacity: 0.4) == Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.4))
    }

    @Test func hueSaturationBrightnessColours() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 1, blue: 0))
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 0.5) == Color(red: 0, green: 0, blue: 0.5))
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.3, opacity: 0.5) == Color(white: 0.3, alpha: 0.5))
        // Hue 1/12 = 30°: sector 0, f = 0.5 → green at half of brightness.
        #expect(Color(hue: 1.0 / 12, saturation: 1, brightness: 1) == Color(red: 1, green: 0.5, blue: 0))
    }

    @Test func textAndImages() {
        let count = 3
        #expect(Text("Hello").makeNode() == .text(TextView("Hello")))
        #expect(Text("\(count) items").makeNode() == .text(TextView("3 items")))
        #expect(Text(verbatim: "raw").makeNode() == .text(TextView("raw")))
        #expect(Image("photo.png").makeNode() == .image(ImageView(source: .file("photo.png"))))
        #expect(Image("photo.png").resizable().makeNode()
                == .image(ImageView(source: .file("photo.png"), isResizable: true)))
        #expect(Image(systemName: "heart.fill").makeNode() == .image(ImageView(source: .systemName("heart.fill"))))
    }

    @Test func spacersDividersAndEmptyViews() {
        #expect(Spacer().makeNode() == .leaf(Leaf(Spacer())))
        guard case .leaf(let spacer) = Spacer(minLength: 20).makeNode() else { Issue.record("not a leaf"); return }
        #expect(spacer.as(Spacer.self)?.minLength == 20 && spacer.as(Divider.self) == nil && spacer.name == "Spacer")
        #expect(Divider().makeNode() == .leaf(Leaf(Divider())) && Divider().makeNode() != Spacer().makeNode())
        #expect("\(spacer)" == "Spacer(minLength: 20)")
        #expect(EmptyView().makeNode() == .empty)
    }

    @Test func anyViewAndModelNodesAreViews() {
        #expect(AnyView(Text("a")).makeNode() == .text(TextView("a")))
        #expect(AnyView(erasing: Circle()).node == .shape(ShapeView(kind: .circle)))
        let node = ViewNode.text(TextView("prebuilt"))
        #expect(node.makeNode() == node)
        #expect(VStack { node }.makeNode()
                == .stack(StackView(axis: .vertical, children: [IdentifiedView(node)])))
        #expect(ViewNode(Text("x")) == .text(TextView("x")))
    }
}
