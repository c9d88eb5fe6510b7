import Flipbook
import Foundation
import SceneScript
import Testing

/// A page-style TabView's pages slide by whole widths of the TabView as the selection animates.
@Suite struct PageTabViewPixelTests {
    static let source = """
        // flipbook: size 100x80
        // flipbook: duration 1.5
        // flipbook: tap "Next" at 0
        import SwiftUI
        struct Pages: View {
            @State private var page = 0
            var body: some View {
                VStack(spacing: 0) {
                    TabView(selection: $page) {
                        Color.red.tag(0)
                        Color.blue.tag(1)
                    }
                    .tabViewStyle(.page(indexDisplayMode: .never))
                    .frame(width: 80, height: 40)
                    Button("Next") { withAnimation(.linear(duration: 1)) { page = 1 } }
                        .frame(height: 20)
                }
            }
        }
        """

    @Test func theStripSlidesByTheTabViewsWidth() throws {
        func still(_ t: Double) throws -> Pixmap { try AppearanceTests.still(Self.source, at: t) }
        let red = [255, 59, 48], blue = [0, 122, 255], white = [255, 255, 255]
        // The TabView is x 10 ..< 90, y 10 ..< 50. Before: red fills it; half way (linear): red in the
        // left half, blue in the right; after: blue. Outside it nothing shows (the strip is clipped).
        let before = try still(0), half = try still(0.5), after = try still(1.2)
        #expect(AppearanceTests.rgb(before, 11, 30) == red && AppearanceTests.rgb(before, 88, 30) == red)
        #expect(AppearanceTests.rgb(half, 11, 30) == red && AppearanceTests.rgb(half, 48, 30) == red)
        #expect(AppearanceTests.rgb(half, 51, 30) == blue && AppearanceTests.rgb(half, 88, 30) == blue)
        #expect(AppearanceTests.rgb(after, 11, 30) == blue && AppearanceTests.rgb(after, 88, 30) == blue)
        for p in [before, half, after] {
            #expect(AppearanceTests.rgb(p, 5, 30) == white && AppearanceTests.rgb(p, 95, 30) == white && AppearanceTests.rgb(p, 50, 5) == white)
        }
    }
}
