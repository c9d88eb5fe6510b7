import Document

/// What the `// flipbook: …` comments of a scene file say (see docs/scene-scripts.md): the scene's
/// settings (read as `directives.size` and so on), the default preview and the timed actions.
@dynamicMemberLookup
public struct SceneDirectives: Sendable {
    /// `name`, `size`, `scale`, `fps`, `duration`, `hold`, `background`, `color-scheme`, `tap` and `seed`.
    public var settings = SceneSettings()
    /// `preview "Name"`: which `#Preview` to render by default.
    public var preview: String?
    /// `at 1.0 withAnimation { … }`: the times of the timed actions, in file order.
    public var actionTimes: [Double] { actions.map(\.time) }

    /// Where the `preview` directive is (for errors).
    var previewOffset = 0
    /// The code of the `at` directives.
    var actions: [(time: Double, body: [Stmt], offset: Int)] = []

    public init() {}

    public subscript<T>(dynamicMember setting: WritableKeyPath<SceneSettings, T>) -> T {
        get { settings[keyPath: setting] }
        set { settings[keyPath: setting] = newValue }
    }
}

extension SceneDirectives {
    static let keywords = ["name", "size", "scale", "fps", "duration", "hold", "background", "color-scheme", "preview", "tap", "at", "seed"]

    /// Parses the collected directive comments. A bad directive is recorded in `errors` and
    /// left out; the others are read. In a folder scene, each directive may be given in one file
    /// only (in that file as often as it may be in a single-file scene).
    static func parse(_ comments: [DirectiveComment], source: SourceText, limits: ScriptLimits,
                      errors: inout [Failure]) -> SceneDirectives {
        var d = SceneDirectives()
        var firstFile: [String: Int] = [:]
        for c in comments {
            do {
                if source.isFolder, let (keyword, kwOffset) = DirectiveWords(text: c.text, base: c.offset).peek() {
                    let file = source.fileIndex(of: c.offset)
                    if let other = firstFile[keyword], other != file {
                        throw Failure("the '\(keyword)' directive is given in both \(source.files[other].name) and \(source.files[file].name)",
                                      at: kwOffset, supported: "give each directive in one file of the folder")
                    }
                    firstFile[keyword] = file
                }
                try parse(c, into: &d, source: source, limits: limits)
            } catch let f as Failure {
                errors.append(f)
            } catch {}
        }
        return d
    }

