import Flipbook
import Testing

/// The navigation bar's metrics: 44 points high; a large title 34-point bold at leading 16 in a
/// 52-point area under it; an inline title centred in the bar (HIG; ios-look.md).
@Suite struct NavigationBarTests {
    func ink(_ title: String, _ mode: NavigationBar.TitleDisplayMode) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        inkBounds(try still(NavigationBar.stack(Color.clear.makeNode(), title: title, mode: mode), 390, 300))
    }

    @Test func largeTitleSitsUnderTheBarAtTheLeadingMargin() throws {
        let b = try #require(try ink("Inbox", .automatic))
        #expect(b.minX >= 16 && b.minX <= 19)            // the glyph's side bearing after the 16-point margin
        #expect(b.minY >= 44 && b.maxY <= 96)            // inside the large-title area
        #expect(b.maxY - b.minY >= 22)                   // a 34-point cap height is about 24 points
        #expect(try ink("Inbox", .large).map { $0 == b } == true)
    }

    @Test func inlineTitleIsCentredInTheBar() throws {
        let b = try #require(try ink("Inbox", .inline))
        #expect(b.maxY < 44)
        #expect(abs((b.minX + b.maxX) / 2 - 195) <= 2)
        #expect(b.maxY - b.minY < 18)                    // 17-point semibold
    }

    @Test func contentIsCentredInTheSpaceLeft() throws {
        let content = Rectangle().fill(Color.blue).frame(width: 20, height: 20).makeNode()
        let p = try still(NavigationBar.stack(content, title: "Inbox", mode: .large), 200, 296)
        let b = try #require(inkBounds(p).map { _ in () })
        _ = b
        // Bar 44 + title 52 leave 200 points: the square's centre is at 96 + 100 = 196.
        #expect(near(pixel(p, 100, 196), pixel(Color.blue), 2))
        #expect(pixel(p, 100, 184) == white && pixel(p, 100, 208) == white)
    }
}
