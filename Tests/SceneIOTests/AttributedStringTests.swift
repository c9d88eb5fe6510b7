import Document
import Flipbook
import Geometry
import Layout
import Raster
import SceneScript
import Testing

/// Foundation's `AttributedString` shown by `Text(_:)`, written as view files write it.
@Suite struct AttributedStringTests {
    /// A script whose view shows `Text(message)`, `message` a computed property with `body` as its getter.
    func source(_ getter: String, text: String = "Text(message)") -> String {
        """
        import SwiftUI
        struct V: View {
            var message: AttributedString {
                \(getter)
            }
            var body: some View { \(text) }
        }
        """
    }

    func root(_ source: String) throws -> ViewNode {
        let s = try SceneScript.load(source: source, file: "test.swift")
        return try s.body(s.initialState)
    }

    func text(_ n: ViewNode) -> TextView? {
        switch n {
        case .text(let t): return t
        case .modified(let inner, _): return text(inner)
        default: return nil
        }
    }

    func runs(_ getter: String) throws -> [TextRun] { try #require(text(try root(source(getter)))).styledRuns }

    func pixels(_ source: String, size: Size = Size(width: 200, height: 40)) throws -> Pixmap {
        try renderStill(try root(source), size: size, scale: 2)
    }

    func error(_ source: String) -> String? {
        do { _ = try root(source); return nil } catch let e as ScriptError { return e.summary } catch { return "\(error)" }
    }

    @Test func attributesOnTheWholeStringAndOnARange() throws {
        let r = try runs("""
            var s = AttributedString("Hello world")
            s.font = .title
            s.foregroundColor = .red
            if let range = s.range(of: "world") {
                s[range].foregroundColor = .blue
                s[range].underlineStyle = .single
            }
            return s
            """)
        #expect(r.map(\.string) == ["Hello ", "world"])
        #expect(r.map(\.attributes.font) == [.title, .title])
        #expect(r.map(\.attributes.foreground) == [.color(.red), .color(.blue)])
        #expect(r.map { $0.attributes.underline?.isActive } == [nil, true])
    }

    @Test func everySupportedAttributeReachesItsRun() throws {
        let a = try #require(try runs("""
            var s = AttributedString("x")
            s.backgroundColor = .yellow
            s.strikethroughStyle = Text.LineStyle(pattern: .solid, color: .green)
            s.kern = 2
            s.tracking = 1.5
            s.baselineOffset = 4
            s.link = URL(string: "https://example.com")
            return s
            """).first).attributes
        #expect(a.background == .yellow)
        #expect(a.strikethrough == TextLine(isActive: true, color: .green))
        #expect(a.kerning == 2 && a.tracking == 1.5 && a.baselineOffset == 4)
        #expect(a.isLink == true)
    }

    @Test func concatenationAppendAndPlusEquals() throws {
        let r = try runs("""
            var a = AttributedString("One ")
            a.foregroundColor = .red
            var b = AttributedString("two")
            b.font = .headline
            var s = a + b
            s += AttributedString(" three")
            s.append(AttributedString("!"))
            s += " four"
            return s
            """)
        #expect(r.map(\.string) == ["One ", "two", " three! four"])
        #expect(r.map(\.attributes.foreground) == [.color(.red), nil, nil])
        #expect(r.map(\.attributes.font) == [nil, .headline, nil])
        // `s.characters.count` counts Characters.
        let count = try runs("""
            let s = AttributedString("héllo 👋")
            return AttributedString(String(s.characters.count))
            """)
        #expect(count.map(\.string) == ["7"])
    }

    @Test func markdownIsTheSameAsTheBoldModifierPixelForPixel() throws {
        let markdown = try pixels(source(#"try! AttributedString(markdown: "**bold**")"#.asReturn))
        let plainTry = try pixels(source(#"(try? AttributedString(markdown: "**bold**")) ?? AttributedString("bold")"#.asReturn))
        let modifier = try pixels(source(#"AttributedString("")"#.asReturn, text: #"Text("bold").bold()"#))
        let plain = try pixels(source(#"AttributedString("bold")"#.asReturn))
        let same = markdown == modifier, sameTry = plainTry == modifier, differs = markdown != plain
        #expect(same)
        #expect(sameTry)
        #expect(differs)
    }

    /// Pixels of a colour in a pixmap (premultiplied RGBA, little-endian: red in the low byte).
    func count(_ p: Pixmap, _ matches: (UInt32, UInt32, UInt32) -> Bool) -> Int {
        p.pixels.filter { px in matches(px & 0xFF, (px >> 8) & 0xFF, (px >> 16) & 0xFF) }.count
    }

    @Test func aStyledRangeIsDrawnInItsColour() throws {
        let p = try pixels(source("""
            var s = AttributedString("plain BLUE")
            if let r = s.range(of: "BLUE") { s[r].foregroundColor = .blue }
            return s
            """))
        let blue = count(p) { r, g, b in b > 200 && r < 60 && g < 150 }
        let plainOnly = try pixels(source(#"return AttributedString("plain BLUE")"#))
        #expect(blue > 40)
        #expect(count(plainOnly) { r, g, b in b > 200 && r < 60 && g < 150 } == 0)
    }

    @Test func aBackgroundColourFillsTheRunsLineBehindItsGlyphs() throws {
        let p = try pixels(source("""
            var s = AttributedString("Hi there")
            if let r = s.range(of: "there") { s[r].backgroundColor = .yellow }
            return s
            """), size: Size(width: 100, height: 22))
        // Yellow (255, 204, 0 in the light scheme) from the top of the 22-pt body line to its bottom,
        // behind "there" only.
        let yellow = count(p) { r, g, b in r > 240 && g > 190 && b < 30 }
        let (frame, drawing) = try laidOut(source("""
            var s = AttributedString("Hi there")
            if let r = s.range(of: "there") { s[r].backgroundColor = .yellow }
            return s
            """), size: Size(width: 100, height: 22))
        let glyphs = drawing.layout.lines[0].glyphs
        let there = glyphs[3...]
        let width = there.map { $0.position.x + $0.advance }.max()! - there.map(\.position.x).min()!
        #expect(drawing.layout.lineHeight == 22)
        #expect(frame.height == 22)
        // Every pixel of the box but those the glyphs cover (drawn over it): 2917 of 3719 measured.
        let box = width * 2 * 22 * 2
        print("note: background of \"there\": \(yellow) yellow pixels of a \(width) × 22 pt box (\(box) px at scale 2)")
        #expect(Double(yellow) > box * 0.7 && Double(yellow) <= box + 2 * 22 * 2)
    }

    func laidOut(_ source: String, size: Size) throws -> (Rect, TextDrawing) { try firstText(in: try root(source), size: size) }

    @Test func aLinkIsTintedLikeAMarkdownLink() throws {
        let attributed = try pixels(source("""
            var s = AttributedString("Visit us")
            if let r = s.range(of: "us") { s[r].link = URL(string: "https://example.com") }
            return s
            """))
        let markdown = try pixels(source(#"return AttributedString("")"#, text: #"Text("Visit [us](https://example.com)")"#))
        let same = attributed == markdown
        #expect(same)
        // The link keeps the tint over the string's own foreground colour, as SwiftUI draws links.
        let grey = try pixels(source("""
            var s = AttributedString("Visit us")
            s.foregroundColor = .secondary
            if let r = s.range(of: "us") { s[r].link = URL(string: "https://example.com") }
            return s
            """))
        let greyMarkdown = try pixels(source(#"return AttributedString("")"#, text: #"Text("Visit [us](https://example.com)").foregroundColor(.secondary)"#))
        let sameGrey = grey == greyMarkdown
        #expect(sameGrey)
        #expect(count(grey) { r, g, b in b > 200 && r < 60 && g < 150 } > 20)
    }

    @Test func aStateAttributedStringStartsFromALiteral() throws {
        let s = try SceneScript.load(source: """
            import SwiftUI
            struct V: View {
                @State private var message: AttributedString = "Hi"
                var body: some View {
                    Text(message)
                        .onAppear {
                            message = try! AttributedString(markdown: "Hello *there*")
                        }
                }
            }
            """, file: "test.swift")
        #expect(text(try s.body(s.initialState))?.string == "Hi")
    }

    @Test func unsupportedAttributesAndMethodsAreClearErrors() throws {
        let e = error(source("""
            var s = AttributedString("x")
            s.strokeColor = .red
            return s
            """))
        #expect(e == "5:2: the attribute 'strokeColor' is not supported on an AttributedString — supported: font, foregroundColor, backgroundColor, underlineStyle (.single), strikethroughStyle, kern, tracking, baselineOffset, link")
        let dotted = error(source("""
            var s = AttributedString("x")
            s.underlineStyle = Text.LineStyle(pattern: .dot)
            return s
            """))
        #expect(dotted == "5:44: only the solid line pattern is drawn — Text.LineStyle(pattern: .solid, color: …), or .single")
        let runs = error(source("""
            let s = AttributedString("x")
            return AttributedString(String(s.runs.count))
            """))
        #expect(runs?.contains("an AttributedString's runs are not available") == true, "\(runs ?? "")")
        let int = error(source("""
            var s = AttributedString("x")
            s[0].foregroundColor = .red
            return s
            """))
        #expect(int?.contains("an AttributedString is indexed by a range from range(of:)") == true, "\(int ?? "")")
    }
}

private extension String {
    /// `return <expression>`.
    var asReturn: String { "return " + self }
}
