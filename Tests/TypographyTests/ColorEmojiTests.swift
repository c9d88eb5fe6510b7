import Geometry
import Testing
import Typography

/// Colour emoji from Noto Color Emoji (fonts-noto-color-emoji): CBDT bitmaps through FreeType,
/// sequences through HarfBuzz. Glyph ids from `hb-shape --no-glyph-names NotoColorEmoji.ttf TEXT`.
@Suite struct ColorEmojiTests {
    static let noto = "/usr/share/fonts/truetype/noto"
    static let emojiFile = noto + "/NotoColorEmoji.ttf"
    static let library = FontLibrary(searchPaths: [DejaVu.dir, noto])

    func emojiInstalled() -> Bool {
        FontLibrary(searchPaths: [Self.noto]).installedFontFiles.contains(Self.emojiFile)
    }

    @Test func emojiAreColourBitmapsAtTheTextSize() throws {
        guard emojiInstalled() else { print("note: fonts-noto-color-emoji not installed; emoji check skipped"); return }
        let t = try TextLayout.make("Hi 👋", font: FontSpec(size: 20), width: nil, library: Self.library)
        #expect(t.missingCharacters.isEmpty)
        let wave = try #require(t.lines[0].glyphs.last)
        #expect(wave.face.familyName == "Noto Color Emoji")
        #expect(wave.glyph == 567)                                  // [567=0+2550]
        #expect(close(wave.advance, 2550 * 20 / 2048, 1e-9))
        let bitmap = try #require(wave.colorBitmap)
        #expect(bitmap.pixelsPerEm == 109)                          // the font's one strike
        #expect(bitmap.width == 136 && bitmap.height == 128)
        // The bitmap is drawn scaled to the font size: 136 strike pixels at 20/109 points each.
        let r = try #require(wave.colorBitmapRect)
        #expect(abs(r.width - 136 * 20 / 109) < 1e-9)
        #expect(r.minX >= wave.position.x - 1e-9 && r.maxY > wave.position.y)
        // Colour: some pixels are neither grey nor transparent (the yellow hand).
        let coloured = bitmap.pixels.filter { p in
            let r = Int(p & 0xFF), g = Int((p >> 8) & 0xFF), b = Int((p >> 16) & 0xFF), a = Int(p >> 24)
            return a > 200 && r > 200 && g > 150 && b < 100
        }
        #expect(coloured.count > 100)
        #expect(!wave.hasOutline)
    }

    @Test func sequencesShapeToOneGlyph() throws {
        guard emojiInstalled() else { return }
        // ZWJ family [2104=0+2550], flag of Japan [1639=0+2550], waving hand with a skin tone [2041=0+2550].
        for (s, gid) in [("👨‍👩‍👧", UInt32(2104)), ("🇯🇵", 1639), ("👋🏽", 2041)] {
            let t = try TextLayout.make(s, font: FontSpec(size: 17), width: nil, library: Self.library)
            #expect(t.lines[0].glyphs.map(\.glyph) == [gid], "\(s)")
            #expect(t.lines[0].glyphs.first?.colorBitmap != nil)
        }
        // An emoji presentation selector picks the colour face although DejaVu has a black heart:
        // "❤️" → [168=0+2550], "❤" alone stays DejaVu's text heart.
        let red = try TextLayout.make("\u{2764}\u{FE0F}", font: FontSpec(size: 17), width: nil, library: Self.library)
        #expect(red.lines[0].glyphs.map(\.glyph) == [168])
        let text = try TextLayout.make("\u{2764}", font: FontSpec(size: 17), width: nil, library: Self.library)
        #expect(text.lines[0].glyphs.first?.face.familyName == "DejaVu Sans")
    }

    @Test func aMissingEmojiNamesTheCharacterAndThePackage() throws {
        let t = try TextLayout.make("Hi 👋", font: FontSpec(size: 20), width: nil, library: dejaVuOnly)
        #expect(t.missingCharacters == ["👋"])
        do {
            _ = try TextLayout.make("Hi 👋", font: FontSpec(size: 20), width: nil, library: dejaVuOnly, missingCharacters: .error)
            Issue.record("expected an error")
        } catch let e as TypographyError {
            #expect(e.message == "no installed font has the characters 👋 (U+1F44B); install fonts-noto-color-emoji")
        }
    }
}
