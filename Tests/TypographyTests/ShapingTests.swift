import Geometry
import Testing
import Typography

@Suite struct ShapingTests {
    @Test func helloWorldAdvanceIsTheSumOfGlyphAdvances() throws {
        let t = try layout("Hello, world!", size: 28)
        let s = 28 / DejaVu.unitsPerEm
        #expect(t.lines.count == 1)
        #expect(t.lines[0].glyphs.count == 13)
        var x = 0.0
        for (g, adv) in zip(t.lines[0].glyphs, DejaVu.helloAdvances) {
            #expect(close(g.position.x, x))
            #expect(close(g.advance, adv * s))
            x += adv * s
        }
        #expect(close(t.size.width, DejaVu.helloAdvances.reduce(0, +) * s))   // 177.0957…
        #expect(close(t.lines[0].width, t.size.width))
    }

    @Test func kerningPairsAsTheKernTableHasThem() throws {
        let s = 28 / DejaVu.unitsPerEm
        let av = try layout("AV", size: 28)
        #expect(close(av.size.width, (DejaVu.advA + DejaVu.advV + DejaVu.kernAV) * s))
        #expect(close(av.lines[0].glyphs[1].position.x, (DejaVu.advA + DejaVu.kernAV) * s))
        let to = try layout("To", size: 28)
        #expect(close(to.size.width, (DejaVu.advT + DejaVu.advO + DejaVu.kernTo) * s))
        // Kerned pairs are narrower than the same glyphs set apart.
        let apart = try layout("A V", size: 28)
        #expect(apart.size.width > av.size.width + DejaVu.advSpace * s)
    }

    @Test func boldIsWiderThanRegular() throws {
        let r = try layout("Hello, world!", size: 28)
        let b = try layout("Hello, world!", size: 28, bold: true)
        #expect(b.size.width > r.size.width)
        #expect(close(b.size.width, DejaVu.helloBoldTotal * 28 / DejaVu.unitsPerEm))
        #expect(b.lines[0].glyphs[0].face.styleName == "Bold")
    }

    @Test func designsResolveToDejaVuFamilies() throws {
        let lib = dejaVuOnly
        #expect(try lib.face(for: FontSpec(size: 12)).familyName == "DejaVu Sans")
        #expect(try lib.face(for: FontSpec(size: 12, design: .rounded)).familyName == "DejaVu Sans")
        #expect(try lib.face(for: FontSpec(size: 12, design: .serif)).familyName == "DejaVu Serif")
        #expect(try lib.face(for: FontSpec(size: 12, design: .monospaced)).familyName == "DejaVu Sans Mono")
        #expect(try lib.face(for: FontSpec(size: 12, isBold: true, design: .serif)).styleName == "Bold")
        // Monospaced: every glyph has the same advance.
        let m = try TextLayout.make("iiWW", font: FontSpec(size: 20, design: .monospaced), width: nil, library: lib)
        #expect(close(m.size.width, 4 * DejaVu.monoAdvance * 20 / DejaVu.unitsPerEm))
    }

    @Test func emptyStringHasNoLines() throws {
        let t = try layout("")
        #expect(t.lines.isEmpty)
        #expect(t.size == .zero)
        #expect(t.path().isEmpty)
    }

    @Test func combiningMarksAndJoinersTakeNoExtraLine() throws {
        // "é" as e + U+0301 is one character, which HarfBuzz composes to the font's precomposed glyph;
        // a zero-width joiner draws nothing (hb-shape: [eacute=0+1224|x=2+1212|space=2+0|y=4+1212], the
        // joiner's blank glyph removed here).
        let t = try layout("e\u{301}x\u{200D}y")
        #expect(t.lines.count == 1)
        #expect(t.missingCharacters.isEmpty)
        #expect(t.lines[0].glyphs.map(\.glyph) == [171, 91, 92])   // é, x, y
    }
}
