import Document
import Flipbook
import Geometry
import Layout
import Raster
import SceneScript
import Testing

/// Text as SwiftUI styles it, through the interpreter: Markdown literals, `Text + Text`, Text modifiers.
@Suite struct TextStylingTests {
    /// The body of a one-view script.
    func body(_ view: String, state: String = "") throws -> ViewNode {
        let source = """
        import SwiftUI
        struct V: View {
            \(state)
            var body: some View { \(view) }
        }
        """
        let s = try SceneScript.load(source: source, file: "test.swift")
        return try s.body(s.initialState)
    }

    func pixels(_ view: String, state: String = "") throws -> Pixmap {
        try renderStill(try body(view, state: state), size: Size(width: 160, height: 40), scale: 2)
    }

    /// The text leaf of a body (under any modifiers).
    func text(_ n: ViewNode) -> TextView? {
        switch n {
        case .text(let t): return t
        case .modified(let inner, _): return text(inner)
        default: return nil
        }
    }

    @Test func markdownBoldIsPixelForPixelTheBoldModifier() throws {
        let markdown = try pixels(#"Text("**bold**")"#)
        let modifier = try pixels(#"Text("bold").bold()"#)
        let plain = try pixels(#"Text("bold")"#)
        let same = markdown == modifier, differs = markdown != plain
        #expect(same)
        #expect(differs)
    }

    @Test func onlyLiteralsAreMarkdown() throws {
        #expect(text(try body(#"Text("Plain and **bold**")"#))?.runs.map(\.string) == ["Plain and ", "bold"])
        // A String value and Text(verbatim:) are shown as they are.
        #expect(text(try body("Text(s)", state: #"let s = "**bold**""#))?.string == "**bold**")
        #expect(text(try body(#"Text(verbatim: "**bold**")"#))?.string == "**bold**")
        // Interpolated values are not Markdown; the literal's own text is.
        let t = text(try body(#"Text("**Hello** \(name)")"#, state: #"let name = "*Ann*""#))
        #expect(t?.string == "Hello *Ann*")
        #expect(t?.runs.map(\.attributes.weight) == [.bold, nil])
        #expect(text(try body(#"Text("Hello \(name)")"#, state: #"let name = "Ann""#))?.string == "Hello Ann")
    }

    @Test func concatenatedTextKeepsEachPartsStyle() throws {
        let t = text(try body(#"Text("Total: ") + Text("42").bold().foregroundColor(.red) + Text(" items").italic()"#))
        #expect(t?.string == "Total: 42 items")
        #expect(t?.runs.map(\.attributes.weight) == [nil, .bold, nil])
        #expect(t?.runs.map(\.attributes.foreground) == [nil, .color(.red), nil])
        #expect(t?.runs.map(\.attributes.italic) == [nil, nil, true])
        // Drawn: the red part is red.
        let p = try pixels(#"Text("ab ") + Text("RED").foregroundColor(.red)"#)
        let reds = p.pixels.filter { px in
            let r = px & 0xFF, g = (px >> 8) & 0xFF, b = (px >> 16) & 0xFF
            return r > 200 && g < 80 && b < 80
        }
        #expect(reds.count > 20)
    }

    @Test func textModifiersApplyToEveryPartThatDoesNotSetItsOwn() throws {
        let t = text(try body(#"(Text("a").italic(false) + Text("b")).italic().underline(color: .blue).kerning(2)"#))
        #expect(t?.runs.map(\.attributes.italic) == [false, true])
        #expect(t?.runs.map { $0.attributes.underline?.color } == [.blue, .blue])
        #expect(t?.runs.map(\.attributes.kerning) == [2, 2])
    }

    /// The first text's frame and drawing in a laid-out body.
    func laidOutText(_ v: String, size: Size = Size(width: 400, height: 100)) throws -> (Rect, TextDrawing) {
        try firstText(in: try body(v), size: size)
    }

    @Test func kerningWidensTextByItsAmountPerCharacter() throws {
        func width(_ v: String) throws -> Double { try laidOutText(v).1.layout.size.width }
        // DejaVu Serif (the serif design) draws "office" with a two-letter f-ligature; Inter, the default
        // design, has no f-ligatures.
        let font = ".font(.system(size: 17, design: .serif))"
        let plain = try width(#"Text("office")"# + font + ".fixedSize()")
        let kerned = try width(#"Text("office").kerning(3)"# + font + ".fixedSize()")
        // "office" is 5 clusters with its ligature kept (kerning keeps ligatures); tracking breaks it into 6.
        #expect(abs(kerned - plain - 5 * 3) < 1)
        let tracked = try width(#"Text("office").tracking(3)"# + font + ".fixedSize()")
        #expect(tracked > kerned)
    }

    @Test func textCaseUppercasesTheTextBelow() throws {
        let upper = try pixels(#"Text("Hello").textCase(.uppercase)"#)
        let written = try pixels(#"Text("HELLO")"#)
        let same = upper == written
        #expect(same)
    }

    @Test func rightToLeftLayoutDirectionMirrorsTextAlignment() throws {
        let lines = try laidOutText(#"Text("Hello there\nHi").environment(\.layoutDirection, .rightToLeft)"#).1.layout.lines
        #expect(lines[1].origin.x > 0)
        #expect(abs(lines[1].origin.x + lines[1].width - lines[0].width) < 1e-9)
    }
}

@Suite struct NumberFormatTests {
    func shown(_ view: String) throws -> String? {
        let s = try SceneScript.load(source: "import SwiftUI\nstruct V: View { var body: some View { \(view) } }", file: "t.swift")
        if case .text(let t) = try s.body(s.initialState) { return t.string }
        return nil
    }

    @Test func numbersAndPercentsAsFoundationFormatsThem() throws {
        #expect(try shown("Text(1234.5, format: .number)") == "1,234.5")
        #expect(try shown("Text(3.14159265, format: .number)") == "3.141593")
        #expect(try shown("Text(42, format: .number)") == "42")
        #expect(try shown("Text(-1234567, format: .number)") == "-1,234,567")
        #expect(try shown("Text(0.25, format: .percent)") == "25%")
        #expect(try shown("Text(0.125, format: .percent)") == "12.5%")
    }
}

/// The first text's frame and drawing in a view laid out in `size` at scale 1.
func firstText(in view: ViewNode, size: Size) throws -> (Rect, TextDrawing) {
    var found: (Rect, TextDrawing)?
    func walk(_ l: LayoutNode) {
        if found == nil, case .text(let t)? = l.content { found = (l.frame, t) }
        l.children.forEach(walk)
    }
    walk(try layout(view, in: size, scale: 1))
    return try #require(found)
}
