import Flipbook
import Testing

@Suite struct RenderStillTests {
    @Test func redSquareAtTheCentre() throws {
        // A 20 × 20 point square centred on a 100 × 100 canvas at scale 2 covers pixels 80..<120.
        let p = try renderStill(Rectangle().fill(.red).frame(width: 20, height: 20), size: Size(width: 100, height: 100))
        #expect(p.width == 200 && p.height == 200)
        #expect(pixel(p, 100, 100) == pixel(.red))
        #expect(pixel(p, 80, 80) == pixel(.red) && pixel(p, 119, 119) == pixel(.red))
        #expect(pixel(p, 79, 100) == white && pixel(p, 120, 100) == white)
        #expect(pixel(p, 10, 10) == white)
    }

    @Test func backgroundAndScale() throws {
        let p = try renderStill(EmptyView(), size: Size(width: 10, height: 5), scale: 3, background: .blue)
        #expect(p.width == 30 && p.height == 15)
        #expect(pixel(p, 0, 0) == pixel(.blue) && pixel(p, 29, 14) == pixel(.blue))
    }

    @Test func layoutErrorsAreThrown() {
        #expect(throws: LayoutError.self) {
            try renderStill(Image(systemName: "no.such.symbol"), size: Size(width: 10, height: 10))
        }
        #expect(throws: LayoutError.self) {
            try renderStill(Color.red, size: Size(width: 10, height: 10), scale: 0)
        }
    }
}
