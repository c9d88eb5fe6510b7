/// Splits a byte range of the source into tokens. Comments are skipped, except that
/// `// flipbook: …` comments are collected as directives.
struct Lexer {
    let bytes: [UInt8]
    var pos: Int
    let end: Int
    /// Whether `start` is at the start of a line (a file's start).
    let startsLine: Bool
    var directives: [DirectiveComment] = []
    let maxTokens: Int

    init(_ source: SourceText, start: Int = 0, end: Int? = nil, startsLine: Bool = false, maxTokens: Int) {
        bytes = source.bytes
        self.end = min(end ?? source.bytes.count, source.bytes.count)
        pos = min(max(start, 0), self.end)
        self.startsLine = startsLine
        self.maxTokens = maxTokens
    }

    static let operatorChars = Set("/=-+!*%<>&|^~?".utf8)
    static let closing = Set(")]},;:".utf8)
    static let opening = Set("([{,;:".utf8)

    mutating func tokenize() throws -> [Token] {
        var tokens: [Token] = []
        var newline = pos == 0 || startsLine
        while true {
            newline = try skipTrivia() || newline
            guard pos < end else {
                tokens.append(Token(kind: .end, text: "end of file", offset: end, endOffset: end, newlineBefore: true,
                                    spaceBefore: true, spaceAfter: true))
                return tokens
            }
            if tokens.count >= maxTokens {
                throw Failure("the scene is too long (more than \(maxTokens) tokens)", at: pos)
            }
            let start = pos
            let spaceBefore = start == 0 || isSpace(bytes[start - 1]) || Lexer.opening.contains(bytes[start - 1])
            var tok = try lexOne()
            tok.newlineBefore = newline
            tok.spaceBefore = spaceBefore
            tok.spaceAfter = pos >= end || isSpace(bytes[pos]) || Lexer.closing.contains(bytes[pos])
                || (pos + 1 < end && bytes[pos] == UInt8(ascii: "/") && (bytes[pos + 1] == UInt8(ascii: "/") || bytes[pos + 1] == UInt8(ascii: "*")))
            tokens.append(tok)
            newline = false
        }
    }

