import Flipbook
import Foundation
import SceneScript
import Testing

/// Pushing and popping a `NavigationStack`, in pixels: the pushed screen slides in from the trailing edge with
/// `.spring(duration: 0.5, bounce: 0)` while the one under it shifts left by 30 % of the width, the bar gets a
/// back button with the previous title, and "Back" pops (see `Library/NavigationPush.swift`; estimates there).
@Suite struct NavigationPushTests {
    static func scene(link: String) -> String {
        """
        // flipbook: size 200x200
        // flipbook: tap "Open" at 0.1
        // flipbook: tap "Back" at 1.5
        import SwiftUI

        struct Item: Hashable {
            let name: String
        }

        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    ZStack {
                        Color.red
                        Rectangle().fill(.blue).frame(width: 10, height: 10)
                        \(link)
                            .offset(y: 50)
                    }
                    .navigationTitle("Home")
                    .navigationBarTitleDisplayMode(.inline)
                    .navigationDestination(for: Item.self) { item in
                        Color.green.navigationTitle(item.name)
                    }
                }
            }
        }
        """
    }

    static let byDestination = scene(link: "NavigationLink(\"Open\") { Color.green.navigationTitle(\"Detail\") }")
    static let byValue = scene(link: "NavigationLink(\"Open\", value: Item(name: \"Detail\"))")

    static func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] { AppearanceTests.rgb(p, x, y) }
    static let green = [52, 199, 89], blue = [0, 122, 255]
    static func columns(_ p: Pixmap, y: Int, _ colour: [Int]) -> [Int] {
        (0..<p.width).filter { AppearanceTests.near(rgb(p, $0, y), colour, 3) }
    }

    @Test(arguments: [byDestination, byValue])
    func aPushSlidesTheScreenInAndBackPopsIt(_ source: String) throws {
        let root = try AppearanceTests.still(source, at: 0)
        // The content is under a 44-pt inline bar: the marker is centred in the 156 pt below it.
        #expect(Self.columns(root, y: 122, Self.blue) == Array(95..<105))
        #expect(Self.columns(root, y: 122, Self.green).isEmpty)

        var spring = AnimatedValue(initial: [1])
        spring.set([0], at: 0.1, animation: .spring(duration: 0.5, bounce: 0))
        for t in [0.2, 0.3] {
            let remaining = spring.value(at: t, grid: FrameGrid(fps: 30)).value[0]
            let frame = try AppearanceTests.still(source, at: t)
            // The pushed screen's leading edge is at 200 · remaining; the first wholly green column is after it.
            let green = Self.columns(frame, y: 100, Self.green)
            #expect(green.first == Int((200 * remaining).rounded(.up)), "at \(t) s: \(green.first ?? -1) vs \(200 * remaining)")
            #expect(green.last == 199)
            // The screen under it has moved left by 60 pt · (1 − remaining): the marker with it.
            let marker = Self.columns(frame, y: 122, Self.blue)
            if let first = marker.first {
                #expect(abs(Double(first) - (95 - 60 * (1 - remaining))) <= 1, "at \(t) s: marker at \(first)")
            }
        }

        let pushed = try AppearanceTests.still(source, at: 1.4)
        #expect(Self.columns(pushed, y: 100, Self.green).count == 200)
        // The back button: a tinted chevron and "Home" at the bar's leading edge.
        let tinted = (8..<70).flatMap { x in (10..<34).map { y in (x, y) } }
            .filter { AppearanceTests.near(Self.rgb(pushed, $0.0, $0.1), Self.blue, 40) }
        #expect(tinted.count > 30)

        let popped = try AppearanceTests.still(source, at: 3)
        #expect(Self.columns(popped, y: 122, Self.blue) == Array(95..<105))
        #expect(Self.columns(popped, y: 100, Self.green).isEmpty)
    }

    @Test func aValueWithoutADestinationIsAnError() {
        let source = Self.byValue.replacingOccurrences(of: "for: Item.self", with: "for: String.self")
            .replacingOccurrences(of: "Color.green.navigationTitle(item.name)", with: "Text(item)")
        #expect(throws: (any Error).self) { _ = try AppearanceTests.still(source, at: 1) }
        do { _ = try AppearanceTests.still(source, at: 1) } catch {
            #expect("\(error)".contains("no navigationDestination(for: Item.self)"))
        }
    }
}
