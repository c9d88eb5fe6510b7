import Flipbook
import Foundation
import SceneScript
import Testing

/// `.alert(_:isPresented:actions:message:)` and `Button(_:role:action:)`: the alert is centred over a 20 % scrim
/// that fades in with `.spring(duration: 0.4, bounce: 0)`, a cancel button comes first, a destructive one is red,
/// and a tap runs the button's action and dismisses (see `Library/Alerts.swift`; estimates there).
@Suite struct AlertTests {
    static let source = """
    // flipbook: size 400x300
    // flipbook: tap "Remove" at 0.1
    // flipbook: tap "Delete" at 1.5
    import SwiftUI

    struct ContentView: View {
        @State private var asking = false
        @State private var items = ["Alpha", "Beta"]
        var body: some View {
            VStack {
                ForEach(items, id: \\.self) { Text($0) }
                Button("Remove", role: .destructive) { asking = true }
            }
            .alert("Delete Beta?", isPresented: $asking) {
                Button("Delete", role: .destructive) { items.removeLast() }
                Button("Cancel", role: .cancel) { }
            } message: {
                Text("It cannot be undone.")
            }
        }
    }
    """

    @Test func anAlertAppearsOverAScrimAndItsButtonActsAndDismisses() throws {
        // (What is on screen when: `AlertScriptTests`.)
        // The scrim: black at 20 % over the white canvas, fading in with the alert's spring.
        var spring = AnimatedValue(initial: [0])
        spring.set([1], at: 0.1, animation: .spring(duration: 0.4, bounce: 0))
        for t in [0.15, 0.25, 1.0] {
            let p = spring.value(at: t, grid: FrameGrid(fps: 30)).value[0]
            let frame = try AppearanceTests.still(Self.source, at: t)
            let grey = Double(AppearanceTests.rgb(frame, 5, 295)[0])
            #expect(abs(grey - 255 * (1 - 0.2 * p)) <= 1, "at \(t) s: \(grey) vs \(255 * (1 - 0.2 * p))")
        }

        // The box is 270 pt wide, centred: its material is lighter than the scrim just outside it.
        let frame = try AppearanceTests.still(Self.source, at: 1)
        #expect(AppearanceTests.rgb(frame, 70, 150)[0] > AppearanceTests.rgb(frame, 60, 150)[0] + 20)
        #expect(AppearanceTests.rgb(frame, 330, 150)[0] > AppearanceTests.rgb(frame, 340, 150)[0] + 20)
        // Cancel (the tint) comes before Delete (red), whatever the order written.
        var blue: [Int] = [], red: [Int] = []
        for y in 0..<300 {
            for x in 65..<335 {
                let c = AppearanceTests.rgb(frame, x, y)
                if c[2] > 200 && c[0] < 80 { blue.append(x) }
                if c[0] > 200 && c[1] < 90 && c[2] < 90 { red.append(x) }
            }
        }
        #expect(!blue.isEmpty && !red.isEmpty)
        #expect((blue.max() ?? 0) < (red.min() ?? 0))
    }

}
