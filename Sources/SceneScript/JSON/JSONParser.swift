/// A strict JSON parser (RFC 8259) over UTF-8 bytes. Syntax errors name the line and column
/// (1-based; columns count characters) of the offending byte. Nesting is bounded so hostile input
/// cannot exhaust the stack.
struct JSONParser {
    struct SyntaxError: Error {
        var offset: Int
        var message: String
    }

    static let maxDepth = 256

    private let bytes: [UInt8]
    private var i = 0
    private var depth = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    /// Parses one JSON value that must fill the whole text (whitespace aside).
    static func parse(_ text: String) throws -> JSONValue {
        var p = JSONParser(text)
        p.skipSpace()
        let v = try p.value()
        p.skipSpace()
        guard p.i == p.bytes.count else { throw p.fail("unexpected \(p.describeHere()) after the JSON value") }
        return v
    }

    /// 1-based line and column of a byte offset (columns count Unicode scalars, tabs as one).
    static func location(of offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for (k, b) in text.utf8.enumerated() {
            if k >= offset { break }
            if b == UInt8(ascii: "\n") { line += 1; column = 1 }
            else if b & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    private func fail(_ message: String, at offset: Int? = nil) -> SyntaxError {
        SyntaxError(offset: offset ?? i, message: message)
    }

    private func describeHere() -> String {
        guard i < bytes.count else { return "end of input" }
        let b = bytes[i]
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x" + (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true)
    }

    private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    private mutating func value() throws -> JSONValue {
        guard i < bytes.count else { throw fail("unexpected end of input, expected a value") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default:
            throw fail("unexpected \(describeHere()), expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func literal(_ word: String) throws {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else {
            throw fail("unexpected \(describeHere()), expected a value (did you mean '\(word)'?)")
        }
        i += w.count
    }

    private mutating func enter() throws {
        depth += 1
        if depth > JSONParser.maxDepth { throw fail("nesting deeper than \(JSONParser.maxDepth) levels") }
    }

    private mutating func object() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        i += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                throw fail("unexpected \(describeHere()), expected a key in double quotes")
            }
            let keyOffset = i
            let key = try string()
            guard seen.insert(key).inserted else { throw fail("duplicate key \"\(key)\"", at: keyOffset) }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw fail("unexpected \(describeHere()), expected ':' after the key")
            }
            i += 1
            skipSpace()
            members.append((key, try value()))
            if try endsContainer(UInt8(ascii: "}")) { return .object(members) }
        }
    }

    private mutating func array() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            if try endsContainer(UInt8(ascii: "]")) { return .array(items) }
        }
    }

    /// After a member or an element: consumes the ',' before the next one (false) or the container's
    /// `close` bracket (true).
    private mutating func endsContainer(_ close: UInt8) throws -> Bool {
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i += 1; return false }
        if i < bytes.count, bytes[i] == close { i += 1; return true }
        throw fail("unexpected \(describeHere()), expected ',' or '\(Character(Unicode.Scalar(close)))'")
    }

    private mutating func string() throws -> String {
        let start = i
        i += 1
        var scalars = String.UnicodeScalarView()
        var run = i  // start of the current run of plain bytes
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        while true {
            guard i < bytes.count else { throw fail("unterminated string", at: start) }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { flush(i); i += 1; return String(scalars) }
            if b < 0x20 { throw fail("control character in a string (write it as an escape such as \\n)") }
            if b != UInt8(ascii: "\\") { i += 1; continue }
            flush(i)
            i += 1
            guard i < bytes.count else { throw fail("unterminated string", at: start) }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code) {
                    guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw fail("unpaired surrogate in \\u escape", at: i - 6)
                    }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate in \\u escape", at: i - 6) }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let s = Unicode.Scalar(code) else { throw fail("unpaired surrogate in \\u escape", at: i - 6) }
                scalars.append(s)
            default:
                throw fail("invalid escape '\\\(Character(Unicode.Scalar(e)))' in a string", at: i - 2)
            }
            run = i
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("\\u escape needs four hex digits") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw fail("\\u escape needs four hex digits")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    private mutating func number() throws -> JSONValue {
        let start = i
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - s
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") else {
            throw fail("invalid number: expected a digit")
        }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
                throw fail("invalid number: leading zeros are not allowed", at: start)
            }
        } else { _ = digits() }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw fail("invalid number: expected a digit after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw fail("invalid number: expected a digit in the exponent") }
        }
        return .number(String(decoding: bytes[start..<i], as: UTF8.self))
    }
}
