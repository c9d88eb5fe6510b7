import Document
import Testing

/// Markdown in `Text` literals, as `AttributedString(markdown:)` styles it (CommonMark emphasis rules).
@Suite struct TextMarkdownTests {
    /// The runs as (text, bold, italic, strike, code, link).
    func parts(_ s: String, _ mask: [Bool]? = nil) -> [String] {
        TextMarkdown.runs(s, isLiteral: mask).map { r in
            let a = r.attributes
            var tags: [String] = []
            if a.weight == .bold { tags.append("b") }
            if a.italic == true { tags.append("i") }
            if a.strikethrough != nil { tags.append("s") }
            if a.monospaced == true { tags.append("code") }
            if a.isLink == true { tags.append("link") }
            return tags.isEmpty ? r.string : "\(r.string)[\(tags.joined(separator: ","))]"
        }
    }

    @Test func emphasisAndStrongEmphasis() {
        #expect(parts("Plain and **bold**") == ["Plain and ", "bold[b]"])
        #expect(parts("__bold__ and _italic_") == ["bold[b]", " and ", "italic[i]"])
        #expect(parts("*italic* text") == ["italic[i]", " text"])
        #expect(parts("***both***") == ["both[b,i]"])
        #expect(parts("~~gone~~ here") == ["gone[s]", " here"])
        #expect(parts("**bold *and italic***") == ["bold [b]", "and italic[b,i]"])
    }

    @Test func codeSpansAndLinks() {
        #expect(parts("Run `swift build` now") == ["Run ", "swift build[code]", " now"])
        #expect(parts("`**not bold**`") == ["**not bold**[code]"])
        #expect(parts("See [the docs](https://example.com).") == ["See ", "the docs[link]", "."])
        #expect(parts("[**Bold link**](x)") == ["Bold link[b,link]"])
    }

    @Test func whatIsNotEmphasisStaysAsWritten() {
        #expect(parts("snake_case_name") == ["snake_case_name"])
        #expect(parts("2 * 3 * 4") == ["2 * 3 * 4"])
        #expect(parts("**unclosed") == ["**unclosed"])
        #expect(parts("a ~single~ tilde") == ["a ~single~ tilde"])
        #expect(parts("[not a link]") == ["[not a link]"])
        #expect(parts("\\*not italic\\*") == ["*not italic*"])
        #expect(parts("") == [])
    }

    @Test func interpolatedCharactersAreNeverMarkdown() {
        // Text("Hi \(name)") with name = "**Ann**": the value is shown as it is.
        let s = "Hi **Ann**"
        let mask = Array(repeating: true, count: 3) + Array(repeating: false, count: 7)
        #expect(parts(s, mask) == ["Hi **Ann**"])
        // Text("**Hi** \(name)"): the literal's own Markdown still applies.
        let t = "**Hi** Ann"
        #expect(parts(t, Array(repeating: true, count: 7) + Array(repeating: false, count: 3)) == ["Hi[b]", " Ann"])
    }

    @Test func plainTextIsOneRunWithoutAttributes() {
        let t = TextView(runs: TextMarkdown.runs("Hello, world"))
        #expect(t == TextView("Hello, world"))
        #expect(TextView(runs: TextMarkdown.runs("**bold**")).string == "bold")
    }

    @Test func concatenationKeepsEachPartsAttributes() {
        var bold = TextAttributes(); bold.weight = .bold
        let a = TextView("Total: ") + TextView(runs: [TextRun("42", bold)])
        #expect(a.string == "Total: 42")
        #expect(a.runs.map(\.attributes.weight) == [nil, .bold])
        // An outer modifier fills in only what a part leaves unset.
        var italicLight = TextAttributes(); italicLight.italic = true; italicLight.weight = .light
        let b = a.withAttributes { $0 = $0.over(italicLight) }
        #expect(b.runs.map(\.attributes.weight) == [.light, .bold])
        #expect(b.runs.map(\.attributes.italic) == [true, true])
    }
}