    private func isSpace(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 10 || b == 13 }
    private func isIdentStart(_ b: UInt8) -> Bool { (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || b == 95 || b >= 0x80 }
    private func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
    private func peek(_ k: Int = 0) -> UInt8 { pos + k < end ? bytes[pos + k] : 0 }

    /// Skips spaces and comments; returns whether a line break was crossed.
    private mutating func skipTrivia() throws -> Bool {
        var newline = false
        while pos < end {
            let b = bytes[pos]
            if b == 10 { newline = true; pos += 1 }
            else if isSpace(b) { pos += 1 }
            else if b == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                let start = pos
                while pos < end && bytes[pos] != 10 { pos += 1 }
                collectDirective(start: start + 2, end: pos)
            } else if b == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                let start = pos
                pos += 2
                var depth = 1
                while depth > 0 {
                    guard pos < end else { throw Failure("unterminated /* comment", at: start) }
                    if bytes[pos] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { depth += 1; pos += 2 }
                    else if bytes[pos] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") { depth -= 1; pos += 2 }
                    else { if bytes[pos] == 10 { newline = true }; pos += 1 }
                }
            } else { break }
        }
        return newline
    }

    private mutating func collectDirective(start: Int, end: Int) {
        var i = start
        while i < end && (bytes[i] == 32 || bytes[i] == 9) { i += 1 }
        let prefix = Array("flipbook:".utf8)
        guard end - i >= prefix.count, Array(bytes[i..<(i + prefix.count)]) == prefix else { return }
        i += prefix.count
        while i < end && (bytes[i] == 32 || bytes[i] == 9) { i += 1 }
        var e = end
        while e > i && isSpace(bytes[e - 1]) { e -= 1 }
        directives.append(DirectiveComment(text: String(decoding: bytes[i..<e], as: UTF8.self), offset: i, endOffset: e))
    }

    private mutating func lexOne() throws -> Token {
        let start = pos
        let b = bytes[pos]
        func tok(_ kind: Token.Kind, _ text: String) -> Token {
            Token(kind: kind, text: text, offset: start, endOffset: pos, newlineBefore: false, spaceBefore: false, spaceAfter: false)
        }
        if isIdentStart(b) || (b == UInt8(ascii: "$") && pos + 1 < end && (isIdentStart(peek(1)) || isDigit(peek(1)))) {
            pos += 1
            while pos < end && (isIdentStart(bytes[pos]) || isDigit(bytes[pos])) { pos += 1 }
            return tok(.identifier, String(decoding: bytes[start..<pos], as: UTF8.self))
        }
        if b == UInt8(ascii: "`") {
            pos += 1
            let nameStart = pos
            while pos < end && (isIdentStart(bytes[pos]) || isDigit(bytes[pos])) { pos += 1 }
            guard pos < end, bytes[pos] == UInt8(ascii: "`"), pos > nameStart else {
                throw Failure("expected a name between backquotes", at: start)
            }
            let name = String(decoding: bytes[nameStart..<pos], as: UTF8.self)
            pos += 1
            var t = tok(.identifier, name)
            t.isEscaped = true
            return t
        }
        if isDigit(b) { return try lexNumber() }
        if b == UInt8(ascii: "\"") { return try lexString() }
        if b == UInt8(ascii: "#") && peek(1) == UInt8(ascii: "\"") {
            throw Failure("raw strings (#\"…\"#) are not supported", at: start, supported: "use an ordinary \"…\" string")
        }
        if b == UInt8(ascii: ".") {
            if peek(1) == UInt8(ascii: ".") && peek(2) == UInt8(ascii: ".") { pos += 3; return tok(.op, "...") }
            if peek(1) == UInt8(ascii: ".") && peek(2) == UInt8(ascii: "<") { pos += 3; return tok(.op, "..<") }
            pos += 1
            return tok(.punct, ".")
        }
        if Lexer.operatorChars.contains(b) {
            pos += 1
            while pos < end && Lexer.operatorChars.contains(bytes[pos]) {
                // A comment starts here, not more operator.
                if bytes[pos] == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")) { break }
                pos += 1
            }
            return tok(.op, String(decoding: bytes[start..<pos], as: UTF8.self))
        }
        if "(){}[],:;@#\\".utf8.contains(b) {
            pos += 1
            return tok(.punct, String(UnicodeScalar(b)))
        }
        let scalar = String(decoding: bytes[start..<min(end, start + 1)], as: UTF8.self)
        throw Failure("unexpected character '\(scalar)'", at: start)
    }

    private mutating func lexNumber() throws -> Token {
        let start = pos
        func tok(_ kind: Token.Kind) -> Token {
            Token(kind: kind, text: String(decoding: bytes[start..<pos], as: UTF8.self), offset: start, endOffset: pos,
                  newlineBefore: false, spaceBefore: false, spaceAfter: false)
        }
        if bytes[pos] == UInt8(ascii: "0"), peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "b") || peek(1) == UInt8(ascii: "o") {
            let radix = peek(1) == UInt8(ascii: "x") ? 16 : peek(1) == UInt8(ascii: "b") ? 2 : 8
            pos += 2
            var digits = ""
            while pos < end, let c = Character(UnicodeScalar(bytes[pos])).hexDigitValue ?? (bytes[pos] == 95 ? -1 : nil), c < radix {
                if c >= 0 { digits.append(Character(UnicodeScalar(bytes[pos]))) }
                pos += 1
            }
            guard let v = Int(digits, radix: radix) else { throw Failure("malformed or too large integer literal", at: start) }
            return tok(.integer(v))
        }
        var text = ""
        var isFloat = false
        func digits() { while pos < end && (isDigit(bytes[pos]) || bytes[pos] == 95) { if bytes[pos] != 95 { text.append(Character(UnicodeScalar(bytes[pos]))) }; pos += 1 } }
        digits()
        if pos + 1 < end && bytes[pos] == UInt8(ascii: ".") && isDigit(bytes[pos + 1]) {
            isFloat = true
            text.append(".")
            pos += 1
            digits()
        }
        if pos < end && (bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E")) {
            var k = 1
            if peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") { k = 2 }
            if isDigit(peek(k)) {
                isFloat = true
                text.append("e")
                if k == 2 { text.append(Character(UnicodeScalar(peek(1)))) }
                pos += k
                digits()
            }
        }
        if pos < end && isIdentStart(bytes[pos]) {
            throw Failure("malformed number literal", at: start)
        }
        if isFloat {
            guard let v = Double(text), v.isFinite else { throw Failure("malformed number literal", at: start) }
            return tok(.float(v))
        }
        guard let v = Int(text) else { throw Failure("integer literal '\(text.prefix(40))' overflows Int", at: start) }
        return tok(.integer(v))
    }

    private mutating func lexString() throws -> Token {
        let start = pos
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        var indent = 0
        if multiline {
            pos += 3
            while pos < end && (bytes[pos] == 32 || bytes[pos] == 9) { pos += 1 }
            guard pos < end, bytes[pos] == 10 else { throw Failure("a multi-line string starts with \"\"\" and a line break", at: start) }
            pos += 1
            // The closing delimiter's indentation is removed from every line.
            var scan = pos
            var found = -1
            while scan + 2 < end {
                if bytes[scan] == UInt8(ascii: "\"") && bytes[scan + 1] == UInt8(ascii: "\"") && bytes[scan + 2] == UInt8(ascii: "\"") {
                    var ls = scan
                    while ls > pos && (bytes[ls - 1] == 32 || bytes[ls - 1] == 9) { ls -= 1 }
                    if ls == pos || bytes[ls - 1] == 10 { found = scan; indent = scan - ls; break }
                }
                if bytes[scan] == UInt8(ascii: "\\") { scan += 1 }
                scan += 1
            }
            guard found >= 0 else { throw Failure("unterminated multi-line string", at: start) }
        } else {
            pos += 1
        }
        var parts: [StringPart] = []
        var text: [UInt8] = []
        var atLineStart = multiline
        while true {
            guard pos < end else { throw Failure("unterminated string literal", at: start) }
            if atLineStart {
                var k = 0
                while k < indent && pos < end && (bytes[pos] == 32 || bytes[pos] == 9) { pos += 1; k += 1 }
                atLineStart = false
                continue
            }
            let b = bytes[pos]
            if !multiline && b == 10 { throw Failure("unterminated string literal", at: start) }
            if b == UInt8(ascii: "\"") {
                if !multiline { pos += 1; break }
                if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") {
                    // Closing delimiter: drop the line break before it.
                    if text.last == 10 { text.removeLast() }
                    pos += 3
                    break
                }
            }
            if b == UInt8(ascii: "\\") {
                let e = peek(1)
                pos += 2
                switch e {
                case UInt8(ascii: "n"): text.append(10)
                case UInt8(ascii: "t"): text.append(9)
                case UInt8(ascii: "r"): text.append(13)
                case UInt8(ascii: "0"): text.append(0)
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): text.append(e)
                case UInt8(ascii: "u"):
                    guard peek() == UInt8(ascii: "{") else { throw Failure("expected \\u{…}", at: pos - 2) }
                    pos += 1
                    var hex = ""
                    while pos < end, bytes[pos] != UInt8(ascii: "}"), hex.count <= 8 { hex.append(Character(UnicodeScalar(bytes[pos]))); pos += 1 }
                    guard pos < end, let v = UInt32(hex, radix: 16), let scalar = UnicodeScalar(v) else {
                        throw Failure("invalid \\u{…} escape", at: pos)
                    }
                    pos += 1
                    text.append(contentsOf: Array(String(Character(scalar)).utf8))
                case UInt8(ascii: "("):
                    if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))); text = [] }
                    let exprStart = pos
                    var depth = 1
                    while depth > 0 {
                        guard pos < end, bytes[pos] != 10 || multiline else {
                            throw Failure("unterminated \\( … ) in a string", at: exprStart - 2)
                        }
                        let c = bytes[pos]
                        if c == UInt8(ascii: "(") { depth += 1 }
                        else if c == UInt8(ascii: ")") { depth -= 1 }
                        else if c == UInt8(ascii: "\"") {
                            // A nested string literal: skip to its end.
                            pos += 1
                            while pos < end && bytes[pos] != UInt8(ascii: "\"") && bytes[pos] != 10 {
                                if bytes[pos] == UInt8(ascii: "\\") { pos += 1 }
                                pos += 1
                            }
                        }
                        pos += 1
                    }
                    parts.append(.interpolation(start: exprStart, end: pos - 1))
                case 10 where multiline:
                    atLineStart = true  // a backslash at a line end joins the lines
                default:
                    throw Failure("unknown escape sequence in a string", at: pos - 2,
                                  supported: "\\n \\t \\r \\0 \\\\ \\\" \\' \\u{…} \\(…)")
                }
                continue
            }
            text.append(b)
            pos += 1
            if b == 10 { atLineStart = true }
        }
        if !text.isEmpty || parts.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
        return Token(kind: .string(parts), text: "string", offset: start, endOffset: pos, newlineBefore: false,
                     spaceBefore: false, spaceAfter: false)
    }
}
