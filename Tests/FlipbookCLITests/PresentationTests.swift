import Flipbook
import Foundation
import SceneScript
import Testing

/// `.sheet` and `.fullScreenCover` measured in pixels: the card slides up over a scrim with the sheet's
/// spring whatever animation presents it, rests 10 pt below the top (or on the lower half at `.medium`), and
/// `dismiss()` inside it slides it away (see `Library/Presentations.swift` for the estimates).
@Suite struct PresentationTests {
    static func scene(_ presenter: String = "sheet", detents: String = "", tapClose: Bool = true) -> String {
        """
        // flipbook: size 200x200
        // flipbook: tap "Show" at 0.1
        \(tapClose ? "// flipbook: tap \"Close\" at 1.5" : "")
        import SwiftUI

        struct Panel: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                ZStack {
                    Color.green
                    Button("Close") { dismiss() }
                }
                \(detents)
            }
        }

        struct ContentView: View {
            @State private var showing = false
            var body: some View {
                Button("Show") { showing = true }
                    .\(presenter)(isPresented: $showing) { Panel() }
            }
        }
        """
    }

    static let green = [52, 199, 89]

    /// The first row (from the top) at x whose pixel is the card's green.
    static func cardTop(_ p: Pixmap, x: Int = 100) -> Int? {
        (0..<p.height).first { AppearanceTests.near(AppearanceTests.rgb(p, x, $0), green, 3) }
    }

    @Test func aSheetSlidesUpWithItsSpringOverAScrimAndIsDismissed() throws {
        let source = Self.scene()
        let before = try AppearanceTests.still(source, at: 0)
        #expect(AppearanceTests.rgb(before, 100, 5) == [255, 255, 255])
        #expect(Self.cardTop(before) == nil)

        // At rest: the card's top is 10 pt down; above it the scrim, black at 40 % over white (153).
        let shown = try AppearanceTests.still(source, at: 1.4)
        #expect(Self.cardTop(shown) == 10)
        #expect(AppearanceTests.near(AppearanceTests.rgb(shown, 100, 5), [153, 153, 153], 1))
        // Rounded top corners (radius 10): the corner pixel is scrim, a pixel 10 pt in is card.
        #expect(!AppearanceTests.near(AppearanceTests.rgb(shown, 0, 10), Self.green, 40))
        #expect(AppearanceTests.near(AppearanceTests.rgb(shown, 10, 20), Self.green, 3))

        // Mid-way the card is where `.spring(duration: 0.5, bounce: 0)` puts a 200-pt move at that time (the
        // spring as Motion runs every animation, checked against SwiftUI's numbers in MotionTests; the tap at
        // 0.1 s has no animation of its own), and the scrim is at 40 % of the same progress.
        var spring = AnimatedValue(initial: [200])
        spring.set([0], at: 0.1, animation: .spring(duration: 0.5, bounce: 0))
        for t in [0.15, 0.2, 0.25, 0.3] {
            let offset = spring.value(at: t, grid: FrameGrid(fps: 30)).value[0]
            let frame = try AppearanceTests.still(source, at: t)
            let top = try #require(Self.cardTop(frame))
            // The first row wholly green is the one below the card's (antialiased) top edge.
            #expect(top == Int((10 + offset).rounded(.up)), "at \(t) s: card top \(top), spring \(10 + offset)")
            let grey = 255 * (1 - 0.4 * (1 - offset / 200))
            #expect(abs(Double(AppearanceTests.rgb(frame, 100, 5)[0]) - grey) <= 1, "at \(t) s")
        }

        // `dismiss()` in the sheet (tapped at 1.5) slides it back down and the scrim goes.
        let after = try AppearanceTests.still(source, at: 3)
        #expect(Self.cardTop(after) == nil)
        #expect(AppearanceTests.rgb(after, 100, 5) == [255, 255, 255])
    }

    @Test func detentsAndFullScreenCovers() throws {
        let medium = try AppearanceTests.still(Self.scene(detents: ".presentationDetents([.medium, .large])", tapClose: false), at: 1.4)
        #expect(Self.cardTop(medium) == 100)
        let cover = try AppearanceTests.still(Self.scene("fullScreenCover", tapClose: false), at: 1.4)
        #expect(Self.cardTop(cover) == 0)
        #expect(AppearanceTests.near(AppearanceTests.rgb(cover, 0, 0), Self.green, 3))   // no corners, no scrim
    }

    @Test func onDismissIsAClearError() {
        let source = Self.scene().replacingOccurrences(of: "(isPresented: $showing)", with: "(isPresented: $showing, onDismiss: { print(1) })")
        #expect(throws: (any Error).self) { _ = try AppearanceTests.still(source) }
        do { _ = try AppearanceTests.still(source) } catch {
            #expect("\(error)".contains("onDismiss is not supported yet"))
        }
    }
}
