import Flipbook
import Foundation
import Motion
import SceneScript
import Testing

/// `ProgressView()`'s spinner turns while it is on screen: its shading steps one spoke (45°)
/// clockwise every 1/8 s, a one-second loop.
@Suite struct ActivityIndicatorTests {
    static let source = """
        // flipbook: size 40x40
        import SwiftUI
        struct Loading: View {
            var body: some View { ProgressView() }
        }
        """

    /// The darkest pixel's angle round the centre, clockwise from 12 o'clock, in degrees.
    static func darkestAngle(_ p: Pixmap) -> Double {
        var best = (luma: Int.max, x: 0, y: 0)
        for y in 0..<p.height {
            for x in 0..<p.width {
                let c = p[x, y], l = Int(c.r) + Int(c.g) + Int(c.b)
                if l < best.luma { best = (l, x, y) }
            }
        }
        let dx = Double(best.x) + 0.5 - 20, dy = Double(best.y) + 0.5 - 20
        let a = atan2(dx, -dy) * 180 / .pi
        return a < 0 ? a + 360 : a
    }

    @Test func theSpinnerStepsClockwiseAndLoopsEverySecond() throws {
        func still(_ t: Double) throws -> Pixmap { try AppearanceTests.still(Self.source, at: t) }
        // At rest the darkest spoke is at 12 o'clock; each eighth of a second moves it 45° clockwise.
        for (t, angle) in [(0.0, 0.0), (0.13, 45.0), (0.3, 90.0), (0.55, 180.0), (0.9, 315.0)] {
            let a = Self.darkestAngle(try still(t))
            let off = abs(a - angle).truncatingRemainder(dividingBy: 360)
            #expect(min(off, 360 - off) < 15, "t = \(t): darkest at \(a)°, expected \(angle)°")
        }
        #expect(try still(0) == still(1))                  // one turn a second
        #expect(try still(0.13) == still(0.24))             // steps, not a smooth turn
        #expect(try still(0.13) != still(0.26))
        // A clip of a spinner alone is that one-second loop.
        let clip = try Clip(scene: SceneScript.load(source: Self.source, file: "loading.swift", overrides: SceneOverrides(scale: 1)))
        #expect(clip.length == .loop(start: 0, period: 1, repeats: 1))
        #expect(clip.frameCount == 30)
    }
}

extension ActivityIndicatorTests {
    /// The ink's width: columns holding a pixel darker than the white canvas.
    static func inkWidth(_ p: Pixmap) -> Int {
        let columns = (0..<p.width).filter { x in (0..<p.height).contains { y in p[x, y].r < 250 } }
        return (columns.last ?? 0) - (columns.first ?? 0) + 1
    }

    /// `.controlSize(.large)` draws the large (37-point) spinner, the default the medium (20-point) one.
    @Test func largeControlSizeDrawsTheLargeSpinner() throws {
        func width(_ modifier: String) throws -> Int {
            let source = "// flipbook: size 60x60\nimport SwiftUI\nstruct L: View {\n    var body: some View { ProgressView()\(modifier) }\n}\n"
            return Self.inkWidth(try AppearanceTests.still(source))
        }
        let regular = try width(""), large = try width(".controlSize(.large)")
        // Spokes reach 0.455 of the box from the centre: about 18 and 34 points across.
        #expect((16...20).contains(regular), "\(regular)")
        #expect((32...36).contains(large), "\(large)")
        #expect(try width(".controlSize(.small)") == regular)
        // The environment reaches a spinner inside a stack, as in SwiftUI.
        let nested = "// flipbook: size 60x60\nimport SwiftUI\nstruct L: View {\n    var body: some View { VStack { ProgressView() }.controlSize(.extraLarge) }\n}\n"
        #expect(Self.inkWidth(try AppearanceTests.still(nested)) == large)
    }
}
