import Flipbook
import Foundation
import SceneScript
import Testing

/// The light and dark appearance of scene scripts, measured in pixels: semantic colours in both
/// schemes (iOS's values, Style's `UIKitColor` table), where the scheme comes from
/// (`.preferredColorScheme`, the `color-scheme` directive and `--color-scheme` override, a
/// subtree's `.environment(\.colorScheme, …)`) and the canvas that follows it.
@Suite struct AppearanceTests {
    /// The first frame of a script scene, one pixel per point.
    static func still(_ source: String, scheme: ColorScheme? = nil, at time: Double = 0) throws -> Pixmap {
        let scene = try SceneScript.load(source: source, file: "appearance.swift",
                                         overrides: SceneOverrides(scale: 1, colorScheme: scheme))
        let clip = try Clip(scene: scene)
        return try ParallelFrameRenderer(clip: clip, timing: try FrameTiming(clip: clip), threads: 1).renderStill(at: time)
    }

    /// The opaque pixel at (x, y) as 8-bit (r, g, b).
    static func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        let c = p[x, y]
        return [Int(c.r), Int(c.g), Int(c.b)]
    }

    static func near(_ a: [Int], _ b: [Int], _ tolerance: Int) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    /// Three 20-point squares: a background, a grey and a tint, in the UIKit and SwiftUI spellings.
    static let squares = """
    // flipbook: size 80x20
    HStack(spacing: 0) {
        Color(.secondarySystemBackground).frame(width: 20, height: 20)
        Color(uiColor: .systemGray4).frame(width: 20, height: 20)
        Color.blue.frame(width: 20, height: 20)
        Rectangle().fill(Color(UIColor.systemGroupedBackground)).frame(width: 20, height: 20)
    }
    """

    @Test func semanticColoursInBothSchemes() throws {
        let light = try Self.still(Self.squares)
        #expect(Self.rgb(light, 10, 10) == [0xF2, 0xF2, 0xF7])   // secondarySystemBackground
        #expect(Self.rgb(light, 30, 10) == [0xD1, 0xD1, 0xD6])   // systemGray4
        #expect(Self.rgb(light, 50, 10) == [0x00, 0x7A, 0xFF])   // Color.blue = systemBlue
        #expect(Self.rgb(light, 70, 10) == [0xF2, 0xF2, 0xF7])   // systemGroupedBackground

        let dark = try Self.still(Self.squares, scheme: .dark)
        #expect(Self.rgb(dark, 10, 10) == [0x1C, 0x1C, 0x1E])
        #expect(Self.rgb(dark, 30, 10) == [0x3A, 0x3A, 0x3C])
        #expect(Self.rgb(dark, 50, 10) == [0x0A, 0x84, 0xFF])   // SwiftUI's Color.blue is the dark variant too
        #expect(Self.rgb(dark, 70, 10) == [0x00, 0x00, 0x00])
    }

    /// `.preferredColorScheme(.dark)` on a view deep in the tree makes the whole presentation
    /// dark (the canvas too), and wins over the device's setting (`--color-scheme light`).
    @Test func preferredSchemeSetsThePresentation() throws {
        let source = """
        // flipbook: size 60x40
        struct Card: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color(.secondarySystemBackground).frame(width: 20, height: 20)
                    Color.red.frame(width: 20, height: 20).preferredColorScheme(.dark)
                }
            }
        }
        #Preview { Card() }
        """
        for device in [nil, ColorScheme.light, .dark] {
            let p = try Self.still(source, scheme: device)
            #expect(Self.rgb(p, 2, 2) == [0, 0, 0], "canvas = systemBackground, dark (device \(String(describing: device)))")
            #expect(Self.rgb(p, 30, 10) == [0x1C, 0x1C, 0x1E])
            #expect(Self.rgb(p, 30, 30) == [0xFF, 0x45, 0x3A])   // systemRed, dark
        }
        // `nil` states no preference: the device's setting decides.
        let none = source.replacingOccurrences(of: ".preferredColorScheme(.dark)", with: ".preferredColorScheme(nil)")
        #expect(Self.rgb(try Self.still(none), 30, 10) == [0xF2, 0xF2, 0xF7])
        #expect(Self.rgb(try Self.still(none), 2, 2) == [255, 255, 255])
        #expect(Self.rgb(try Self.still(none, scheme: .dark), 30, 10) == [0x1C, 0x1C, 0x1E])
        #expect(Self.rgb(try Self.still(none, scheme: .dark), 2, 2) == [0, 0, 0])
    }

    /// An explicit background (directive or flag) still wins over the scheme's canvas.
    @Test func explicitBackgroundWins() throws {
        let source = "// flipbook: size 20x20\n// flipbook: background #FF0000\nEmptyView().preferredColorScheme(.dark)\n"
        #expect(Self.rgb(try Self.still(source), 5, 5) == [255, 0, 0])
        let directive = "// flipbook: size 20x20\n// flipbook: color-scheme dark\nEmptyView()\n"
        #expect(Self.rgb(try Self.still(directive), 5, 5) == [0, 0, 0])
        #expect(Self.rgb(try Self.still(directive, scheme: .light), 5, 5) == [255, 255, 255], "the flag overrides the directive")
    }

    /// Default text is the label colour: white on black in dark, black on white in light.
    @Test func defaultTextFollowsTheScheme() throws {
        let source = "// flipbook: size 120x50\nText(\"Hello\").font(.system(size: 36, weight: .bold))\n"
        for (scheme, canvas, ink) in [(ColorScheme.light, 255, 0), (.dark, 0, 255)] {
            let p = try Self.still(source, scheme: scheme)
            #expect(Self.rgb(p, 1, 1) == [canvas, canvas, canvas])
            var extreme = canvas
            for y in 0..<p.height {
                for x in 0..<p.width {
                    let c = Self.rgb(p, x, y)
                    #expect(c[0] == c[1] && c[1] == c[2], "only greys: \(c) at \(x),\(y)")
                    extreme = scheme == .dark ? max(extreme, c[0]) : min(extreme, c[0])
                }
            }
            #expect(extreme == ink, "the glyphs' solid interior is \(ink) in \(scheme)")
        }
    }

    /// `.environment(\.colorScheme, .dark)` changes its subtree only: the colours made there, what
    /// `@Environment(\.colorScheme)` reads there and the default text colour; not the canvas.
    @Test func environmentOverrideIsLocal() throws {
        let source = """
        // flipbook: size 80x40
        struct Swatch: View {
            @Environment(\\.colorScheme) private var scheme
            var body: some View {
                VStack(spacing: 0) {
                    Color(.systemBackground).frame(width: 20, height: 20)
                    (scheme == .dark ? Color.green : Color.orange).frame(width: 20, height: 20)
                }
            }
        }
        HStack(spacing: 0) {
            Swatch()
            Swatch().environment(\\.colorScheme, .dark)
            Rectangle().frame(width: 20, height: 20).environment(\\.colorScheme, .dark)
        }
        """
        let p = try Self.still(source)
        #expect(Self.rgb(p, 10, 10) == [255, 255, 255])
        #expect(Self.rgb(p, 10, 30) == [0xFF, 0x95, 0x00])   // orange (light): the environment reads light
        #expect(Self.rgb(p, 30, 10) == [0, 0, 0])             // systemBackground, dark
        #expect(Self.rgb(p, 30, 30) == [0x30, 0xD1, 0x58])   // green (dark): the environment reads dark
        #expect(Self.rgb(p, 50, 10) == [255, 255, 255])       // a shape's default fill: label, dark = white
        #expect(Self.rgb(p, 75, 2) == [255, 255, 255])        // the canvas stays light
    }

    /// Hierarchical styles are the label colours' alphas; `.background` is systemBackground.
    @Test func hierarchicalStylesAndBackground() throws {
        let source = """
        // flipbook: size 100x20
        HStack(spacing: 0) {
            Rectangle().foregroundStyle(.primary).frame(width: 20, height: 20)
            Rectangle().foregroundStyle(.secondary).frame(width: 20, height: 20)
            Rectangle().foregroundStyle(.tertiary).frame(width: 20, height: 20)
            Rectangle().foregroundStyle(.quaternary).frame(width: 20, height: 20)
            Rectangle().fill(.background).frame(width: 20, height: 20)
        }
        .background(Color.gray)
        """
        // Over systemGray (#8E8E93, the same in both schemes): label colour c at alpha a gives
        // c·a + 142·(1 − a) (blue: 147).
        func over(_ c: [Double], _ a: Double) -> [Int] {
            zip(c, [142.0, 142, 147]).map { Int(($0.0 * a + $0.1 * (1 - a)).rounded()) }
        }
        let light = try Self.still(source)
        #expect(Self.rgb(light, 10, 10) == [0, 0, 0])
        #expect(Self.near(Self.rgb(light, 30, 10), over([60, 60, 67], 0.6), 1))
        #expect(Self.near(Self.rgb(light, 50, 10), over([60, 60, 67], 0.3), 1))
        #expect(Self.near(Self.rgb(light, 70, 10), over([60, 60, 67], 0.18), 1))
        #expect(Self.rgb(light, 90, 10) == [255, 255, 255])
        let dark = try Self.still(source, scheme: .dark)
        #expect(Self.rgb(dark, 10, 10) == [255, 255, 255])
        #expect(Self.near(Self.rgb(dark, 30, 10), over([235, 235, 245], 0.6), 1))
        #expect(Self.near(Self.rgb(dark, 50, 10), over([235, 235, 245], 0.3), 1))
        #expect(Self.near(Self.rgb(dark, 70, 10), over([235, 235, 245], 0.16), 1))
        #expect(Self.rgb(dark, 90, 10) == [0, 0, 0])
    }

    /// A material over the dark canvas is the dark tint (#1C1C1E at the material's opacity) over
    /// the blurred black; in light it is white over white.
    @Test func materialsPerScheme() throws {
        let source = "// flipbook: size 60x60\nRectangle().fill(.ultraThinMaterial).frame(width: 40, height: 40)\n"
        #expect(Self.rgb(try Self.still(source), 30, 30) == [255, 255, 255])
        let alpha = Material.ultraThin.recipe(in: .dark).tint.alpha
        let expected = [28.0, 28, 30].map { Int(($0 * alpha).rounded()) }
        #expect(Self.near(Self.rgb(try Self.still(source, scheme: .dark), 30, 30), expected, 1))
    }

    /// A divider is the separator of its scheme: #3C3C43 at 29 % on white, #545458 at 60 % on black.
    @Test func dividerPerScheme() throws {
        let source = "// flipbook: size 40x21\nVStack(spacing: 0) { Color.clear.frame(height: 10); Divider(); Color.clear.frame(height: 10) }\n"
        #expect(Self.near(Self.rgb(try Self.still(source), 20, 10), [60, 60, 67].map { Int(($0 * 0.29 + 255 * 0.71).rounded()) }, 1))
        #expect(Self.near(Self.rgb(try Self.still(source, scheme: .dark), 20, 10), [84, 84, 88].map { Int(($0 * 0.6).rounded()) }, 1))
    }

    /// A clip keeps its first frame's scheme; a state that prefers another fails, naming the place.
    @Test func schemeChangingWithStateFails() throws {
        let source = """
        // flipbook: size 100x60
        // flipbook: tap "Go" at 0.2
        struct SchemeSwitch: View {
            @State private var dark = false
            var body: some View {
                Button("Go") { dark = true }
                    .preferredColorScheme(dark ? .dark : .light)
            }
        }
        #Preview { SchemeSwitch() }
        """
        let scene = try SceneScript.load(source: source, file: "toggle.swift", overrides: SceneOverrides(scale: 1))
        do {
            _ = try Clip(scene: scene)
            Issue.record("expected the scheme change to fail")
        } catch {
            let text = "\(error)"
            #expect(text.contains("a clip keeps the scheme of its first frame"), "\(text)")
            #expect(text.contains("toggle.swift:7:"), "\(text)")
        }
    }
}
