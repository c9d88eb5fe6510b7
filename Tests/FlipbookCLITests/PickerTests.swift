import Flipbook
import SceneScript
import Testing

/// iOS's segmented `Picker` in scene scripts, measured in pixels: a 32-point `tertiarySystemFill`
/// track across the offered width, equal segments, the selected one on a thumb inset 2 points
/// (white in light mode, #636366 in dark) that slides to a tapped segment; and the closed
/// menu-style picker, the value in the tint.
@Suite struct PickerTests {
    /// A 300 × 60 canvas: the track spans x 0…300, y 14…46; segments are 100 wide.
    static func source(_ actions: String = "", style: String = ".segmented") -> String {
        """
        // flipbook: size 300x60
        \(actions)
        import SwiftUI
        struct ContentView: View {
            @State private var choice = 0
            var body: some View {
                Picker("Choice", selection: $choice) {
                    Text("A").tag(0)
                    Text("B").tag(1)
                    Text("C").tag(2)
                }
                .pickerStyle(\(style))
            }
        }
        """
    }

    /// The longest run of `colour` on row y (the thumb's extent), as (first x, last x).
    static func run(_ p: Pixmap, y: Int, _ colour: [Int]) -> (Int, Int)? {
        var best: (Int, Int)?, start: Int?
        for x in 0...p.width {
            let hit = x < p.width && AppearanceTests.near(AppearanceTests.rgb(p, x, y), colour, 5)
            if hit, start == nil { start = x }
            if !hit, let s = start {
                if best.map({ x - 1 - s > $0.1 - $0.0 }) ?? true { best = (s, x - 1) }
                start = nil
            }
        }
        return best
    }

    @Test func trackAndThumbMetrics() throws {
        // tertiarySystemFill (#767680 at 12 % / 24 %) over the canvas.
        for (scheme, track, thumb, canvas) in [(ColorScheme.light, [239, 239, 240], [255, 255, 255], [255, 255, 255]),
                                               (.dark, [28, 28, 31], [99, 99, 102], [0, 0, 0])] {
            let p = try AppearanceTests.still(Self.source(), scheme: scheme)
            let rgb = { (x: Int, y: Int) in AppearanceTests.rgb(p, x, y) }
            // 32 high, centred: y 14…45 is the track, 13 and 46 the canvas.
            #expect(AppearanceTests.near(rgb(150, 15), track, 2) && AppearanceTests.near(rgb(150, 44), track, 2), "\(scheme) track: \(rgb(150, 15))")
            #expect(AppearanceTests.near(rgb(150, 13), canvas, 2) && AppearanceTests.near(rgb(150, 46), canvas, 2), "\(scheme) above/below")
            // The thumb, inset 2: x 2…97, y 16…43 (sampled above the title; its shadow darkens the track beside it).
            let span = Self.run(p, y: 24, thumb)
            #expect(span?.0 == 2 && span?.1 == 97, "\(scheme) thumb span: \(String(describing: span))")
            #expect(AppearanceTests.near(rgb(2, 30), thumb, 2) && !AppearanceTests.near(rgb(1, 30), thumb, 12), "\(scheme) inset: \(rgb(1, 30))")
            #expect(AppearanceTests.near(rgb(50, 16), thumb, 2) && !AppearanceTests.near(rgb(50, 15), thumb, 8), "\(scheme) thumb top")
            // Rounded (radius 9): the corner pixel is the canvas.
            #expect(AppearanceTests.near(rgb(299, 14), canvas, 12), "\(scheme) corner: \(rgb(299, 14))")
            // The divider between the unselected B and C at x 200, 14 high; none between A and B.
            // y 23…36 at x 200 is the divider; y 22 and 37 the track.
            #expect(!AppearanceTests.near(rgb(200, 23), track, 10) && !AppearanceTests.near(rgb(200, 36), track, 10), "\(scheme) divider: \(rgb(200, 30))")
            #expect(AppearanceTests.near(rgb(200, 22), track, 2) && AppearanceTests.near(rgb(200, 37), track, 2), "\(scheme) beyond the divider")
            // Beside the thumb (x 100, darkened only by its shadow) no divider.
            #expect(abs(rgb(100, 30)[0] - track[0]) < 12 && abs(rgb(100, 30)[0] - rgb(100, 22)[0]) < 6, "\(scheme) no divider by the thumb: \(rgb(100, 30))")
        }
    }

