/// Markdown in a `Text` string literal, as SwiftUI reads a `LocalizedStringKey` (inline Markdown only,
/// whitespace kept): `**bold**` / `__bold__`, `*italic*` / `_italic_`, `***both***`, `~~strikethrough~~`,
/// `` `code` `` (monospaced), `[title](url)` (a link: the tint colour) and backslash escapes (`\*`).
///
/// Emphasis follows CommonMark's delimiter-run rules (left/right-flanking runs, `_` not inside words,
/// the rule of 3) — the subset of Apple's `AttributedString(markdown:)` that styles text. Characters
/// that came from interpolations (`Text("Hi \(name)")`) are never Markdown, as in SwiftUI, where the
/// interpolated value is inserted as an argument.
public enum TextMarkdown {
    /// The styled runs of `string`. `isLiteral` says, per character, whether it came from the literal's
    /// own text (nil: all of it did).
    public static func runs(_ string: String, isLiteral: [Bool]? = nil) -> [TextRun] {
        let cs = Array(string)
        let lit = isLiteral ?? [Bool](repeating: true, count: cs.count)
        var p = Parser(cs: cs, lit: lit)
        let tokens = p.inline(0..<cs.count, flags: [])
        return output(tokens)
    }

    /// Styles Markdown gives a span of text.
    struct Flags: OptionSet, Hashable {
        let rawValue: UInt8
        static let bold = Flags(rawValue: 1), italic = Flags(rawValue: 2), strike = Flags(rawValue: 4)
        static let code = Flags(rawValue: 8), link = Flags(rawValue: 16)
    }

    enum Token {
        case text(String, Flags)
        /// A run of `*`, `_` or `~`: how many are left unused, and whether it may open or close.
        case delimiter(Character, count: Int, original: Int, canOpen: Bool, canClose: Bool, Flags)
    }

    struct Parser {
        let cs: [Character]
        let lit: [Bool]

        func isMarkdown(_ i: Int) -> Bool { i >= 0 && i < cs.count && lit[i] }
        static func isWhitespace(_ c: Character?) -> Bool { c == nil || c!.isWhitespace }
        static func isPunctuation(_ c: Character?) -> Bool {
            guard let c else { return false }
            return c.isPunctuation || c.isSymbol
        }

        /// Tokens of `range`, then emphasis resolved among them.
        mutating func inline(_ range: Range<Int>, flags: Flags) -> [Token] {
            var tokens: [Token] = []
            var text = ""
            func flush() { if !text.isEmpty { tokens.append(.text(text, flags)); text = "" } }
            var i = range.lowerBound
            while i < range.upperBound {
                let c = cs[i]
                guard isMarkdown(i) else { text.append(c); i += 1; continue }
                // Backslash escape of ASCII punctuation.
                if c == "\\", i + 1 < range.upperBound, isMarkdown(i + 1), let a = cs[i + 1].asciiValue,
                   (33...47).contains(a) || (58...64).contains(a) || (91...96).contains(a) || (123...126).contains(a) {
                    text.append(cs[i + 1]); i += 2; continue
                }
                // Code span: a backtick run closed by a run of the same length.
                if c == "`" {
                    let n = runLength(i, range, "`")
                    if let close = findBacktickRun(from: i + n, n, range) {
                        flush()
                        var content = String(cs[(i + n)..<close])
                        if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                            content = String(content.dropFirst().dropLast())
                        }
                        tokens.append(.text(content, flags.union(.code)))
                        i = close + n
                        continue
                    }
                    text.append(contentsOf: String(repeating: "`", count: n)); i += n; continue
                }
                // Link: [title](destination).
                if c == "[", let (close, end) = findLink(i, range) {
                    flush()
                    tokens.append(contentsOf: inline((i + 1)..<close, flags: flags.union(.link)))
                    i = end
                    continue
                }
                if c == "*" || c == "_" || c == "~" {
                    flush()
                    let n = runLength(i, range, c)
                    let before: Character? = i > 0 ? cs[i - 1] : nil
                    let after: Character? = i + n < cs.count ? cs[i + n] : nil
                    let left = !Self.isWhitespace(after)
                        && (!Self.isPunctuation(after) || Self.isWhitespace(before) || Self.isPunctuation(before))
                    let right = !Self.isWhitespace(before)
                        && (!Self.isPunctuation(before) || Self.isWhitespace(after) || Self.isPunctuation(after))
                    let canOpen = c == "_" ? left && (!right || Self.isPunctuation(before)) : left
                    let canClose = c == "_" ? right && (!left || Self.isPunctuation(after)) : right
                    tokens.append(.delimiter(c, count: n, original: n, canOpen: canOpen, canClose: canClose, flags))
                    i += n
                    continue
                }
                text.append(c); i += 1
            }
            flush()
            resolveEmphasis(&tokens)
            return tokens
        }

