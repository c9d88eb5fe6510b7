import Flipbook
import Foundation
import SceneScript
import Testing

/// `.toolbar` items in the navigation bar, in pixels: leading ones 16 pt from the leading edge, trailing ones
/// 16 pt from the trailing edge, a principal one in place of the inline title (see `Library/Toolbars.swift`).
@Suite struct ToolbarTests {
    static func scene(_ toolbar: String) -> String {
        """
        // flipbook: size 200x100
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    Color.white
                        .navigationTitle("Title")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            \(toolbar)
                        }
                }
            }
        }
        """
    }

    /// The columns of the bar (y < 44) holding a pixel near `colour`.
    static func columns(_ p: Pixmap, near colour: [Int]) -> [Int] {
        (0..<p.width).filter { x in (0..<44).contains { AppearanceTests.near(AppearanceTests.rgb(p, x, $0), colour, 60) } }
    }
    static let blue = [0, 122, 255], red = [255, 59, 48]

    @Test func leadingAndTrailingItemsSitAtTheBarsEdges() throws {
        let p = try AppearanceTests.still(Self.scene("""
            ToolbarItem(placement: .topBarLeading) { Button("Edit") { } }
            ToolbarItem(placement: .primaryAction) { Rectangle().fill(.red).frame(width: 20, height: 20) }
        """))
        let tinted = Self.columns(p, near: Self.blue)
        #expect(tinted.first.map { (16...18).contains($0) } == true, "Edit starts at \(tinted.first ?? -1)")
        #expect(tinted.last.map { $0 < 60 } == true)
        let square = Self.columns(p, near: Self.red)
        #expect(square == Array(164..<184))
        // The inline title stays centred between them.
        let dark = (0..<p.width).filter { x in (0..<44).contains { AppearanceTests.rgb(p, x, $0)[0] < 60 && AppearanceTests.rgb(p, x, $0)[2] < 60 } }
        #expect(dark.count > 10 && abs(Double(dark.first! + dark.last!) / 2 - 100) <= 2)
    }

    @Test func plainViewsAreTrailingAndAPrincipalReplacesTheTitle() throws {
        let plain = try AppearanceTests.still(Self.scene("Rectangle().fill(.red).frame(width: 20, height: 20)"))
        #expect(Self.columns(plain, near: Self.red) == Array(164..<184))
        let principal = try AppearanceTests.still(Self.scene("ToolbarItem(placement: .principal) { Rectangle().fill(.red).frame(width: 30, height: 10) }"))
        #expect(Self.columns(principal, near: Self.red) == Array(85..<115))
        let dark = (0..<200).filter { x in (0..<44).contains { AppearanceTests.rgb(principal, x, $0)[0] < 60 } }
        #expect(dark.isEmpty)   // no title text
    }

    @Test func placementsNotDrawnAreErrors() {
        do {
            _ = try AppearanceTests.still(Self.scene("ToolbarItem(placement: .keyboard) { Text(\"x\") }"))
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("toolbar placement .keyboard is not drawn yet"))
        }
    }

    /// `.bottomBar` items: a 44-point bar at the bottom of the stack (y 56 ..< 100 here), items from the
    /// leading edge 16 in, a Spacer in a group pushing the rest to the trailing edge; the content above it.
    @Test func bottomBarItemsMakeABarUnderTheScreen() throws {
        let p = try AppearanceTests.still(Self.scene("""
            ToolbarItemGroup(placement: .bottomBar) {
                Rectangle().fill(.red).frame(width: 20, height: 20)
                Spacer()
                Rectangle().fill(.blue).frame(width: 10, height: 10)
            }
        """))
        func columns(_ colour: [Int], rows: Range<Int>) -> [Int] {
            (0..<p.width).filter { x in rows.contains { AppearanceTests.near(AppearanceTests.rgb(p, x, $0), colour, 30) } }
        }
        #expect(columns(Self.red, rows: 56..<100) == Array(16..<36))
        #expect(columns(Self.blue, rows: 56..<100) == Array(174..<184))
        #expect(columns(Self.red, rows: 0..<56).isEmpty)
        // Centred in the bar: the red square spans y 68 ..< 88.
        let redRows = (0..<100).filter { y in AppearanceTests.near(AppearanceTests.rgb(p, 20, y), Self.red, 30) }
        #expect(redRows == Array(68..<88), "\(redRows)")
        // The bar's hairline on top (separator over the white content) at y 56.
        #expect(AppearanceTests.rgb(p, 100, 56) != [255, 255, 255])
        #expect(AppearanceTests.rgb(p, 100, 54) == [255, 255, 255])
    }
}