    @Test func theThumbSlidesToATappedSegment() throws {
        let tapped = Self.source("// flipbook: tap \"C\" at 0.2")
        let before = try AppearanceTests.still(tapped, at: 0.1)
        #expect(Self.run(before, y: 24, [255, 255, 255])?.0 == 2)
        // UISegmentedControl's own slide (0.3 s): under way at 0.3, settled by 0.9, ending at x 202.
        let moving = try #require(Self.run(try AppearanceTests.still(tapped, at: 0.3), y: 24, [255, 255, 255]))
        #expect(moving.0 > 20 && moving.0 < 190, "mid-slide: \(moving)")
        #expect(abs(moving.1 - moving.0 - 95) <= 1, "the thumb keeps its width: \(moving)")
        let after = Self.run(try AppearanceTests.still(tapped, at: 0.9), y: 24, [255, 255, 255])
        #expect(after?.0 == 202 && after?.1 == 297, "after: \(String(describing: after))")
    }

    @Test func menuStyleShowsTheValueInTheTint() throws {
        // systemBlue #007AFF / #0A84FF in the value's strokes; the label is not shown outside a list.
        for (scheme, tint) in [(ColorScheme.light, [0, 122, 255]), (.dark, [10, 132, 255])] {
            let p = try AppearanceTests.still(Self.source(style: ".menu"), scheme: scheme)
            var tinted = 0, neutralInk = 0
            for x in 0..<300 { for y in 0..<60 {
                let c = AppearanceTests.rgb(p, x, y)
                if AppearanceTests.near(c, tint, 12) { tinted += 1 }
                if c.max()! - c.min()! < 20, c[0] > 60, c[0] < 200 { neutralInk += 1 }
            } }
            // "A" and the chevron at one pixel a point: a dozen full-tint pixels, no grey or black ink.
            #expect(tinted >= 10 && neutralInk == 0, "\(scheme) tinted pixels: \(tinted), neutral: \(neutralInk)")
        }
    }
}

/// A compact `DatePicker` closed and a closed `Menu`, measured in pixels.
@Suite struct DatePickerAndMenuTests {
    static let datePicker = """
    // flipbook: size 300x60
    import SwiftUI
    struct ContentView: View {
        @State private var due = Date()
        var body: some View {
            DatePicker("Due", selection: $due, displayedComponents: .date)
        }
    }
    """

    @Test func thePillTrailsTheLabel() throws {
        // tertiarySystemFill behind 17-point text: 11 + text + 11 wide, 6 + line + 6 high (32 with the bundled
        // font's 20-point line; SF's 22 gives iOS's 34), centred, flush trailing.
        for (scheme, fill, canvas) in [(ColorScheme.light, [239, 239, 240], [255, 255, 255]), (.dark, [28, 28, 31], [0, 0, 0])] {
            let p = try AppearanceTests.still(Self.datePicker, scheme: scheme)
            let rgb = { (x: Int, y: Int) in AppearanceTests.rgb(p, x, y) }
            let column = (0..<60).filter { AppearanceTests.near(rgb(291, $0), fill, 2) }
            #expect(column.first == 14 && column.last == 45, "\(scheme) pill rows: \(String(describing: column.first))…\(String(describing: column.last))")
            #expect(AppearanceTests.near(rgb(299, 30), fill, 2), "\(scheme) flush trailing")
            let row = (0..<300).filter { AppearanceTests.near(rgb($0, 15), fill, 2) }
            let width = (row.last ?? 0) - (row.first ?? 0) + 1
            #expect(width > 100 && width < 130, "\(scheme) pill width: \(width)")
            #expect(AppearanceTests.near(rgb(150, 30), canvas, 2), "\(scheme) the space between")
        }
    }

    @Test func aMenuIsItsLabelAsATintedButton() throws {
        let source = """
        // flipbook: size 200x40
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                Menu("Sort") {
                    Button("Name") { }
                    Button("Date") { }
                }
            }
        }
        """
        let p = try AppearanceTests.still(source)
        var tinted = 0, other = 0
        for x in 0..<200 { for y in 0..<40 {
            let c = AppearanceTests.rgb(p, x, y)
            if AppearanceTests.near(c, [0, 122, 255], 12) { tinted += 1 } else if !AppearanceTests.near(c, [255, 255, 255], 60) && c[2] < 200 { other += 1 }
        } }
        #expect(tinted > 20 && other == 0, "tinted \(tinted), other ink \(other)")
    }
}

/// The switch's off track follows the scheme: #E9E9EB in light mode, `systemFill` in dark
/// (#787880 at 36 % over black: #2B2B2E), not the light grey.
@Suite struct ToggleSchemeTests {
    @Test func theOffTrackDarkensInDarkMode() throws {
        let source = """
        // flipbook: size 51x31
        import SwiftUI
        struct ContentView: View {
            @State private var on = false
            var body: some View { Toggle("Wi-Fi", isOn: $on).labelsHidden() }
        }
        """
        for (scheme, track) in [(ColorScheme.light, [233, 233, 235]), (.dark, [43, 43, 46])] {
            let p = try AppearanceTests.still(source, scheme: scheme)
            #expect(AppearanceTests.near(AppearanceTests.rgb(p, 45, 15), track, 2), "\(scheme) off track: \(AppearanceTests.rgb(p, 45, 15))")
        }
    }
}
