import Geometry
import Testing
import Typography

/// The system font: Inter (`fonts-inter`) by weight, italic and optical size; DejaVu for the other
/// designs and as the fallback.
@Suite struct SystemFontTests {
    static let interDir = "/usr/share/fonts/opentype/inter"
    /// Inter and DejaVu only, so the results do not depend on what else is installed.
    static let library = FontLibrary(searchPaths: [interDir, DejaVu.dir])

    func face(_ spec: FontSpec, _ lib: FontLibrary = SystemFontTests.library) throws -> FontFace { try lib.face(for: spec) }

    @Test func everyWeightHasItsOwnInterFace() throws {
        // FreeType's family/style names of Inter 4's static files (Inter-Thin.otf … Inter-Black.otf).
        let styles = ["Thin", "Extra Light", "Light", "Regular", "Medium", "Semi Bold", "Bold", "Extra Bold", "Black"]
        var widths: [Double] = []
        for (k, style) in styles.enumerated() {
            let spec = FontSpec(size: 17, weight: (k + 1) * 100)
            let f = try face(spec)
            #expect(f.file.hasSuffix("/Inter-" + String(style.filter { $0 != " " }) + ".otf"), "\(f)")
            #expect(f.familyName.hasPrefix("Inter"))
            widths.append(try TextLayout.make("Weights", font: spec, width: nil, library: Self.library).size.width)
        }
        // Inter widens with weight: each heavier face sets the word wider.
        for k in 1..<widths.count { #expect(widths[k] > widths[k - 1], "\(styles[k]) vs \(styles[k - 1]): \(widths)") }
        // Weights between classes round to the nearest one; out-of-range weights clamp.
        #expect(try face(FontSpec(size: 17, weight: 640)) == (try face(FontSpec(size: 17, weight: 600))))
        #expect(try face(FontSpec(size: 17, weight: 1200)) == (try face(FontSpec(size: 17, weight: 900))))
        #expect(try face(FontSpec(size: 17, weight: -5)) == (try face(FontSpec(size: 17, weight: 100))))
    }

    @Test func displayCutFromTwentyPoints() throws {
        #expect(try face(FontSpec(size: 19.9)).file.hasSuffix("/Inter-Regular.otf"))
        #expect(try face(FontSpec(size: 20)).file.hasSuffix("/InterDisplay-Regular.otf"))
        #expect(try face(FontSpec(size: 34, weight: 700)).file.hasSuffix("/InterDisplay-Bold.otf"))
        // The Display cut is tighter: "Settings" at 34 pt is narrower in it than Inter's Text cut scaled up.
        let display = try TextLayout.make("Settings", font: FontSpec(size: 34), width: nil, library: Self.library).size.width
        let text = try TextLayout.make("Settings", font: FontSpec(size: 17), width: nil, library: Self.library).size.width * 2
        #expect(display < text)
    }

    @Test func italicUsesInterItalicFaces() throws {
        #expect(try face(FontSpec(size: 17, isItalic: true)).file.hasSuffix("/Inter-Italic.otf"))
        #expect(try face(FontSpec(size: 17, weight: 600, isItalic: true)).file.hasSuffix("/Inter-SemiBoldItalic.otf"))
        #expect(try face(FontSpec(size: 28, weight: 300, isItalic: true)).file.hasSuffix("/InterDisplay-LightItalic.otf"))
        #expect(try face(FontSpec(size: 17, isItalic: true)).styleName == "Italic")
    }

    @Test func designsMapToInstalledFaces() throws {
        #expect(try face(FontSpec(size: 17, design: .rounded)) == (try face(FontSpec(size: 17))))
        #expect(try face(FontSpec(size: 17, design: .serif)).familyName == "DejaVu Serif")
        #expect(try face(FontSpec(size: 17, weight: 600, design: .serif)).styleName == "Bold")
        #expect(try face(FontSpec(size: 17, weight: 500, design: .monospaced)).file.hasSuffix("/DejaVuSansMono.ttf"))
        #expect(try face(FontSpec(size: 17, weight: 800, design: .monospaced, isItalic: true)).file
                    .hasSuffix("/DejaVuSansMono-BoldOblique.ttf"))
    }

    @Test func dejaVuStandsInWhenInterIsMissing() throws {
        #expect(try face(FontSpec(size: 17), dejaVuOnly).file.hasSuffix("/DejaVuSans.ttf"))
        #expect(try face(FontSpec(size: 17, weight: 700), dejaVuOnly).file.hasSuffix("/DejaVuSans-Bold.ttf"))
        let none = FontLibrary(searchPaths: ["/nonexistent-fonts"])
        do {
            _ = try none.face(for: FontSpec(size: 17, weight: 600))
            Issue.record("expected an error")
        } catch let e as TypographyError {
            #expect(e.kind == .familyNotInstalled)
            #expect(e.message == "Inter Semi Bold (Inter-SemiBold.otf) or DejaVu Sans Bold (DejaVuSans-Bold.ttf) is not "
                    + "installed under /nonexistent-fonts; install fonts-inter or fonts-dejavu-core")
        }
    }

    @Test func charactersInterLacksFallBackToDejaVu() throws {
        // Inter has no Arabic (its cmap); DejaVu Sans has the Arabic letters.
        let t = try TextLayout.make("Hi مرحبا", font: FontSpec(size: 17), width: nil, library: Self.library)
        #expect(t.missingCharacters.isEmpty)
        let families = Set(t.lines[0].glyphs.map(\.face.familyName))
        #expect(families == ["Inter", "DejaVu Sans"])
    }

    @Test func interIsCFFWithItsOwnMetrics() throws {
        // head/hhea read from the files with a table-directory parse (Python struct), independently of
        // FreeType: Inter 4 Regular 2816 units per em, ascender 2728, descender −680, line gap 0;
        // Inter Display Regular 2048, 1974, −502, 0. No `fvar`: the files are static, one per weight.
        let text = try Self.library.metrics(for: FontSpec(size: 11))   // the Text cut: below 20 pt
        #expect(text.unitsPerEm == 2816 && close(text.ascender, 2728 * 11 / 2816) && close(text.descender, 680 * 11 / 2816)
                && close(text.lineGap, 0))
        let display = try Self.library.metrics(for: FontSpec(size: 2048 * 2))
        #expect(display.unitsPerEm == 2048 && close(display.ascender, 1974 * 2) && close(display.descender, 502 * 2))
        let p = try TextLayout.make("S", font: FontSpec(size: 100), width: nil, library: Self.library).path()
        #expect(p.verbs.contains(.cubic) && !p.verbs.contains(.quad))
    }
}

/// Inter against DejaVu Sans, the system font before it, at 17 pt (body): the figures in the README.
@Suite struct InterWidthTests {
    static let samples = ["The quick brown fox jumps over the lazy dog 0123456789", "Hello, world!", "Settings", "Notifications"]

    @Test func interSetsNarrowerThanDejaVuSans() throws {
        for s in Self.samples {
            let inter = try TextLayout.make(s, font: FontSpec(size: 17), width: nil, library: SystemFontTests.library).size.width
            let dejaVu = try TextLayout.make(s, font: FontSpec(size: 17), width: nil, library: dejaVuOnly).size.width
            #expect(inter < dejaVu, "\(s)")
            let change = (inter / dejaVu - 1) * 100
            print("note: \"\(s)\" at 17 pt: Inter \(rounded2(inter)) pt, DejaVu Sans \(rounded2(dejaVu)) pt (\(rounded2(change)) %)")
        }
    }

    private func rounded2(_ v: Double) -> Double { (v * 100).rounded() / 100 }
}
