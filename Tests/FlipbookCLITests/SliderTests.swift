import Flipbook
import SceneScript
import Testing

/// iOS 17's `Slider` in scene scripts, measured in pixels: a 4-point track across the offered
/// width (the tint up to the knob, `systemFill` past it), a 28-point white knob whose centre is
/// at the value's fraction of the track less the knob, in both schemes; the knob moves when
/// the value changes in an animated transaction.
@Suite struct SliderTests {
    /// A 300 × 60 canvas holding one slider across its width, its centre line at y 30.
    static func source(_ slider: String, actions: String = "") -> String {
        """
        // flipbook: size 300x60
        \(actions)
        import SwiftUI
        struct ContentView: View {
            @State private var volume = 25.0
            var body: some View {
                \(slider)
            }
        }
        """
    }

    /// The first and last x of the knob's white on the centre line: the longest white run there
    /// (the track is grey or tinted; beside value labels the canvas shows in shorter runs).
    static func knobSpan(_ p: Pixmap) -> (Int, Int)? {
        var best: (Int, Int)?, start: Int?
        for x in 0...p.width {
            let white = x < p.width && AppearanceTests.near(AppearanceTests.rgb(p, x, 30), [255, 255, 255], 3)
            if white, start == nil { start = x }
            if !white, let s = start {
                if best.map({ x - 1 - s > $0.1 - $0.0 }) ?? true { best = (s, x - 1) }
                start = nil
            }
        }
        return best
    }

    /// The knob's centre on the centre line: the middle of its white span.
    static func knobCentre(_ p: Pixmap) -> Double? { knobSpan(p).map { Double($0.0 + $0.1 + 1) / 2 } }

    @Test func theKnobSitsAtTheValuesFractionOfTheTrack() throws {
        for (value, fraction) in [(0.0, 0.0), (25.0, 0.25), (100.0, 1.0), (140.0, 1.0)] {
            let p = try AppearanceTests.still(Self.source("Slider(value: .constant(\(value)), in: 0...100)"), scheme: .light)
            let span = try #require(Self.knobSpan(p))
            // Centre at 14 + fraction × (300 − 28): 14, 82, 286, 286 (clamped).
            let centre = Double(span.0 + span.1 + 1) / 2
            #expect(abs(centre - (14 + fraction * 272)) <= 0.5, "value \(value): knob \(span)")
            #expect(span.1 - span.0 + 1 >= 26 && span.1 - span.0 + 1 <= 28, "knob width at value \(value): \(span)")
        }
    }

    @Test func trackColoursAndThicknessInBothSchemes() throws {
        // systemBlue filled; systemFill (#787880 at 20 % / 36 %) over the canvas past the knob.
        let cases: [(ColorScheme, [Int], [Int], [Int])] = [
            (.light, [0, 122, 255], [228, 228, 230], [255, 255, 255]),
            (.dark, [10, 132, 255], [43, 43, 46], [0, 0, 0]),
        ]
        for (scheme, fill, track, canvas) in cases {
            let p = try AppearanceTests.still(Self.source("Slider(value: $volume, in: 0...100)"), scheme: scheme)
            #expect(AppearanceTests.near(AppearanceTests.rgb(p, 40, 30), fill, 3), "\(scheme) fill: \(AppearanceTests.rgb(p, 40, 30))")
            #expect(AppearanceTests.near(AppearanceTests.rgb(p, 200, 30), track, 3), "\(scheme) track: \(AppearanceTests.rgb(p, 200, 30))")
            // 4 points thick, centred: rows 28…31 are track, 27 and 32 the canvas.
            for y in 28...31 { #expect(AppearanceTests.near(AppearanceTests.rgb(p, 200, y), track, 3), "\(scheme) row \(y)") }
            for y in [27, 32] { #expect(AppearanceTests.near(AppearanceTests.rgb(p, 200, y), canvas, 3), "\(scheme) row \(y)") }
            // The knob is white in both schemes, 28 tall, with a shadow below it.
            #expect(AppearanceTests.near(AppearanceTests.rgb(p, 82, 18), [255, 255, 255], 3))
            if scheme == .light { #expect(AppearanceTests.rgb(p, 82, 46) != canvas, "shadow under the knob") }
        }
    }

    @Test func tintAndStepAndValueLabels() throws {
        // `.tint(.orange)` fills with systemOrange; step 10 shows 33 as 30.
        let p = try AppearanceTests.still(Self.source("Slider(value: .constant(33), in: 0...100, step: 10).tint(.orange)"), scheme: .light)
        #expect(AppearanceTests.near(AppearanceTests.rgb(p, 40, 30), [255, 149, 0], 3))
        let centre = try #require(Self.knobCentre(p))
        #expect(abs(centre - (14 + 0.3 * 272)) <= 0.5)
        // Value labels take their width from the track's ends; the label closure is not shown.
        let labelled = try AppearanceTests.still(Self.source("""
            Slider(value: .constant(0), in: 0...1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
            """), scheme: .light)
        let knob = try #require(Self.knobSpan(labelled))
        #expect(knob.0 > 8 && knob.1 - knob.0 + 1 >= 26, "the knob starts past the minimum label: \(knob)")
    }

    @Test func anAnimatedChangeMovesTheKnob() throws {
        let source = Self.source("Slider(value: $volume, in: 0...100)",
                                 actions: "// flipbook: at 0.2 withAnimation(.linear(duration: 1)) { volume = 75 }\n// flipbook: duration 1.5")
        for (t, fraction) in [(0.0, 0.25), (0.7, 0.5), (1.2, 0.75)] {
            let p = try AppearanceTests.still(source, scheme: .light, at: t)
            let centre = try #require(Self.knobCentre(p))
            #expect(abs(centre - (14 + fraction * 272)) <= 1, "t \(t): centre \(centre)")
            // The fill ends under the knob: blue before it (clear of the knob's shadow).
            let before = Int(14 + fraction * 272) - 22
            if before > 2 { #expect(AppearanceTests.near(AppearanceTests.rgb(p, before, 30), [0, 122, 255], 3), "t \(t) at \(before)") }
        }
    }
}
