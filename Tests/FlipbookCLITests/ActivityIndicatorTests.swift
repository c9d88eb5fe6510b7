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
