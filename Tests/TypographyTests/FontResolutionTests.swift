import Geometry
import Testing
import Typography

@Suite struct FontResolutionTests {
    @Test func missingCharactersAreReportedAndDrawnAsNotdef() throws {
        // Only DejaVu is visible to this library, and DejaVu has no CJK ideographs.
        let t = try layout("Hi 日本日", size: 20)
        #expect(t.missingCharacters == ["日", "本"])
        let boxes = t.lines[0].glyphs.filter { $0.glyph == 0 }
        #expect(boxes.count == 3)
        #expect(boxes.allSatisfy { $0.hasOutline && $0.face.familyName == "DejaVu Sans" })
        #expect(close(boxes[0].advance, 1229 * 20 / DejaVu.unitsPerEm))   // .notdef advance (fontTools hmtx)
    }

    @Test func missingCharactersCanBeAnError() throws {
        do {
            _ = try TextLayout.make("Hi 日本", font: FontSpec(size: 20), width: nil, library: dejaVuOnly,
                                    missingCharacters: .error)
            Issue.record("expected an error")
        } catch let e as TypographyError {
            #expect(e.kind == .missingCharacters)
            #expect(e.description == "no installed font has the characters 日本 (U+65E5 U+672C); install fonts-noto-cjk")
        }
        // Text that every character of is present does not throw.
        _ = try TextLayout.make("Hi", font: FontSpec(size: 20), width: nil, library: dejaVuOnly, missingCharacters: .error)
    }

    @Test func fallbackFindsCharactersThePrimaryFaceLacks() throws {
        // DejaVu Sans Mono lacks U+2630 ☰ that DejaVu Sans has (fontTools cmap): fallback draws it from DejaVu Sans.
        let t = try TextLayout.make("a☰", font: FontSpec(size: 20, design: .monospaced), width: nil, library: dejaVuOnly)
        #expect(t.missingCharacters.isEmpty)
        #expect(t.lines[0].glyphs[0].face.familyName == "DejaVu Sans Mono")
        #expect(t.lines[0].glyphs[1].face.familyName == "DejaVu Sans")
        #expect(t.lines[0].glyphs[1].glyph != 0)
    }

    @Test func japaneseWithAnInstalledCJKFont() throws {
        let lib = FontLibrary.shared
        let t = try TextLayout.make("日本語のテキスト", font: FontSpec(size: 20), width: nil, library: lib)
        guard t.missingCharacters.isEmpty else {
            print("note: no CJK font installed (apt-get install fonts-noto-cjk); Japanese fallback check skipped")
            return
        }
        let faces = Set(t.lines[0].glyphs.map(\.face))
        #expect(faces.count >= 1 && !faces.contains { $0.familyName == "DejaVu Sans" })
        #expect(t.lines[0].glyphs.allSatisfy { $0.glyph != 0 && $0.hasOutline })
        // Ideographs are (about) one em wide.
        for g in t.lines[0].glyphs { #expect(g.advance > 15 && g.advance <= 20.5) }
        let wrapped = try TextLayout.make("日本語のテキストを折り返します。", font: FontSpec(size: 20), width: 70, library: lib)
        #expect(wrapped.lines.count > 1)
        for line in wrapped.lines { #expect(line.width <= 70 + 1e-6) }
        print("note: CJK fallback face: \(faces.map(\.description).sorted())")
    }

    @Test func customFontFileByPath() throws {
        let spec = FontSpec(size: 24, file: DejaVu.dir + "/DejaVuSerif-Italic.ttf")
        let face = try dejaVuOnly.face(for: spec)
        #expect(face.familyName == "DejaVu Serif" && face.styleName == "Italic")
        let t = try TextLayout.make("Hello", font: spec, width: nil, library: dejaVuOnly)
        #expect(t.lines[0].glyphs.allSatisfy { $0.face == face })
        let regular = try layout("Hello", size: 24)
        #expect(t.size.width != regular.size.width)
    }

    @Test func cubicOutlinesFromAnOpenTypeCFFFont() throws {
        let otf = "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf"
        guard let face = try? dejaVuOnly.face(for: FontSpec(size: 10, file: otf)) else {
            print("note: \(otf) not installed (fonts-urw-base35); CFF outline check skipped")
            return
        }
        #expect(face.unitsPerEm == 1000)
        let t = try TextLayout.make("S", font: FontSpec(size: 100, file: otf), width: nil, library: dejaVuOnly)
        let p = t.path()
        #expect(p.verbs.contains(.cubic))
        #expect(!p.verbs.contains(.quad))
    }

    @Test func badFontPathIsAnError() throws {
        do {
            _ = try layout("x", size: 12, library: dejaVuOnly, file: "/nonexistent/x.ttf")
            Issue.record("expected an error")
        } catch let e as TypographyError {
            #expect(e.kind == .fontFileNotFound)
            #expect(e.description == "font file not found: /nonexistent/x.ttf")
        }
        // A file that exists but is not a font.
        do {
            _ = try layout("x", size: 12, library: dejaVuOnly, file: "/etc/passwd")
            Issue.record("expected an error")
        } catch let e as TypographyError {
            #expect(e.kind == .unusableFont)
            #expect(e.description.hasPrefix("cannot open font file /etc/passwd: FreeType error"))
        }
    }

    @Test func missingDefaultFamilyNamesThePackage() throws {
        let empty = FontLibrary(searchPaths: ["/nonexistent-fonts"])
        do {
            _ = try empty.metrics(for: FontSpec(size: 12))
            Issue.record("expected an error")
        } catch let e as TypographyError {
            #expect(e.kind == .familyNotInstalled)
            #expect(e.description.contains("Inter-Regular.otf") && e.description.contains("DejaVuSans.ttf")
                    && e.description.hasSuffix("install fonts-inter or fonts-dejavu-core"))
        }
    }
}

private func layout(_ s: String, size: Double, library: FontLibrary, file: String) throws -> TextLayout {
    try TextLayout.make(s, font: FontSpec(size: size, file: file), width: nil, library: library)
}
