import Flipbook
import Symbols
import Testing

@Suite struct TextAndSymbolTests {
    @Test(arguments: Font.TextStyle.allCases)
    func textStylesSetTheLineHeightAndSize(_ style: Font.TextStyle) throws {
        let font = Font.system(style)
        let one = try laidOutSize(Text("Hg").font(.system(style)))
        let two = try laidOutSize(Text("Hg\nHg").font(.system(style)))
        if let lineHeight = font.styleLineHeight {
            // The styles with a table leading use it for every line (`swiftui-semantics.md` §8).
            #expect(one.height == lineHeight && two.height == 2 * lineHeight)
        } else {
            #expect(one.height > font.size && abs(two.height - 2 * one.height) <= 1.0 / 32)
        }
        // Width grows with the point size: the same text at the style's size vs 10 pt.
        #expect(one.width > (try laidOutSize(Text("Hg").font(.system(size: 10)))).width * font.size / 10 * 0.9)
    }

    @Test func everyWeightHasItsOwnFace() throws {
        func width(_ w: Font.Weight) throws -> Double { try laidOutSize(Text("Weights").font(.title).fontWeight(w)).width }
        // Inter Display's nine weights, ultraLight (Thin) … black: each heavier face is wider.
        let widths = try Font.Weight.allCases.map(width)
        for k in 1..<widths.count { #expect(widths[k] > widths[k - 1], "\(Font.Weight.allCases[k]): \(widths)") }
        #expect(try laidOutSize(Text("Weights").font(.title).bold()).width == (try width(.bold)))
        #expect(try laidOutSize(Text("Weights").font(.system(size: 28, weight: .heavy))).width == (try width(.heavy)))
        // Serif (DejaVu Serif) has only regular and bold: semibold and up use bold.
        func serif(_ w: Font.Weight) throws -> Double {
            try laidOutSize(Text("Weights").font(.system(size: 28, weight: w, design: .serif))).width
        }
        #expect(try serif(.medium) == (try serif(.regular)) && (try serif(.semibold)) == (try serif(.black)))
        #expect(try serif(.bold) > (try serif(.regular)))
    }

    @Test func lineLimitTruncatesAndAlignmentMovesLines() throws {
        let long = "one two three four five six seven eight nine ten eleven twelve"
        let free = try laidOutSize(Text(long).frame(width: 100))
        let limited = try laidOutSize(Text(long).lineLimit(2).frame(width: 100))
        #expect(free.height > 2 * 22 && limited.height == 2 * 22)
        // Pixels: a two-line text centred vs trailing; the short second line moves right.
        let text = "wide first line\nshort"
        func inkLeft(ofRow y: Int, _ a: TextAlignment) throws -> Int {
            let p = try still(Text(text).multilineTextAlignment(a).foregroundStyle(.black), 200, 60)
            return (0..<200).first { x in pixel(p, x, y) != white } ?? -1
        }
        // Body text on a 200 × 60 canvas: two 22-point lines from y = 8; row 42 is inside the
        // x-height of "short" (baseline ≈ 47, x-height ≈ 9 points).
        let leading = try inkLeft(ofRow: 42, .leading), centre = try inkLeft(ofRow: 42, .center)
        let trailing = try inkLeft(ofRow: 42, .trailing)
        #expect(leading >= 0 && leading < centre && centre < trailing)
    }

    @Test(arguments: SymbolLibrary.names)
    func everySymbolDrawsInsideItsFrame(_ name: String) throws {
        // At .title (28 pt) the frame is the symbol's design size at 28 pt, centred on the canvas
        // (drawn at scale 2, so frame × 2 in pixels).
        let size = try SymbolLibrary.symbol(named: name).size(pointSize: 28)
        #expect(near(try laidOutSize(Image(systemName: name).font(.title)), size))
        let p = try still(Image(systemName: name).font(.title).foregroundStyle(.black), 60, 60, scale: 2)
        let ink = try #require(inkBounds(p), "\(name) draws nothing")
        let frame = Rect(x: 60 - size.width, y: 60 - size.height, width: 2 * size.width, height: 2 * size.height)
        #expect(Double(ink.minX) >= frame.minX.rounded(.down) - 1 && Double(ink.maxX) < frame.maxX.rounded(.up) + 1, "\(name)")
        #expect(Double(ink.minY) >= frame.minY.rounded(.down) - 1 && Double(ink.maxY) < frame.maxY.rounded(.up) + 1, "\(name)")
        // The foreground style paints it: its darkest pixel is black.
        #expect(p.pixels.contains(Color.black.premultiplied.packed), "\(name)")
    }

    @Test func symbolsFollowTheFontSizeAndResizeWhenResizable() throws {
        let small = try laidOutSize(Image(systemName: "star.fill").font(.caption))
        let large = try laidOutSize(Image(systemName: "star.fill").font(.largeTitle))
        #expect(abs(large.width / small.width - 34.0 / 12.0) < 0.01)
        #expect(near(small, try SymbolLibrary.symbol(named: "star.fill").size(pointSize: 12)))
        #expect(try laidOutSize(Image(systemName: "star.fill").resizable().frame(width: 90, height: 40))
            == Size(width: 90, height: 40))
    }

    /// `.imageScale` sizes symbols to SF Symbols' small and large scales of the font [estimate:
    /// 0.78 and 1.29] and keeps them centred on the text's cap height beside it.
    @Test func imageScaleSizesSymbolsAndKeepsThemCentredOnTheText() throws {
        let medium = try laidOutSize(Image(systemName: "bell.fill").font(.title))
        for scale in Image.Scale.allCases {
            let size = try laidOutSize(Image(systemName: "bell.fill").font(.title).imageScale(scale))
            #expect(near(size, Size(width: medium.width * scale.factor, height: medium.height * scale.factor), 2.0 / 64), "\(scale)")
        }
        // The environment reaches symbols below, as .font does; text is not scaled.
        let text = try laidOutSize(Text("Bell").font(.title))
        #expect(try laidOutSize(Text("Bell").font(.title).imageScale(.large)) == text)
        // Beside text on a shared baseline, every scale has the same centre line.
        func centreBelowTextTop(_ scale: Image.Scale) throws -> Double {
            let root = try layout(HStack(alignment: .firstTextBaseline) {
                Text("Bell")
                Image(systemName: "bell.fill").imageScale(scale)
            }.font(.title).makeNode(), in: Size(width: 400, height: 400), scale: 64)
            let nodes = root.allNodes
            let symbol = try #require(nodes.first { if case .symbol = $0.kind { true } else { false } })
            let label = try #require(nodes.first { if case .text = $0.kind { true } else { false } })
            return symbol.frame.midY - label.frame.minY
        }
        let centre = try centreBelowTextTop(.medium)
        #expect(abs(try centreBelowTextTop(.small) - centre) <= 2.0 / 64)
        #expect(abs(try centreBelowTextTop(.large) - centre) <= 2.0 / 64)
    }
}
