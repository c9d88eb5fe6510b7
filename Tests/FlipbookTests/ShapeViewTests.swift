import Flipbook
import RenderTree
import Testing

/// Each built-in shape view draws exactly its geometry path at its laid-out frame: the still of the
/// view equals the render tree of that path drawn directly (same renderer, so bit-identical).
@Suite struct ShapeViewTests {
    // A 60 × 30 view centred on an 80 × 50 canvas sits at (10, 10).
    static let frame = Rect(x: 10, y: 10, width: 60, height: 30)

    @Test func rectangleEllipseCircleAndCapsuleFillTheirFrames() throws {
        let f = Self.frame
        #expect(try still(Rectangle().fill(.red).frame(width: 60, height: 30), 80, 50) == drawn(filled(Path(f), .red), 80, 50))
        #expect(try still(Ellipse().fill(.red).frame(width: 60, height: 30), 80, 50)
            == drawn(filled(Path(ellipseIn: f), .red), 80, 50))
        // The largest circle centred in the frame: diameter 30, from x = 25 to 55.
        let circle = try still(Circle().fill(.red).frame(width: 60, height: 30), 80, 50)
        #expect(circle == drawn(filled(Path(ellipseIn: Rect(x: 25, y: 10, width: 30, height: 30)), .red), 80, 50))
        #expect(pixel(circle, 40, 25) == pixel(.red) && pixel(circle, 20, 25) == white)
        // Capsule: corner radius half the shorter side, continuous style by default.
        #expect(try still(Capsule().fill(.red).frame(width: 60, height: 30), 80, 50)
            == drawn(filled(Path.capsule(in: f, style: .continuous), .red), 80, 50))
    }

    @Test func roundedRectangleStylesDrawTheirOwnCorners() throws {
        let f = Rect(x: 10, y: 10, width: 80, height: 80)
        let circular = try still(RoundedRectangle(cornerRadius: 20, style: .circular).fill(.red).frame(width: 80, height: 80), 100, 100)
        let continuous = try still(RoundedRectangle(cornerRadius: 20).fill(.red).frame(width: 80, height: 80), 100, 100)
        #expect(circular == drawn(filled(Path(roundedRect: f, cornerRadius: 20, style: .circular), .red), 100, 100))
        #expect(continuous == drawn(filled(Path(roundedRect: f, cornerRadius: 20, style: .continuous), .red), 100, 100))
        // The continuous corner starts 1.53 r from the vertex, so the two differ near the corners only.
        #expect(differingPixels(circular, continuous) > 0)
        #expect(pixel(circular, 50, 50) == pixel(continuous, 50, 50))
        #expect(pixel(circular, 11, 11) == white && pixel(continuous, 11, 11) == white)
    }

    @Test func pathViewsDrawInTheirOwnSpaceAtTheirFrame() throws {
        // A triangle built in the view's space, laid out at (10, 10): it is drawn moved by the frame
        // origin (SwiftUI's `Path.path(in:)` is the path itself, in the view's local coordinates).
        let triangle = Path { p in
            p.move(to: Point(x: 0, y: 0)); p.addLine(to: Point(x: 60, y: 0)); p.addLine(to: Point(x: 0, y: 30))
            p.closeSubpath()
        }
        let moved = triangle.applying(AffineTransform(translationX: 10, y: 10))
        let p = try still(triangle.fill(.blue).frame(width: 60, height: 30), 80, 50)
        #expect(p == drawn(filled(moved, .blue), 80, 50))
        #expect(pixel(p, 12, 12) == pixel(.blue) && pixel(p, 5, 5) == white)
        // SVG path data is a path view too.
        let svg = try Path(svgPathData: "M0 0 H60 L0 30 Z")
        #expect(try still(svg.fill(.blue).frame(width: 60, height: 30), 80, 50) == p)
        // Its stroke and a clip to it are placed the same way.
        let stroked = try still(triangle.stroke(.blue, lineWidth: 2).frame(width: 60, height: 30), 80, 50)
        #expect(stroked == drawn(.shape(ShapeContent(path: moved, paint: .color(.blue), style: .stroke(StrokeStyle(lineWidth: 2)))), 80, 50))
        let clipped = try still(Color.blue.frame(width: 60, height: 30).clipShape(triangle), 80, 50)
        #expect(clipped == drawn(.clip(ClipShape(path: moved), filled(Path(Self.frame), .blue)), 80, 50))
    }

    @Test func strokeIsCentredAndStrokeBorderStaysInside() throws {
        // A 40 × 40 frame at (30, 30) on 100 × 100, line width 6.
        let stroke = try still(Rectangle().stroke(.red, lineWidth: 6).frame(width: 40, height: 40), 100, 100)
        let border = try still(Rectangle().strokeBorder(.red, lineWidth: 6).frame(width: 40, height: 40), 100, 100)
        // Centred: 3 points either side of the frame edge x = 30; inside: x = 30 to 36.
        #expect(pixel(stroke, 28, 50) == pixel(.red) && pixel(stroke, 32, 50) == pixel(.red) && pixel(stroke, 34, 50) == white)
        #expect(pixel(border, 28, 50) == white && pixel(border, 30, 50) == pixel(.red) && pixel(border, 35, 50) == pixel(.red))
        #expect(pixel(border, 36, 50) == white)
    }

    @Test func dashesFollowTheOutline() throws {
        // strokeBorder inset by 2: the outline starts at (32, 32) on the top edge and runs right;
        // dashes of 8 on, 4 off (butt caps) along it.
        let p = try still(Rectangle().strokeBorder(.red, style: StrokeStyle(lineWidth: 4, dash: [8, 4]))
                            .frame(width: 40, height: 40), 100, 100)
        #expect(pixel(p, 33, 31) == pixel(.red))   // dash 1: x 32 … 40
        #expect(pixel(p, 42, 31) == white)         // gap: x 40 … 44
        #expect(pixel(p, 46, 31) == pixel(.red))   // dash 2: x 44 … 52
        #expect(pixel(p, 46, 29) == white)         // a border stroke never leaves the frame
    }
}
