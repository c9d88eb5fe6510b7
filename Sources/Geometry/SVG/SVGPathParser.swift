extension Path {
    /// Parses SVG path data (the `d` attribute; SVG 1.1 §8.3 grammar): commands M m L l H h V v
    /// C c S s Q q T t A a Z z, implicit repetition of the last command (after M/m, repeated pairs
    /// are L/l), numbers such as `1e-3`, `-.5.5` (= −0.5, 0.5) and arc flags written without
    /// separators (`a1 1 0 00 1 1`). Empty or all-whitespace data gives an empty path.
    ///
    /// - Throws: `PathParseError` naming the character offset and what was expected there, e.g.
    ///   data that does not start with a moveto, a missing argument, or an unknown command letter.
    public init(svgPathData data: String) throws {
        var parser = SVGPathParser(data)
        self = try parser.parse()
    }
}

/// A single-pass parser over the UTF-8 bytes of SVG path data.
struct SVGPathParser {
    private let text: String
    private let bytes: [UInt8]
    private var i = 0
    private var path = Path()
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The control point a following S/s (cubic) or T/t (quadratic) reflects, if the previous
    /// command was of the matching family.
    private var lastCubicControl: Point? = nil
    private var lastQuadControl: Point? = nil

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    mutating func parse() throws -> Path {
        skipWhitespace()
        guard i < bytes.count else { return path }
        var command = try readCommandLetter()
        guard command == UInt8(ascii: "M") || command == UInt8(ascii: "m") else {
            throw error(at: i - 1, expected: "a moveto command (M or m) at the start")
        }
        while true {
            try execute(command)
            skipCommaWhitespace()
            guard i < bytes.count else { break }
            if startsNumber(bytes[i]) {
                // Implicit repetition: after a moveto, further coordinate pairs are linetos.
                switch command {
                case UInt8(ascii: "M"): command = UInt8(ascii: "L")
                case UInt8(ascii: "m"): command = UInt8(ascii: "l")
                case UInt8(ascii: "Z"), UInt8(ascii: "z"):
                    throw error(at: i, expected: "a command letter after Z")
                default: break
                }
            } else {
                command = try readCommandLetter()
            }
        }
        return path
    }

