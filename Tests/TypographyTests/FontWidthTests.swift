import Testing
import Typography

/// `Font.Width`: Inter has one width, so `.condensed`/`.compressed` are DejaVu Sans Condensed and
/// `.expanded` DejaVu Sans (see `FontSpec.Width`); widths measured through HarfBuzz at 17 pt.
@Suite struct FontWidthTests {
    static let library = SystemFontTests.library

    func width(_ s: String, _ w: FontSpec.Width, weight: Int = 400, size: Double = 17) throws -> Double {
        var spec = FontSpec(size: size, weight: weight)
        spec.width = w
        return try TextLayout.make(s, font: spec, width: nil, library: Self.library).size.width
    }

    func face(_ w: FontSpec.Width, weight: Int = 400, italic: Bool = false, design: FontSpec.Design = .default) throws -> FontFace {
        var spec = FontSpec(size: 17, weight: weight, design: design, isItalic: italic)
        spec.width = w
        return try Self.library.face(for: spec)
    }

    @Test func widthsMapToInstalledFaces() throws {
        #expect(try face(.standard).file.hasSuffix("/Inter-Regular.otf"))
        #expect(try face(.condensed).file.hasSuffix("/DejaVuSansCondensed.ttf"))
        #expect(try face(.compressed).file.hasSuffix("/DejaVuSansCondensed.ttf"))
        #expect(try face(.condensed, weight: 700, italic: true).file.hasSuffix("/DejaVuSansCondensed-BoldOblique.ttf"))
        #expect(try face(.expanded).file.hasSuffix("/DejaVuSans.ttf"))
        #expect(try face(.expanded, weight: 600).file.hasSuffix("/DejaVuSans-Bold.ttf"))
        #expect(try face(.condensed, design: .serif).file.hasSuffix("/DejaVuSerifCondensed.ttf"))
        // SF Mono has one width: monospaced ignores it.
        #expect(try face(.condensed, design: .monospaced).file.hasSuffix("/DejaVuSansMono.ttf"))
    }

    @Test func condensedIsNarrowerAndExpandedWiderThanStandard() throws {
        for s in InterWidthTests.samples {
            let standard = try width(s, .standard), condensed = try width(s, .condensed), expanded = try width(s, .expanded)
            #expect(condensed < standard, "\(s)")
            #expect(expanded > standard, "\(s)")
            print("note: \"\(s)\" at 17 pt: standard \(r2(standard)) pt, condensed \(r2(condensed)) pt (\(r2((condensed / standard - 1) * 100)) %), "
                  + "expanded \(r2(expanded)) pt (\(r2((expanded / standard - 1) * 100)) %)")
        }
        // The pangram, measured: 466.53 pt standard, 446.00 condensed (−4.4 %), 495.92 expanded (+6.3 %)
        // (see the README, Typography).
        let pangram = InterWidthTests.samples[0]
        #expect(abs(try width(pangram, .standard) - 466.53) < 0.01)
        #expect(abs(try width(pangram, .condensed) - 446.00) < 0.01)
        #expect(abs(try width(pangram, .compressed) - 446.00) < 0.01)
        #expect(abs(try width(pangram, .expanded) - 495.92) < 0.01)
    }

    private func r2(_ v: Double) -> Double { (v * 100).rounded() / 100 }
}
