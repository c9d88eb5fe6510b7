import Flipbook
import Foundation
import SceneScript
import Testing

/// The built-in button styles (iOS 17 look), measured in pixels at one pixel per point.
@Suite struct ButtonStyleTests {
    typealias A = AppearanceTests

    /// The bounds of the pixels that are not the canvas colour (x0, y0, x1, y1, inclusive).
    static func ink(_ p: Pixmap, canvas: [Int]) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var b: (x0: Int, y0: Int, x1: Int, y1: Int)?
        for y in 0..<p.height {
            for x in 0..<p.width where A.rgb(p, x, y) != canvas {
                if let c = b { b = (min(c.x0, x), min(c.y0, y), max(c.x1, x), max(c.y1, y)) } else { b = (x, y, x, y) }
            }
        }
        return b
    }

    static func button(_ modifiers: String) -> String {
        "// flipbook: size 200x100\nButton(\"Save\") { }\(modifiers)\n"
    }

    @Test func borderedProminentIsATintedPlateWithAWhiteLabel() throws {
        for (scheme, canvas, tint) in [(ColorScheme.light, [255, 255, 255], [0, 122, 255]), (.dark, [0, 0, 0], [10, 132, 255])] {
            let p = try A.still(Self.button(".buttonStyle(.borderedProminent)"), scheme: scheme)
            let b = try #require(Self.ink(p, canvas: canvas))
            #expect(b.y1 - b.y0 + 1 == 34, "a regular plate is 22 + 2 × 6 pt tall")
            let midY = (b.y0 + b.y1) / 2
            #expect(A.rgb(p, b.x0 + 2, midY) == tint, "filled with the tint (\(scheme))")
            #expect(A.rgb(p, b.x0, b.y0) != tint, "rounded corners")
            // The label's brightest pixel on the rows through its middle (Inter's stems are under 2 px
            // wide at scale 2, so one row may cross no fully covered pixel).
            var brightest = 0
            for y in midY - 4...midY + 4 { for x in b.x0...b.x1 { brightest = max(brightest, A.rgb(p, x, y).min()!) } }
            #expect(brightest == 255, "a white label")
        }
    }

    @Test func borderedIsTheTintAtLowOpacity() throws {
        let p = try A.still(Self.button(".buttonStyle(.bordered)"))
        let b = try #require(Self.ink(p, canvas: [255, 255, 255]))
        let expected = [0.0, 122, 255].map { Int(($0 * 0.15 + 255 * 0.85).rounded()) }
        #expect(A.near(A.rgb(p, b.x0 + 2, (b.y0 + b.y1) / 2), expected, 1))
        #expect(b.y1 - b.y0 + 1 == 34)
    }

    @Test func tintAndControlSize() throws {
        let p = try A.still(Self.button(".buttonStyle(.borderedProminent).tint(.green).controlSize(.large)"))
        let b = try #require(Self.ink(p, canvas: [255, 255, 255]))
        #expect(b.y1 - b.y0 + 1 == 50, "a large plate is 22 + 2 × 14 pt tall")
        #expect(A.rgb(p, b.x0 + 3, (b.y0 + b.y1) / 2) == [0x34, 0xC7, 0x59])
        // The tint also colours a borderless label.
        let label = try A.still(Self.button(".tint(.pink)"))
        var seen = Set<[Int]>()
        for y in 0..<label.height { for x in 0..<label.width { seen.insert(A.rgb(label, x, y)) } }
        #expect(seen.contains([0xFF, 0x2D, 0x55]))
    }

    @Test func plainUsesTheForegroundAndAutomaticTheAccent() throws {
        func colours(_ p: Pixmap) -> Set<[Int]> {
            var s = Set<[Int]>()
            for y in 0..<p.height { for x in 0..<p.width { s.insert(A.rgb(p, x, y)) } }
            return s
        }
        #expect(colours(try A.still(Self.button(".buttonStyle(.plain)"))).contains([0, 0, 0]))
        #expect(!colours(try A.still(Self.button(".buttonStyle(.plain)"))).contains([0, 122, 255]))
        #expect(colours(try A.still(Self.button(".buttonStyle(.automatic)"))).contains([0, 122, 255]))
        #expect(colours(try A.still(Self.button(".buttonStyle(.borderless)"), scheme: .dark)).contains([10, 132, 255]))
    }
}