    private mutating func execute(_ command: UInt8) throws {
        let relative = command >= UInt8(ascii: "a")
        let origin = relative ? current : .zero
        func absolute(_ p: Point) -> Point { Point(x: p.x + origin.x, y: p.y + origin.y) }
        var cubicControl: Point? = nil, quadControl: Point? = nil
        switch command | 0x20 {   // lower-cased
        case UInt8(ascii: "m"):
            let p = absolute(try readPoint())
            path.move(to: p); current = p; subpathStart = p
        case UInt8(ascii: "l"):
            let p = absolute(try readPoint())
            path.addLine(to: p); current = p
        case UInt8(ascii: "h"):
            let x = try readNumber() + origin.x
            current = Point(x: x, y: current.y); path.addLine(to: current)
        case UInt8(ascii: "v"):
            let y = try readNumber() + origin.y
            current = Point(x: current.x, y: y); path.addLine(to: current)
        case UInt8(ascii: "c"):
            let c1 = absolute(try readPoint()), c2 = absolute(try readPoint()), p = absolute(try readPoint())
            path.addCurve(to: p, control1: c1, control2: c2); current = p; cubicControl = c2
        case UInt8(ascii: "s"):
            let c1 = reflect(lastCubicControl)
            let c2 = absolute(try readPoint()), p = absolute(try readPoint())
            path.addCurve(to: p, control1: c1, control2: c2); current = p; cubicControl = c2
        case UInt8(ascii: "q"):
            let c = absolute(try readPoint()), p = absolute(try readPoint())
            path.addQuadCurve(to: p, control: c); current = p; quadControl = c
        case UInt8(ascii: "t"):
            let c = reflect(lastQuadControl), p = absolute(try readPoint())
            path.addQuadCurve(to: p, control: c); current = p; quadControl = c
        case UInt8(ascii: "a"):
            let rx = try readNumber(); skipCommaWhitespace()
            let ry = try readNumber(); skipCommaWhitespace()
            let rotation = try readNumber(); skipCommaWhitespace()
            let large = try readFlag(); skipCommaWhitespace()
            let sweep = try readFlag()
            let p = absolute(try readPoint())
            path.addEllipticalArc(to: p, radiusX: rx, radiusY: ry, rotationDegrees: rotation, largeArc: large, sweep: sweep)
            current = p
        case UInt8(ascii: "z"):
            path.closeSubpath(); current = subpathStart
        default:
            throw error(at: i - 1, expected: "a path command (one of MmLlHhVvCcSsQqTtAaZz)")
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// The reflection of the previous control point about the current point, or the current
    /// point itself when the previous command was not of the same family (SVG 1.1 §8.3.6–8.3.7).
    private func reflect(_ control: Point?) -> Point {
        guard let c = control else { return current }
        return Point(x: 2 * current.x - c.x, y: 2 * current.y - c.y)
    }

    // MARK: - Lexing

    private mutating func readCommandLetter() throws -> UInt8 {
        guard i < bytes.count else { throw error(at: i, expected: "a path command") }
        let c = bytes[i]
        guard (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") else {
            throw error(at: i, expected: "a path command (one of MmLlHhVvCcSsQqTtAaZz)")
        }
        i += 1
        return c
    }

    private mutating func readPoint() throws -> Point {
        skipCommaWhitespace()
        let x = try readNumber()
        skipCommaWhitespace()
        let y = try readNumber()
        return Point(x: x, y: y)
    }

    /// An arc flag: exactly one character, 0 or 1 (so "01" is two flags).
    private mutating func readFlag() throws -> Bool {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
            throw error(at: i, expected: "an arc flag (0 or 1)")
        }
        i += 1
        return bytes[i - 1] == UInt8(ascii: "1")
    }

    /// number ::= sign? (digits ("." digits?)? | "." digits) (("e" | "E") sign? digits)?
    private mutating func readNumber() throws -> Double {
        skipWhitespace()
        let start = i
        if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
        let intDigits = skipDigits()
        var fracDigits = 0
        if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
            i += 1
            fracDigits = skipDigits()
        }
        guard intDigits + fracDigits > 0 else {
            let at = start
            i = start
            throw error(at: at, expected: "a number")
        }
        if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
            var j = i + 1
            if j < bytes.count && (bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-")) { j += 1 }
            if j < bytes.count && isDigit(bytes[j]) {
                i = j
                _ = skipDigits()
            } else {
                throw error(at: j, expected: "exponent digits")
            }
        }
        let token = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let value = Double(token), value.isFinite else {
            throw error(at: start, expected: "a finite number")
        }
        return value
    }

    private mutating func skipDigits() -> Int {
        let s = i
        while i < bytes.count && isDigit(bytes[i]) { i += 1 }
        return i - s
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private func startsNumber(_ c: UInt8) -> Bool {
        isDigit(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
    }

    private mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C: i += 1
            default: return
            }
        }
    }

    /// comma-wsp ::= wsp+ ","? wsp* | "," wsp*
    private mutating func skipCommaWhitespace() {
        skipWhitespace()
        if i < bytes.count && bytes[i] == UInt8(ascii: ",") { i += 1; skipWhitespace() }
    }

    // MARK: - Errors

    private func error(at byteOffset: Int, expected: String) -> PathParseError {
        let clamped = min(max(0, byteOffset), bytes.count)
        let offset = String(decoding: bytes[..<clamped], as: UTF8.self).count
        let found: String
        if clamped >= bytes.count {
            found = "end of data"
        } else {
            let rest = String(decoding: bytes[clamped...], as: UTF8.self)
            found = rest.first.map { "\"\($0)\"" } ?? "end of data"
        }
        return PathParseError(offset: offset, expected: expected, found: found)
    }
}
