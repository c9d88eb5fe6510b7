import Testing
import Document
import SceneScript

/// Strings as collections of Characters, as real view files use them (the animated-letters
/// pattern, `zip`, `split`, slicing), each checked against the model the Swift API builds.
@Suite struct StringCollectionTests {
    /// `ForEach(Array(text.enumerated()), id: \.offset) { index, letter in … }`: one Text per
    /// letter, identified by its offset, each delayed by its index.
    @Test func animatedLettersMakeOneTextPerLetter() throws {
        let source = """
        struct Wave: View {
            let word = "Swift"
            @State private var up = false
            var body: some View {
                HStack(spacing: 1) {
                    ForEach(Array(word.enumerated()), id: \\.offset) { index, letter in
                        Text(String(letter))
                            .offset(y: up ? -8 : 0)
                            .animation(.easeOut(duration: 0.3).delay(Double(index) * 0.1), value: up)
                    }
                }
                .onAppear { up = true }
            }
        }
        #Preview { Wave() }
        """
        let letters = Array("Swift")
        let expected = HStack(spacing: 1) {
            ForEach(0..<letters.count, id: \.self) { index in
                Text(String(letters[index]))
                    .offset(y: 0)
                    .animation(.easeOut(duration: 0.3).delay(Double(index) * 0.1), value: false)
            }
        }
        let root = try node(source)
        guard case .modified(let stack, .onAppear(_)) = root else { Issue.record("expected onAppear around the stack: \(root)"); return }
        #expect(stack == expected.makeNode())
        let texts = root.allNodes.compactMap { if case .text(let t) = $0 { t.string } else { nil } }
        #expect(texts == ["S", "w", "i", "f", "t"])
    }

    /// `Array("…")` is an array of Characters, indexed by Int; `for ch in text` visits them.
    @Test func arrayOfCharactersAndForIn() throws {
        let source = """
        let letters = Array("Hello")
        func vowels(in text: String) -> Int {
            var n = 0
            for ch in text where "aeiou".contains(ch) { n += 1 }
            return n
        }
        VStack {
            Text(String(letters[1]))
            Text("\\(letters.count) \\(vowels(in: "Flipbook renders"))")
            Text("\\(letters)")
        }
        """
        let expected = VStack {
            Text("e")
            Text("5 5")
            Text("[\"H\", \"e\", \"l\", \"l\", \"o\"]")
        }
        #expect(try node(source) == expected.makeNode())
    }

    /// `zip`, tuple destructuring in `for`, `.first`, `.reversed()`, `.map`, `uppercased()` and
    /// Character comparisons, written as helper code in a view file.
    @Test func zipReversedMapAndCharacters() throws {
        let source = """
        func initials(_ names: [String]) -> String {
            names.map { String($0.first ?? "?") }.joined()
        }
        func pairs(_ a: [String], _ b: [Int]) -> String {
            var out: [String] = []
            for (name, score) in zip(a, b) where score > 1 { out.append("\\(name)=\\(score)") }
            return out.joined(separator: ",")
        }
        let word = "stressed"
        VStack {
            Text(initials(["Ada", "Grace", "Linus"]))
            Text(String(word.reversed()))
            Text(pairs(["a", "b", "c"], [3, 1, 2, 9]))
            Text(word.first == "s" ? "s first" : "other")
            Text("x".uppercased() + String(word.map { $0 == "s" ? Character("S") : $0 }))
        }
        """
        let expected = VStack {
            Text("AGL")
            Text("desserts")
            Text("a=3,c=2")
            Text("s first")
            Text("XStreSSed")
        }
        #expect(try node(source) == expected.makeNode())
    }

    /// `split(separator:)`, `prefix`, `dropFirst`, `components(separatedBy:)` and Character
    /// properties; slices are usable where Swift takes a Substring (`Text`, `String(…)`).
    @Test func splittingAndSlicing() throws {
        let source = """
        let sentence = "one  two three"
        let words = sentence.split(separator: " ")
        let digits = "a1b22c".filter { $0.isNumber }
        VStack {
            Text("\\(words.count): \\(words.joined(separator: "|"))")
            Text(sentence.prefix(3))
            Text(String(sentence.dropFirst(5)))
            Text("\\("a,b,,c".components(separatedBy: ",").count) \\(digits)")
            Text("\\(Character("7").wholeNumberValue ?? 0) \\("Q".first!.isUppercase)")
        }
        """
        let expected = VStack {
            Text("3: one|two|three")
            Text("one")
            Text("two three")
            Text("4 122")
            Text("7 true")
        }
        #expect(try node(source) == expected.makeNode())
    }

    /// `enumerated()` over an array with `.offset` / `.element`, and `$0`/`$1` destructuring.
    @Test func enumeratedOffsetsAndElements() throws {
        let source = """
        let fruits = ["Fig", "Kiwi", "Lime"]
        let pairs = Array(fruits.enumerated())
        VStack {
            ForEach(pairs, id: \\.element) { pair in Text("\\(pair.offset + 1). \\(pair.element)") }
            Text(pairs.map { "\\($0.offset)" }.joined())
            Text(zip(fruits, [1, 2]).map { "\\($0)\\($1)" }.joined(separator: " "))
        }
        """
        let fruits = ["Fig", "Kiwi", "Lime"]
        let expected = VStack {
            ForEach(fruits, id: \.self) { f in Text("\(fruits.firstIndex(of: f)! + 1). \(f)") }
            Text("012")
            Text("Fig1 Kiwi2")
        }
        #expect(try node(source) == expected.makeNode())
    }

    /// `String(format:)` as printf rounds: exactly, half to even, with widths, flags and `%@`.
    @Test func stringFormat() throws {
        let cases: [(String, String)] = [
            ("String(format: \"%.1f\", 3.14159)", "3.1"),
            ("String(format: \"%.2f\", 1.005)", "1.00"),       // 1.00499999999999989…
            ("String(format: \"%.0f %.0f %.0f\", 0.5, 1.5, 2.5)", "0 2 2"),
            ("String(format: \"%02d:%02d\", 7, 5)", "07:05"),
            ("String(format: \"%5.1f|%-4d|%+d\", 2.25, 42, 3)", "  2.2|42  |+3"),
            ("String(format: \"%@ has %d items\", \"Cart\", 3)", "Cart has 3 items"),
            ("String(format: \"%.3e %g %g %g\", 12345.678, 0.0001, 1e-5, 100000.0)", "1.235e+04 0.0001 1e-05 100000"),
            ("String(format: \"%x %X %o %%\", 255, 255, 8)", "ff FF 10 %"),
            ("String(format: \"%d\", 5_000_000_000)", "705032704"),   // %d reads an Int32
            ("String(format: \"%ld\", 5_000_000_000)", "5000000000"),
            ("String(format: \"%2$@ %1$@\", \"world\", \"hello\")", "hello world"),
            ("String(format: \"%.1f%%\", 99.95)", "100.0%"),          // 99.9500000000000028…
            ("String(format: \"%08.3f\", -3.14159)", "-003.142"),
        ]
        for (expr, expected) in cases {
            #expect(try node("Text(\(expr))") == Text(expected).makeNode(), "\(expr)")
        }
    }

    /// `Text("\(value, specifier: "%.1f")")`, SwiftUI's formatted interpolation, is
    /// `String(format:)` of the value.
    @Test func interpolationWithSpecifier() throws {
        let source = #"""
        let progress = 0.4567
        Text("Done: \(progress * 100, specifier: "%.1f")% of \(3, specifier: "%02d")")
        """#
        #expect(try node(source) == Text("Done: 45.7% of 03").makeNode())
    }
}
