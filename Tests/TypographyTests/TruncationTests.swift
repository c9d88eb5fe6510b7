import Geometry
import Testing
import Typography

@Suite struct TruncationTests {
    static let text = "The quick brown fox jumps over the lazy dog"

    @Test func tailTruncationEndsWithEllipsisAndFits() throws {
        let t = try layout(Self.text, width: 120, lineLimit: 1)
        #expect(t.lines.count == 1)
        let s = t.lineStrings[0]
        #expect(s.hasSuffix("…"))
        #expect(t.lines[0].isTruncated)
        #expect(t.lines[0].width <= 120 + 1e-6)
        #expect(Self.text.hasPrefix(String(s.dropLast())))
        // Greedy: one more character would not fit with the ellipsis.
        let kept = s.count - 1
        let longer = String(Self.text.prefix(kept + 1)) + "…"
        #expect(try layout(longer).size.width > 120)
        // The line still stands for all the text.
        #expect(t.lines[0].range == Self.text.startIndex..<Self.text.endIndex)
    }

    @Test func headTruncationKeepsTheEnd() throws {
        let t = try layout(Self.text, width: 120, lineLimit: 1, truncation: .head)
        let s = t.lineStrings[0]
        #expect(s.hasPrefix("…"))
        #expect(Self.text.hasSuffix(String(s.dropFirst())))
        #expect(s.count > 3)
        #expect(t.lines[0].width <= 120 + 1e-6)
    }

    @Test func middleTruncationKeepsBothEnds() throws {
        let t = try layout(Self.text, width: 150, lineLimit: 1, truncation: .middle)
        let s = t.lineStrings[0]
        let parts = s.split(separator: "…", omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(Self.text.hasPrefix(String(parts[0])) && !parts[0].isEmpty)
        #expect(Self.text.hasSuffix(String(parts[1])) && !parts[1].isEmpty)
        #expect(t.lines[0].width <= 150 + 1e-6)
        // Balanced: the head is at most half the room left by "…".
        let head = try layout(String(parts[0]))
        let ell = try layout("…")
        #expect(head.size.width <= (150 - ell.size.width) / 2 + 1e-6)
    }

    @Test func multiLineLimitTruncatesOnlyTheLastLine() throws {
        let t = try layout(Self.text, width: 100, lineLimit: 2)
        #expect(t.lines.count == 2)
        #expect(!t.lines[0].isTruncated && t.lines[1].isTruncated)
        #expect(!t.lineStrings[0].contains("…") && t.lineStrings[1].hasSuffix("…"))
        for line in t.lines { #expect(line.width <= 100 + 1e-6) }
        let unlimited = try layout(Self.text, width: 100)
        #expect(unlimited.lineStrings[0] == t.lineStrings[0])
    }

    @Test func hiddenParagraphsGetAnEllipsis() throws {
        let t = try layout("first\nsecond\nthird", lineLimit: 2)
        #expect(t.lineStrings == ["first", "second…"])
        let fits = try layout("first\nsecond", lineLimit: 2)
        #expect(fits.lineStrings == ["first", "second"])
        #expect(!fits.lines.contains { $0.isTruncated })
    }

    @Test func noTruncationWhenEverythingFits() throws {
        let t = try layout("short", width: 200, lineLimit: 1)
        #expect(t.lineStrings == ["short"])
        #expect(!t.lines[0].isTruncated)
    }

    @Test func widthBelowTheEllipsisLeavesAnEmptyLine() throws {
        let t = try layout(Self.text, width: 5, lineLimit: 1)
        #expect(t.lines.count == 1)
        #expect(t.lines[0].glyphs.isEmpty && t.lines[0].isTruncated)
    }
}
