import Geometry
import Testing
import Typography

@Suite struct WrappingTests {
    static let sentence = "The quick brown fox jumps over the lazy dog near the riverbank."

    @Test func sentenceBreaksAtSpaces() throws {
        let width = 120.0
        let t = try layout(Self.sentence, width: width)
        #expect(t.lines.count > 2)
        for line in t.lines { #expect(line.width <= width + 1e-6) }
        let shown = t.lineStrings
        for s in shown { #expect(!s.hasPrefix(" ") && !s.hasSuffix(" ")) }
        // Breaks happen only at spaces: the lines joined by spaces give back the sentence.
        #expect(shown.joined(separator: " ") == Self.sentence)
        // Greedy: the next line's first word would not have fitted on the previous line.
        for i in 1..<t.lines.count {
            let firstWord = String(shown[i].split(separator: " ")[0])
            let candidate = try layout(shown[i - 1] + " " + firstWord)
            #expect(candidate.size.width > width)
        }
        #expect(close(t.size.width, t.lines.map(\.width).max()!))
        #expect(close(t.size.height, Double(t.lines.count) * t.lineHeight))
    }

    @Test func lineRangesCoverTheString() throws {
        let t = try layout(Self.sentence, width: 100)
        #expect(t.lines.first!.range.lowerBound == Self.sentence.startIndex)
        #expect(t.lines.last!.range.upperBound == Self.sentence.endIndex)
        for i in 1..<t.lines.count { #expect(t.lines[i - 1].range.upperBound == t.lines[i].range.lowerBound) }
    }

    @Test func longWordBreaksByCharacter() throws {
        let word = "Supercalifragilisticexpialidocious"
        let t = try layout(word, width: 60)
        #expect(t.lines.count > 3)
        for line in t.lines { #expect(line.width <= 60 + 1e-6); #expect(!line.glyphs.isEmpty) }
        #expect(t.lineStrings.joined() == word)
        // A width narrower than one character still puts one character on each line.
        let narrow = try layout("abc", width: 1)
        #expect(narrow.lineStrings == ["a", "b", "c"])
    }

    @Test func breaksAfterHyphens() throws {
        let t = try layout("well-known state-of-the-art", width: 90)
        #expect(t.lines.count >= 2)
        #expect(t.lineStrings.joined() == String("well-known state-of-the-art".filter { $0 != " " }))
        for s in t.lineStrings.dropLast() { #expect(s.hasSuffix("-") || s.hasSuffix("known")) }
    }

    @Test func newlineForcesBreaks() throws {
        let t = try layout("alpha\nbeta\n\ngamma")
        #expect(t.lineStrings == ["alpha", "beta", "", "gamma"])
        #expect(t.lines[2].glyphs.isEmpty && t.lines[2].width == 0)
        let trailing = try layout("alpha\n")
        #expect(trailing.lines.count == 2)
        let crlf = try layout("a\r\nb\u{2028}c")
        #expect(crlf.lineStrings == ["a", "b", "c"])
    }

    @Test func idealWidthIsOneLinePerParagraphAndRoundTrips() throws {
        let ideal = try layout(Self.sentence)
        #expect(ideal.lines.count == 1)
        let again = try layout(Self.sentence, width: ideal.size.width)
        #expect(again.lines.count == 1)
        #expect(again.size == ideal.size)
        let infinite = try layout(Self.sentence, width: .infinity)
        #expect(infinite.size == ideal.size)
    }

    @Test func cjkBreaksBetweenIdeographsButNotBeforeClosingPunctuation() throws {
        // Works whether or not a CJK font is installed: missing ideographs are .notdef boxes with an advance.
        let text = "日本語の文章です。改行します。"
        let t = try layout(text, width: 60)
        #expect(t.lines.count > 1)
        #expect(t.lineStrings.joined() == text)
        for s in t.lineStrings.dropFirst() { #expect(!s.hasPrefix("。")) }
    }

    @Test func alignmentOffsetsLinesWithinTheWidest() throws {
        let text = "A much longer first line\nshort"
        let leading = try layout(text, alignment: .leading)
        let center = try layout(text, alignment: .center)
        let trailing = try layout(text, alignment: .trailing)
        let w0 = leading.lines[0].width, w1 = leading.lines[1].width
        #expect(center.size == leading.size && trailing.size == leading.size)
        #expect(leading.lines[1].origin.x == 0)
        #expect(center.lines[0].origin.x == 0)
        #expect(close(center.lines[1].origin.x, (w0 - w1) / 2))
        #expect(close(trailing.lines[1].origin.x, w0 - w1))
        #expect(close(center.lines[1].glyphs[0].position.x, (w0 - w1) / 2))
        // Wrapped text aligns within its widest line, not within the proposed width.
        let wrapped = try layout(WrappingTests.sentence, width: 150, alignment: .trailing)
        #expect(wrapped.size.width <= 150)
        for line in wrapped.lines { #expect(close(line.origin.x + line.width, wrapped.size.width)) }
    }
}

@Suite struct LineSpacingTests {
    @Test func lineSpacingGoesBetweenLinesOnly() throws {
        let plain = try layout("one\ntwo\nthree")
        let spaced = try TextLayout.make("one\ntwo\nthree", font: FontSpec(size: 17), width: nil, lineSpacing: 6, library: dejaVuOnly)
        #expect(close(spaced.size.height, plain.size.height + 2 * 6, 1e-9))
        #expect(close(spaced.firstBaseline, plain.firstBaseline, 1e-9))
        #expect(close(spaced.lastBaseline, plain.lastBaseline + 12, 1e-9))
        #expect(close(spaced.lines[1].origin.y - spaced.lines[0].origin.y, plain.lineHeight + 6, 1e-9))
        let single = try TextLayout.make("one", font: FontSpec(size: 17), width: nil, lineSpacing: 6, library: dejaVuOnly)
        #expect(close(single.size.height, single.lineHeight, 1e-9))
    }
}