    private static func parse(_ c: DirectiveComment, into d: inout SceneDirectives, source: SourceText, limits: ScriptLimits) throws {
        var words = DirectiveWords(text: c.text, base: c.offset)
        guard let (keyword, kwOffset) = words.next() else {
            throw Failure("empty flipbook directive", at: c.offset, supported: "supported: " + keywords.joined(separator: ", "))
        }
        func number(_ what: String, _ range: ClosedRange<Double>) throws -> Double {
            guard let (w, o) = words.next() else { throw Failure("'\(keyword)' needs \(what)", at: kwOffset) }
            guard let v = Double(w), v.isFinite, range.contains(v) else {
                throw Failure("'\(keyword)' needs \(what) between \(formatNumber(range.lowerBound)) and \(formatNumber(range.upperBound)), found '\(w)'", at: o)
            }
            return v
        }
        func string(_ what: String) throws -> String {
            guard let (w, _) = words.next() else { throw Failure("'\(keyword)' needs \(what)", at: kwOffset) }
            return w
        }
        switch keyword {
        case "name": d.name = try string("a name in quotes")
        case "preview":
            d.previewOffset = words.position
            d.preview = try string("a preview name in quotes")
        case "size":
            let rest = words.rest.replacingOccurrences(of: "×", with: "x").lowercased()
            let parts = rest.split(whereSeparator: { $0 == "x" || $0 == " " }).map(String.init)
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
                  w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 8192, h <= 8192 else {
                throw Failure("'size' needs WIDTHxHEIGHT in points (1…8192), e.g. size 400x300", at: words.position)
            }
            d.size = Size(width: w, height: h)
            words.consumeAll()
        case "scale": d.scale = try number("a number", 0.1...8)
        case "fps": d.fps = try number("frames per second", 1...240)
        case "duration":
            if words.peek()?.0 == "auto" { _ = words.next(); d.duration = nil } else { d.duration = try number("seconds", 0...3600) }
        case "hold": d.hold = try number("seconds", 0...3600)
        case "background":
            guard let (w, o) = words.next() else { throw Failure("'background' needs a colour", at: kwOffset) }
            guard let color = parseColor(w) else {
                throw Failure("unknown colour '\(w)'", at: o,
                              supported: "#RGB, #RGBA, #RRGGBB, #RRGGBBAA or one of " + Color.named.map(\.0).joined(separator: ", "))
            }
            d.background = color
        case "color-scheme":
            guard let (w, o) = words.next() else { throw Failure("'color-scheme' needs light or dark", at: kwOffset) }
            guard let scheme = ColorScheme(rawValue: w) else {
                throw Failure("unknown colour scheme '\(w)'", at: o, supported: "color-scheme light or color-scheme dark")
            }
            d.colorScheme = scheme
        case "seed":
            guard let (w, o) = words.next() else { throw Failure("'seed' needs a whole number, e.g. seed 7", at: kwOffset) }
            guard let seed = UInt64(w) else {
                throw Failure("'seed' needs a whole number from 0 to \(UInt64.max), found '\(w)'", at: o, supported: "seed 7")
            }
            d.seed = seed
        case "tap":
            let target = try string("a button title or tap name in quotes")
            guard let (at, o) = words.next(), at == "at" else {
                throw Failure("write tap \"Title\" at SECONDS", at: words.position)
            }
            _ = o
            d.taps = (d.taps ?? []) + [Tap(target: target, time: try number("a time in seconds", 0...3600))]
        case "at":
            let time = try number("a time in seconds", 0...3600)
            let codeStart = min(words.position, c.endOffset)
            guard codeStart < c.endOffset else {
                throw Failure("'at' needs code after the time, e.g. at 1.0 withAnimation { x = true }", at: kwOffset)
            }
            var lexer = Lexer(source, start: codeStart, end: c.endOffset, maxTokens: limits.maxTokens)
            var parser = Parser(source: source, tokens: try lexer.tokenize(), limits: limits)
            var body: [Stmt] = []
            parser.skipSemicolons()
            while !parser.atEnd {
                body += try parser.parseStatement()
                if let f = parser.errors.first { throw f }
                try parser.endStatement()
                parser.skipSemicolons()
            }
            d.actions.append((time, body, codeStart))
            words.consumeAll()
        default:
            throw Failure("unknown flipbook directive '\(keyword)'", at: kwOffset,
                          supported: suggestion(for: keyword, among: keywords))
        }
        if let (extra, o) = words.next() {
            throw Failure("unexpected '\(extra)' after the '\(keyword)' directive", at: o)
        }
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, or a SwiftUI colour name.
    static func parseColor(_ s: String) -> Color? {
        if s.hasPrefix("#") {
            var hex = String(s.dropFirst())
            if hex.count == 3 || hex.count == 4 { hex = hex.map { "\($0)\($0)" }.joined() }
            guard hex.count == 6 || hex.count == 8, let v = UInt64(hex, radix: 16) else { return nil }
            let n = hex.count == 6 ? v << 8 | 0xFF : v
            return Color(r8: Int(n >> 24 & 0xFF), g8: Int(n >> 16 & 0xFF), b8: Int(n >> 8 & 0xFF), a8: Int(n & 0xFF))
        }
        return Color.named.first { $0.0 == s }?.1
    }
}

/// Splits a directive into words; `"…"` is one word. Offsets are into the source.
struct DirectiveWords {
    let bytes: [UInt8]
    let base: Int
    var i = 0

    init(text: String, base: Int) { bytes = Array(text.utf8); self.base = base }

    /// Where the next word starts.
    var position: Int {
        var k = i
        while k < bytes.count && (bytes[k] == 32 || bytes[k] == 9) { k += 1 }
        return base + k
    }
    var rest: String { var k = i; while k < bytes.count && bytes[k] == 32 { k += 1 }; return String(decoding: bytes[k...], as: UTF8.self) }
    mutating func consumeAll() { i = bytes.count }

    func peek() -> (String, Int)? { var copy = self; return copy.next() }

    mutating func next() -> (String, Int)? {
        while i < bytes.count && (bytes[i] == 32 || bytes[i] == 9) { i += 1 }
        guard i < bytes.count else { return nil }
        let start = i
        if bytes[i] == UInt8(ascii: "\"") {
            i += 1
            let s = i
            while i < bytes.count && bytes[i] != UInt8(ascii: "\"") { i += 1 }
            let word = String(decoding: bytes[s..<i], as: UTF8.self)
            if i < bytes.count { i += 1 }
            return (word, base + start)
        }
        while i < bytes.count && bytes[i] != 32 && bytes[i] != 9 { i += 1 }
        return (String(decoding: bytes[start..<i], as: UTF8.self), base + start)
    }
}

extension String {
    func replacingOccurrences(of a: String, with b: String) -> String {
        guard !a.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let r = rest.range(of: a) {
            out += rest[..<r.lowerBound]
            out += b
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
}

extension Substring {
    func range(of s: String) -> Range<Index>? {
        guard !s.isEmpty else { return nil }
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(s) { return i..<index(i, offsetBy: s.count) }
            i = index(after: i)
        }
        return nil
    }
}
