import Flipbook
import Testing

/// iOS's switch: 51 × 31, a 27-point white knob 2 points inside the track, green when on,
/// #E9E9EB when off; the label leading, the switch trailing (HIG; ios-look.md).
@Suite struct ToggleAndLabelTests {
    func switchStill(_ on: Bool) throws -> Pixmap {
        try still(ToggleSwitch.control(isOn: on, name: "switch", action: nil), 51, 31)
    }

    @Test func switchMetricsAndColours() throws {
        for on in [false, true] {
            let p = try switchStill(on)
            let track = pixel(on ? Color.green : ToggleSwitch.offTrack)
            // The track spans the full 51 × 31: its far end from the knob is the track colour; the
            // near end is darkened by the knob's shadow.
            let (farEnd, nearEnd) = on ? (1, 49) : (49, 1)
            #expect(near(pixel(p, farEnd, 15), track, 2), "far end (\(on)): \(pixel(p, farEnd, 15))")
            #expect(pixel(p, nearEnd, 15)[1] < track[1], "shadow at the near end (\(on))")
            #expect(pixel(p, 25, 0) != white && pixel(p, 25, 30) != white)
            // The knob: white at its centre, 15.5 points from its side of the track.
            let knobX = on ? 51 - 15.5 : 15.5
            #expect(near(pixel(p, Int(knobX), 15), white, 6), "knob centre (\(on))")
            // Beside the knob, on the far side, the track shows.
            let farX = on ? 8 : 43
            #expect(near(pixel(p, farX, 15), track, 4), "track beside the knob (\(on))")
        }
    }

    @Test func theRowHasTheLabelLeadingAndTheSwitchTrailing() throws {
        let p = try still(Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 300, height: 40), 300, 40)
        // The switch is flush with the trailing edge; the label's ink starts at the leading edge.
        // Track from x 249, knob (27 wide, 2 inside) from 271: between them the green track.
        #expect(near(pixel(p, 255, 20), pixel(Color.green), 2))
        #expect(near(pixel(p, 285, 20), white, 2))
        #expect(hasInk(p, in: (x: 0..<20, y: 10..<30)))
        #expect(!hasInk(p, in: (x: 120..<240, y: 0..<40)))
    }

    @Test func labelStylesShowIconTitleOrBoth() throws {
        func ink(_ style: LabelStyleKind) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
            inkBounds(try still(Label("Favourites", systemImage: "star.fill").labelStyle(style), 200, 40))
        }
        let both = try #require(try ink(.automatic)), icon = try #require(try ink(.iconOnly)), title = try #require(try ink(.titleOnly))
        #expect(both.maxX - both.minX > title.maxX - title.minX)
        #expect(icon.maxX - icon.minX < 30)
        #expect(try ink(.titleAndIcon).map { $0 == both } == true)
    }
}
