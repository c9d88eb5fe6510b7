import Flipbook
import SceneScript
import Testing

/// iOS's `Stepper` in scene scripts, measured in pixels: the label leading, the 94 × 32
/// minus/plus control flush trailing on `tertiarySystemFill`, a separator between its halves,
/// the half at its bound dimmed, in both schemes.
@Suite struct StepperTests {
    /// A 300 × 60 canvas: the control spans x 206…300, y 14…46.
    static func source(_ value: Int) -> String {
        """
        // flipbook: size 300x60
        import SwiftUI
        struct ContentView: View {
            @State private var quantity = \(value)
            var body: some View {
                Stepper("Quantity: \\(quantity)", value: $quantity, in: 1...3)
            }
        }
        """
    }

    @Test func controlMetricsAndColours() throws {
        // tertiarySystemFill (#767680 at 12 % / 24 %) over the canvas.
        for (scheme, fill, canvas) in [(ColorScheme.light, [239, 239, 240], [255, 255, 255]), (.dark, [28, 28, 31], [0, 0, 0])] {
            let p = try AppearanceTests.still(Self.source(2), scheme: scheme)
            let rgb = { (x: Int, y: Int) in AppearanceTests.rgb(p, x, y) }
            // 94 wide, flush with the trailing edge; 32 high, centred.
            #expect(AppearanceTests.near(rgb(207, 30), fill, 2), "\(scheme) leading edge: \(rgb(207, 30))")
            #expect(AppearanceTests.near(rgb(205, 30), canvas, 2), "\(scheme) outside: \(rgb(205, 30))")
            #expect(AppearanceTests.near(rgb(299, 30), fill, 2), "\(scheme) trailing edge: \(rgb(299, 30))")
            #expect(AppearanceTests.near(rgb(230, 15), fill, 2) && AppearanceTests.near(rgb(230, 44), fill, 2), "\(scheme) top/bottom")
            #expect(AppearanceTests.near(rgb(230, 13), canvas, 2) && AppearanceTests.near(rgb(230, 46), canvas, 2), "\(scheme) above/below")
            // Rounded corners (radius 8): the corner pixel is the canvas.
            #expect(AppearanceTests.near(rgb(206, 14), canvas, 8), "\(scheme) corner: \(rgb(206, 14))")
            // The separator, 18 high at the middle (x 252.5…253.5), differs from the fill; above it the fill.
            #expect(!AppearanceTests.near(rgb(253, 30), fill, 12), "\(scheme) separator: \(rgb(253, 30))")
            #expect(AppearanceTests.near(rgb(253, 18), fill, 2), "\(scheme) above the separator: \(rgb(253, 18))")
            // The label's ink starts at the leading edge.
            #expect((0..<20).contains { x in (20..<40).contains { y in !AppearanceTests.near(rgb(x, y), canvas, 40) } })
        }
    }

    /// The darkest channel of the glyph in one half (x from `x0`, 46 wide).
    static func ink(_ p: Pixmap, from x0: Int) -> Int {
        var darkest = 255
        for x in x0..<(x0 + 46) { for y in 16..<44 { darkest = min(darkest, AppearanceTests.rgb(p, x, y).min()!) } }
        return darkest
    }

    @Test func theHalfAtItsBoundIsDimmed() throws {
        // At 2 both glyphs are label-black (anti-aliased at one pixel a point: their darkest
        // pixel is under 100); at 1 the minus is dimmed to 30 % (no pixel darker than
        // 0.7 × 239 = 167 over the fill), at 3 the plus.
        let middle = try AppearanceTests.still(Self.source(2), scheme: .light)
        #expect(Self.ink(middle, from: 207) < 100 && Self.ink(middle, from: 254) < 100, "ink: \(Self.ink(middle, from: 207)), \(Self.ink(middle, from: 254))")
        let low = try AppearanceTests.still(Self.source(1), scheme: .light)
        #expect(Self.ink(low, from: 207) > 160, "dimmed minus: \(Self.ink(low, from: 207))")
        #expect(Self.ink(low, from: 254) < 100)
        let high = try AppearanceTests.still(Self.source(3), scheme: .light)
        #expect(Self.ink(high, from: 254) > 160, "dimmed plus: \(Self.ink(high, from: 254))")
    }
}
