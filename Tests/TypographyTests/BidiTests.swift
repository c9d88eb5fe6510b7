import Geometry
import Testing
import Typography

/// Bidirectional text (UAX #9 via FriBidi, reordered per line): glyph x positions of mixed runs.
@Suite struct BidiTests {
    /// DejaVu Sans has both the Latin and the Arabic letters, so every glyph comes from one face.
    let lib = dejaVuOnly

    /// The x of the glyphs drawing each source character (first glyph of its cluster).
    func xOf(_ t: TextLayout, _ c: Character) -> [Double] {
        t.lines.flatMap(\.glyphs).filter { g in g.character.map { t.string[$0].first == c } ?? false }.map(\.position.x)
    }

    @Test func arabicInsideEnglishRunsRightToLeftBetweenTheWords() throws {
        // "Hi مرحبا ok": a left-to-right paragraph; the Arabic word is level 1, so its first letter (meem)
        // is its rightmost glyph, and it sits between "Hi " and " ok".
        let t = try TextLayout.make("Hi مرحبا ok", font: FontSpec(size: 20), width: nil, library: lib)
        let h = xOf(t, "H")[0], o = xOf(t, "o")[0]
        let meem = xOf(t, "م")[0], alef = xOf(t, "ا")[0]
        #expect(h == 0)
        #expect(h < alef && alef < meem && meem < o)
        // Glyphs are laid edge to edge in visual order: each starts where the previous one ends.
        let glyphs = t.lines[0].glyphs
        for (a, b) in zip(glyphs, glyphs.dropFirst()) where b.advance > 0 && a.advance > 0 {
            #expect(close(a.position.x + a.advance, b.position.x, 1e-9))
        }
        #expect(close(t.size.width, glyphs.last!.position.x + glyphs.last!.advance, 1e-9))
    }

    @Test func paragraphDirectionComesFromTheFirstStrongCharacter() throws {
        // "مرحبا Hi": a right-to-left paragraph: "Hi" is on the left, the Arabic word on the right,
        // meem rightmost of all.
        let t = try TextLayout.make("مرحبا Hi", font: FontSpec(size: 20), width: nil, library: lib)
        let h = xOf(t, "H")[0], i = xOf(t, "i")[0], meem = xOf(t, "م")[0], alef = xOf(t, "ا")[0]
        #expect(h == 0 && h < i)
        #expect(i < alef && alef < meem)
        #expect(close(meem + t.lines[0].glyphs.last!.advance, t.size.width, 1e-9))
        #expect(t.lines[0].glyphs.last!.glyph == 5341)   // initial meem (hb-shape: 5341=0+1097)
    }

    @Test func digitsInArabicStayLeftToRight() throws {
        // "عدد 123": European digits are a left-to-right run inside the right-to-left paragraph.
        let t = try TextLayout.make("عدد 123", font: FontSpec(size: 20), width: nil, library: lib)
        let one = xOf(t, "1")[0], two = xOf(t, "2")[0], three = xOf(t, "3")[0], ain = xOf(t, "ع")[0]
        #expect(one < two && two < three && three < ain)
    }

    @Test func rightToLeftParagraphsAlignToTheRightWhenLeading() throws {
        // Two paragraphs: an English one (leading = left) and an Arabic one (leading = right).
        let t = try TextLayout.make("Hello there\nمرحبا", font: FontSpec(size: 20), width: nil, alignment: .leading, library: lib)
        #expect(t.lines[0].origin.x == 0)
        #expect(close(t.lines[1].origin.x + t.lines[1].width, t.size.width, 1e-9))
        #expect(t.lines[1].origin.x > 0)
    }

    @Test func rightToLeftLayoutDirectionMirrorsLeadingAndTrailing() throws {
        let s = "Hello there\nHi"
        let ltr = try TextLayout.make(s, font: FontSpec(size: 20), width: nil, alignment: .leading, library: lib)
        let rtl = try TextLayout.make(s, font: FontSpec(size: 20), width: nil, alignment: .leading, rightToLeft: true, library: lib)
        let rtlTrailing = try TextLayout.make(s, font: FontSpec(size: 20), width: nil, alignment: .trailing, rightToLeft: true,
                                              library: lib)
        #expect(ltr.lines[1].origin.x == 0)
        #expect(close(rtl.lines[1].origin.x, rtl.size.width - rtl.lines[1].width, 1e-9))
        #expect(rtlTrailing.lines[1].origin.x == 0)
        // The English words themselves still read left to right.
        #expect(xOf(rtl, "H")[1] < xOf(rtl, "i")[0])
    }

    @Test func wrappedRightToLeftLinesReorderAfterBreaking() throws {
        // Each wrapped line of an Arabic paragraph starts (reading order) at its right edge.
        let word = "مرحبا"
        let s = [word, word, word, word].joined(separator: " ")
        let one = try TextLayout.make(word, font: FontSpec(size: 20), width: nil, library: lib)
        let t = try TextLayout.make(s, font: FontSpec(size: 20), width: one.size.width * 2.5, library: lib)
        #expect(t.lines.count == 2)
        for line in t.lines {
            // The line's last glyph (rightmost) is an initial meem: the first letter of the line's first word.
            #expect(line.glyphs.last!.glyph == 5341)
            #expect(close(line.origin.x + line.width, t.size.width, 1e-9))
        }
    }
}