        func runLength(_ i: Int, _ range: Range<Int>, _ c: Character) -> Int {
            var j = i
            while j < range.upperBound && cs[j] == c && isMarkdown(j) { j += 1 }
            return j - i
        }

        func findBacktickRun(from start: Int, _ n: Int, _ range: Range<Int>) -> Int? {
            var j = start
            while j < range.upperBound {
                if cs[j] == "`" && isMarkdown(j) {
                    let m = runLength(j, range, "`")
                    if m == n { return j }
                    j += m
                } else {
                    j += 1
                }
            }
            return nil
        }

        /// For a `[` at `i`: the index of its `]` and the index after the `)` of `(destination)`.
        func findLink(_ i: Int, _ range: Range<Int>) -> (Int, Int)? {
            var depth = 0
            var j = i + 1
            while j < range.upperBound {
                if isMarkdown(j) {
                    if cs[j] == "\\" { j += 2; continue }
                    if cs[j] == "[" { depth += 1 }
                    if cs[j] == "]" {
                        if depth == 0 { break }
                        depth -= 1
                    }
                }
                j += 1
            }
            guard j < range.upperBound, j + 1 < range.upperBound, cs[j + 1] == "(", isMarkdown(j + 1) else { return nil }
            var k = j + 2
            while k < range.upperBound {
                if cs[k] == ")" && isMarkdown(k) { return (j, k + 1) }
                if cs[k].isWhitespace { return nil }
                k += 1
            }
            return nil
        }

        /// CommonMark's "process emphasis": each closer from the left takes the nearest opener of the
        /// same character; two delimiters each make strong emphasis (bold), one emphasis (italic); `~~`
        /// strikes through. The flags go to everything between the pair.
        func resolveEmphasis(_ tokens: inout [Token]) {
            var i = 0
            while i < tokens.count {
                guard case .delimiter(let c, var count, let orig, let canOpen, true, let f) = tokens[i], count > 0 else { i += 1; continue }
                var matched = false
                var j = i - 1
                while j >= 0 {
                    if case .delimiter(c, let oc, let oorig, true, let ocanClose, let of) = tokens[j], oc > 0 {
                        let ruleOf3 = (ocanClose || canOpen) && (oorig + orig) % 3 == 0 && !(oorig % 3 == 0 && orig % 3 == 0)
                        let tildeOK = c != "~" || (oc >= 2 && count >= 2)
                        if !ruleOf3 || c == "~", tildeOK {
                            let use = c == "~" ? 2 : (oc >= 2 && count >= 2 ? 2 : 1)
                            let flag: Flags = c == "~" ? .strike : use == 2 ? .bold : .italic
                            for k in (j + 1)..<i { tokens[k] = Self.adding(flag, to: tokens[k]) }
                            tokens[j] = .delimiter(c, count: oc - use, original: oorig, canOpen: true, canClose: ocanClose, of)
                            count -= use
                            tokens[i] = .delimiter(c, count: count, original: orig, canOpen: canOpen, canClose: true, f)
                            // Delimiters between the pair can no longer match anything.
                            for k in (j + 1)..<i {
                                if case .delimiter(let kc, let kn, let ko, _, _, let kf) = tokens[k] {
                                    tokens[k] = .delimiter(kc, count: kn, original: ko, canOpen: false, canClose: false, kf)
                                }
                            }
                            matched = true
                            break
                        }
                    }
                    j -= 1
                }
                if !matched || count == 0 { i += 1 }
            }
        }

        static func adding(_ flag: Flags, to t: Token) -> Token {
            switch t {
            case .text(let s, let f): return .text(s, f.union(flag))
            case .delimiter(let c, let n, let o, let co, let cc, let f):
                return .delimiter(c, count: n, original: o, canOpen: co, canClose: cc, f.union(flag))
            }
        }
    }

    /// Adjacent pieces with the same flags merged into runs.
    static func output(_ tokens: [Token]) -> [TextRun] {
        var runs: [(String, Flags)] = []
        func add(_ s: String, _ f: Flags) {
            guard !s.isEmpty else { return }
            if let last = runs.last, last.1 == f { runs[runs.count - 1].0 += s } else { runs.append((s, f)) }
        }
        for t in tokens {
            switch t {
            case .text(let s, let f): add(s, f)
            case .delimiter(let c, let n, _, _, _, let f): add(String(repeating: c, count: n), f)
            }
        }
        return runs.map { s, f in
            var a = TextAttributes()
            if f.contains(.bold) { a.weight = .bold }
            if f.contains(.italic) { a.italic = true }
            if f.contains(.strike) { a.strikethrough = TextLine() }
            if f.contains(.code) { a.monospaced = true }
            if f.contains(.link) { a.isLink = true }
            return TextRun(s, a)
        }
    }
}
