import Flipbook
import Testing

/// Colours and gradients as views and as fills, through layout and rendering. Hard stops make each
/// region one exact colour, so the assertions check where a gradient is anchored and which way it
/// runs, not its interpolation.
@Suite struct PaintTests {
    static func halves(_ a: Color, _ b: Color) -> [Gradient.Stop] {
        [.init(color: a, location: 0), .init(color: a, location: 0.5), .init(color: b, location: 0.5), .init(color: b, location: 1)]
    }

    @Test func colourViewFillsTheSpaceItIsOffered() throws {
        let p = try still(Color.green, 20, 10)
        #expect(pixel(p, 0, 0) == pixel(.green) && pixel(p, 19, 9) == pixel(.green))
        let q = try still(HStack(spacing: 0) { Color.red; Color.blue }, 20, 10)
        #expect(pixel(q, 9, 5) == pixel(.red) && pixel(q, 10, 5) == pixel(.blue))
    }

    @Test func linearGradientRunsFromStartPointToEndPointOfTheBounds() throws {
        // As a view (fills the canvas) and as a fill of a 40 × 40 rectangle at (30, 30).
        let v = try still(LinearGradient(stops: Self.halves(.red, .blue), startPoint: .top, endPoint: .bottom), 100, 100)
        #expect(pixel(v, 50, 10) == pixel(.red) && pixel(v, 50, 48) == pixel(.red) && pixel(v, 50, 51) == pixel(.blue))
        let f = try still(Rectangle().fill(LinearGradient(stops: Self.halves(.red, .blue), startPoint: .leading,
                                                          endPoint: .trailing)).frame(width: 40, height: 40), 100, 100)
        #expect(pixel(f, 31, 50) == pixel(.red) && pixel(f, 48, 50) == pixel(.red))
        #expect(pixel(f, 51, 50) == pixel(.blue) && pixel(f, 68, 50) == pixel(.blue) && pixel(f, 20, 50) == white)
    }

    @Test func radialGradientIsCentredInTheBoundsWithRadiiInPoints() throws {
        let p = try still(RadialGradient(stops: Self.halves(.red, .blue), center: .center, startRadius: 0, endRadius: 40),
                          100, 100)
        #expect(pixel(p, 50, 50) == pixel(.red) && pixel(p, 65, 50) == pixel(.red))   // 15.5 < 20
        #expect(pixel(p, 75, 50) == pixel(.blue) && pixel(p, 2, 2) == pixel(.blue))   // past the end: padded
        // Centred at the top-leading corner of a 40 × 40 fill at (30, 30).
        let q = try still(Rectangle().fill(RadialGradient(stops: Self.halves(.red, .blue), center: .topLeading,
                                                          startRadius: 0, endRadius: 40)).frame(width: 40, height: 40), 100, 100)
        #expect(pixel(q, 35, 35) == pixel(.red) && pixel(q, 65, 65) == pixel(.blue))
    }

    @Test func angularGradientTurnsClockwiseFromTrailing() throws {
        // Quarter turns: 0°…90° red (from 3 o'clock clockwise to 6 o'clock), then green, blue, yellow.
        let stops: [Gradient.Stop] = [
            .init(color: .red, location: 0), .init(color: .red, location: 0.25),
            .init(color: .green, location: 0.25), .init(color: .green, location: 0.5),
            .init(color: .blue, location: 0.5), .init(color: .blue, location: 0.75),
            .init(color: .yellow, location: 0.75), .init(color: .yellow, location: 1),
        ]
        let p = try still(Circle().fill(AngularGradient(stops: stops, center: .center)).frame(width: 80, height: 80), 100, 100)
        #expect(pixel(p, 70, 70) == pixel(.red))
        #expect(pixel(p, 30, 70) == pixel(.green))
        #expect(pixel(p, 30, 30) == pixel(.blue))
        #expect(pixel(p, 70, 30) == pixel(.yellow))
        #expect(pixel(p, 3, 3) == white)   // outside the circle
        // startAngle moves the seam: starting at 6 o'clock, red covers the bottom-left quarter.
        let q = try still(Rectangle().fill(AngularGradient(stops: stops, center: .center, startAngle: .degrees(90),
                                                           endAngle: .degrees(450))).frame(width: 80, height: 80), 100, 100)
        #expect(pixel(q, 30, 70) == pixel(.red) && pixel(q, 30, 30) == pixel(.green))
    }

    @Test func colourGradientGoesFromALighterTopToTheColour() throws {
        let p = try still(Rectangle().fill(Color.blue.gradient), 10, 200)
        #expect(near(pixel(p, 5, 0), pixel(Color.blue.lightened(by: 0.145)), 2))
        #expect(near(pixel(p, 5, 199), pixel(.blue), 2))
        let top = pixel(p, 5, 0), bottom = pixel(p, 5, 199)
        #expect(top[0] + top[1] + top[2] > bottom[0] + bottom[1] + bottom[2])
    }

    @Test func foregroundStyleAndOpacityInAFill() throws {
        // An unpainted shape takes the foreground style; a fill colour's opacity blends over white.
        let p = try still(HStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 10)
            Rectangle().fill(.red.opacity(0.5)).frame(width: 10, height: 10)
        }.foregroundStyle(.green), 20, 10)
        #expect(pixel(p, 5, 5) == pixel(.green))
        #expect(near(pixel(p, 15, 5), [255, 157, 152, 255], 1))   // (255, 59, 48) at 50 % over white
    }
}
