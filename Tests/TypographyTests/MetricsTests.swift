import Geometry
import Testing
import Typography

@Suite struct MetricsTests {
    @Test func dejaVuSansAt17MatchesTheFile() throws {
        let m = try dejaVuOnly.metrics(for: FontSpec(size: 17))
        let s = 17 / DejaVu.unitsPerEm
        #expect(m.unitsPerEm == 2048)
        #expect(close(m.ascender, DejaVu.ascender * s))          // 15.7798…
        #expect(close(m.descender, DejaVu.descender * s))        // 4.0092…
        #expect(close(m.lineGap, DejaVu.lineGap * s))
        #expect(close(m.lineHeight, (DejaVu.ascender + DejaVu.descender + DejaVu.lineGap) * s))
        #expect(close(m.capHeight, DejaVu.capHeight * s))
        #expect(close(m.xHeight, DejaVu.xHeight * s))
        #expect(m.size == 17)
    }

    @Test func metricsScaleLinearlyWithSize() throws {
        let a = try dejaVuOnly.metrics(for: FontSpec(size: 10))
        let b = try dejaVuOnly.metrics(for: FontSpec(size: 40))
        #expect(close(b.ascender, 4 * a.ascender))
        #expect(close(b.lineHeight, 4 * a.lineHeight))
    }

    @Test func naturalLineHeightAndBaselines() throws {
        let t = try layout("One\nTwo\nThree", size: 17)
        let m = try dejaVuOnly.metrics(for: FontSpec(size: 17))
        #expect(t.lines.count == 3)
        #expect(close(t.lineHeight, m.lineHeight))
        #expect(close(t.size.height, 3 * m.lineHeight))
        // lineGap is 0 for DejaVu: the first baseline is the ascender.
        #expect(close(t.firstBaseline, m.ascender))
        #expect(close(t.lastBaseline, 2 * m.lineHeight + m.ascender))
        for (i, line) in t.lines.enumerated() { #expect(close(line.origin.y, Double(i) * m.lineHeight + m.ascender)) }
    }

    @Test func overriddenLineHeightCentresTheFontBox() throws {
        // SwiftUI body: 17 pt text on 22 pt lines.
        let t = try layout("One\nTwo", size: 17, lineHeight: 22)
        let m = try dejaVuOnly.metrics(for: FontSpec(size: 17))
        let b = (22 - (m.ascender + m.descender)) / 2 + m.ascender
        #expect(t.size.height == 44)
        #expect(close(t.firstBaseline, b))
        #expect(close(t.lastBaseline, 22 + b))
    }

    @Test func invalidArgumentsAreErrors() {
        #expect(throws: TypographyError.self) { try dejaVuOnly.metrics(for: FontSpec(size: -1)) }
        #expect(throws: TypographyError.self) { try layout("x", size: .nan) }
        #expect(throws: TypographyError.self) { try layout("x", width: -5) }
        #expect(throws: TypographyError.self) { try layout("x", lineHeight: .infinity) }
    }
}
