import Geometry
import Testing
import Typography

/// Glyph ids and positions against HarfBuzz's own `hb-shape` (libharfbuzz-bin 6.0.0, run offline:
/// `hb-shape --no-glyph-names FONT TEXT`, output `gid=cluster@xoff,yoff+xadvance` in font units, glyphs
/// in visual order). Our layout must put each glyph where hb-shape's pen puts it, scaled to the size.
@Suite struct HarfBuzzShapingTests {
    /// One glyph of hb-shape's output.
    struct Expected { var gid: UInt32; var xOffset = 0.0; var yOffset = 0.0; var advance: Double }

    static let lohit = "/usr/share/fonts/truetype/lohit-devanagari"
    static let tlwg = "/usr/share/fonts/truetype/tlwg"
    /// DejaVu plus the Devanagari and Thai faces (fonts-lohit-deva, fonts-tlwg-loma-ttf), nothing else.
    static let library = FontLibrary(searchPaths: [DejaVu.dir, lohit, tlwg])

    /// Checks the first line's glyphs (visual order) against hb-shape's pen positions.
    func expectShaped(_ s: String, _ expected: [Expected], unitsPerEm: Double, size: Double = 40,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let t = try TextLayout.make(s, font: FontSpec(size: size), width: nil, library: Self.library)
        #expect(t.lines.count == 1, sourceLocation: sourceLocation)
        let glyphs = t.lines[0].glyphs
        #expect(glyphs.map(\.glyph) == expected.map(\.gid), sourceLocation: sourceLocation)
        guard glyphs.count == expected.count else { return }
        let scale = size / unitsPerEm
        var pen = 0.0
        for (g, e) in zip(glyphs, expected) {
            #expect(abs(g.position.x - (pen + e.xOffset) * scale) <= 0.25, "x of glyph \(e.gid)", sourceLocation: sourceLocation)
            #expect(abs(g.position.y - (t.firstBaseline - e.yOffset * scale)) <= 0.25, "y of glyph \(e.gid)",
                    sourceLocation: sourceLocation)
            #expect(close(g.position.x, (pen + e.xOffset) * scale, 1e-9), sourceLocation: sourceLocation)   // exact, in fact
            pen += e.advance
        }
        #expect(close(t.size.width, pen * scale, 1e-9), sourceLocation: sourceLocation)
    }

    @Test func kerningFromGPOS() throws {
        // [36=0+1270|57=1+1401]: A's advance carries the A–V kern (1401 − 131).
        try expectShaped("AV", [Expected(gid: 36, advance: 1270), Expected(gid: 57, advance: 1401)], unitsPerEm: 2048)
        // [55=0+903|82=1+1253]
        try expectShaped("To", [Expected(gid: 55, advance: 903), Expected(gid: 82, advance: 1253)], unitsPerEm: 2048)
    }

    @Test func ligatureJoinsCharactersIntoOneCluster() throws {
        // [82=0+1253|5044=1+1980|70=4+1126|72=5+1260]: "ffi" is one glyph (uniFB03).
        try expectShaped("office", [Expected(gid: 82, advance: 1253), Expected(gid: 5044, advance: 1980),
                                    Expected(gid: 70, advance: 1126), Expected(gid: 72, advance: 1260)], unitsPerEm: 2048)
        let t = try TextLayout.make("office", font: FontSpec(size: 40), width: nil, library: Self.library)
        #expect(t.lineStrings == ["office"])
        let lig = t.lines[0].glyphs[1]
        #expect(lig.character.map { String(t.string[$0]) } == "ffi")
    }

    @Test func arabicJoinsAndRunsRightToLeft() throws {
        // [5256=4+624|5260=3+618|5277=2+1266|5288=1+1130|5341=0+1097]: final alef … initial meem, left to right.
        try expectShaped("مرحبا", [Expected(gid: 5256, advance: 624), Expected(gid: 5260, advance: 618),
                                   Expected(gid: 5277, advance: 1266), Expected(gid: 5288, advance: 1130),
                                   Expected(gid: 5341, advance: 1097)], unitsPerEm: 2048)
    }

    @Test func devanagariConjuncts() throws {
        // Lohit Devanagari (1024 units/em): [520=0+657|368=3+266|593=3+539|352=7+596]
        try expectShaped("क्षत्रिय", [Expected(gid: 520, advance: 657), Expected(gid: 368, advance: 266),
                                       Expected(gid: 593, advance: 539), Expected(gid: 352, advance: 596)], unitsPerEm: 1024)
    }

    @Test func thaiMarksStackOnTheirBase() throws {
        // Loma (2048 units/em): [247=0+1250|244=1+1150|254=1+0|247=3+1250|225=4+1330|258=4+0]
        try expectShaped("สวัสดี", [Expected(gid: 247, advance: 1250), Expected(gid: 244, advance: 1150),
                                    Expected(gid: 254, advance: 0), Expected(gid: 247, advance: 1250),
                                    Expected(gid: 225, advance: 1330), Expected(gid: 258, advance: 0)], unitsPerEm: 2048)
        // [228=0+1350|258=0+0|273=0+0|230=3+1400|258=3@-97,0+0|273=3@-97,0+0]: marks over นี่ shift left.
        try expectShaped("ที่นี่", [Expected(gid: 228, advance: 1350), Expected(gid: 258, advance: 0),
                                  Expected(gid: 273, advance: 0), Expected(gid: 230, advance: 1400),
                                  Expected(gid: 258, xOffset: -97, advance: 0), Expected(gid: 273, xOffset: -97, advance: 0)],
                        unitsPerEm: 2048)
    }

    @Test func monospacedDigitsAskForTabularFigures() throws {
        // DejaVu's figures are tabular already (hb-shape with and without --features=tnum: 20=…+1303 each).
        let plain = try TextLayout.make("1111", font: FontSpec(size: 20), width: nil, library: dejaVuOnly)
        let tnum = try TextLayout.make("1111", font: FontSpec(size: 20, monospacedDigits: true), width: nil, library: dejaVuOnly)
        #expect(close(plain.size.width, 4 * 1303 * 20 / 2048))
        #expect(close(tnum.size.width, plain.size.width))
    }

    @Test func shapedRunsAreReusedAndResultsDoNotDependOnTheCache() throws {
        let lib = FontLibrary(searchPaths: [DejaVu.dir])
        let a = try TextLayout.make("Office hours", font: FontSpec(size: 17), width: nil, library: lib)
        let b = try TextLayout.make("Office hours", font: FontSpec(size: 17), width: nil, library: lib)
        #expect(a.lines[0].glyphs.map(\.position) == b.lines[0].glyphs.map(\.position))
        let fresh = try TextLayout.make("Office hours", font: FontSpec(size: 17), width: nil, library: FontLibrary(searchPaths: [DejaVu.dir]))
        #expect(a.lines[0].glyphs.map(\.position) == fresh.lines[0].glyphs.map(\.position))
    }
}

@Suite struct TextLimitTests {
    @Test func tenThousandCombiningMarksAreBounded() throws {
        let s = "a" + String(repeating: "\u{301}", count: 100_000) + "b"
        let start = ContinuousClock.now
        let t = try layout(s)
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(t.lines.count == 1)
        // a, at most 63 marks, b.
        #expect(t.lines[0].glyphs.count <= FontLibrary.maxScalarsPerCharacter + 1)
    }

    @Test func textOverOneMebibyteIsRefused() throws {
        let s = String(repeating: "a", count: FontLibrary.maxTextBytes + 1)
        #expect(throws: TypographyError.self) { try layout(s) }
        do { _ = try layout(s) } catch let e as TypographyError {
            #expect(e.kind == .invalidArgument)
            #expect(e.message.contains("1 MiB"))
        }
    }

    @Test func aLongParagraphJustUnderTheLimitWrapsInBoundedTime() throws {
        let word = "lorem ipsum dolor "
        let s = String(repeating: word, count: 50_000)   // 900 kB
        let start = ContinuousClock.now
        let t = try layout(s, width: 300)
        #expect(ContinuousClock.now - start < .seconds(30))
        #expect(t.lines.count > 1000)
    }
}
