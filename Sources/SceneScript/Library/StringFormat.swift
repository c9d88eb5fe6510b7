/// `String(format:_:…)` without C varargs: the printf conversions view files use, each checked
/// against its argument's type (where C would read garbage, this says what to write instead).
///
/// Supported: `%d %i %u %x %X %o` (32-bit unless `l`, `ll`, `q`, `z`, `t` or `j` is given, as
/// on Apple platforms, where `%d` reads an `Int32`), `%f %F %e %E %g %G` (exactly rounded, half
/// to even), `%@` (a String or an Int), `%%`, flags `- + space 0 #`, a width, a precision and
/// positions (`%2$@`).
enum StringFormat {
    /// One argument with where it stands in the source.
    struct Argument {
        let value: Value
        let offset: Int
    }

    static func format(_ format: String, _ args: [Argument], formatOffset: Int, maxLength: Int) throws -> String {
        var out = ""
        let chars = Array(format.unicodeScalars)
        var i = 0
        var next = 0
        func fail(_ message: String, _ supported: String? = nil) -> Failure {
            Failure(message, at: formatOffset, supported: supported)
        }
        while i < chars.count {
            let c = chars[i]
            guard c == "%" else { out.unicodeScalars.append(c); i += 1; continue }
            let start = i
            i += 1
            guard i < chars.count else { throw fail("the format ends in a lone '%'", "'%%' for a percent sign") }
            if chars[i] == "%" { out += "%"; i += 1; continue }
            var spec = Spec()
            // Position (`2$`).
            var j = i, position = 0
            while j < chars.count, chars[j].isASCII, let d = Int(String(chars[j])), position < 1000 { position = position * 10 + d; j += 1 }
            if j < chars.count, chars[j] == "$", j > i { spec.position = position; i = j + 1 }
            // Flags.
            while i < chars.count, "-+ 0#".unicodeScalars.contains(chars[i]) {
                switch chars[i] {
                case "-": spec.left = true
                case "+": spec.plus = true
                case " ": spec.space = true
                case "0": spec.zero = true
                default: spec.alternate = true
                }
                i += 1
            }
            if i < chars.count, chars[i] == "*" {
                throw fail("a width from an argument ('*') is not supported", "write the width in the format, e.g. %5d")
            }
            spec.width = digits(chars, &i)
            if i < chars.count, chars[i] == "." {
                i += 1
                if i < chars.count, chars[i] == "*" {
                    throw fail("a precision from an argument ('.*') is not supported", "write the precision in the format, e.g. %.2f")
                }
                spec.precision = digits(chars, &i) ?? 0
            }
            // Length modifiers.
            var length = ""
            while i < chars.count, "hlqLzjt".unicodeScalars.contains(chars[i]) { length.unicodeScalars.append(chars[i]); i += 1 }
            guard i < chars.count else { throw fail("the format ends inside a conversion") }
            let conversion = Character(chars[i])
            i += 1
            let text = String(String.UnicodeScalarView(chars[start..<i]))
            let index: Int
            if let p = spec.position { index = p - 1 } else { index = next; next += 1 }
            guard index >= 0 && index < args.count else {
                throw fail("'\(text)' has no argument: the format needs more arguments than the \(args.count) given",
                           "one argument after the format for each conversion, in order")
            }
            let arg = args[index]
            out += try convert(conversion, spec, length: length, arg, text)
            if out.utf8.count > maxLength { throw fail("string longer than \(maxLength) characters") }
        }
        return out
    }

    struct Spec {
        var position: Int?
        var left = false, plus = false, space = false, zero = false, alternate = false
        var width: Int?
        var precision: Int?
    }

    private static func digits(_ chars: [Unicode.Scalar], _ i: inout Int) -> Int? {
        var v: Int?
        while i < chars.count, let d = Int(String(chars[i])), chars[i].isASCII {
            v = min((v ?? 0) * 10 + d, 1000)
            i += 1
        }
        return v
    }

    private static func convert(_ c: Character, _ spec: Spec, length: String, _ arg: Argument, _ text: String) throws -> String {
        func mismatch(_ want: String, _ instead: String) -> Failure {
            Failure("'\(text)' needs \(want), found \(arg.value.described)", at: arg.offset, supported: instead)
        }
        switch c {
        case "d", "i", "u", "x", "X", "o":
            guard case .int(let n) = arg.value else {
                throw mismatch("an Int", arg.value.doubleValue != nil ? "Int(x), or %f / %.0f for a Double" : "an Int argument, or %@ for a String")
            }
            return integer(n, c, spec, length: length)
        case "f", "F", "e", "E", "g", "G":
            guard case .double(let d) = arg.value else {
                if case .int = arg.value { throw mismatch("a Double", "Double(n), or %d for an Int") }
                throw mismatch("a Double", "a Double argument, or %@ for a String")
            }
            return floating(d, c, spec)
        case "@":
            switch arg.value {
            case .string(let s): return pad(s, spec)
            case .int(let n): return pad(String(n), spec)
            case .double: throw mismatch("a String", "%f, %g or %.1f for a Double")
            case .character: throw mismatch("a String", "String(c)")
            default: throw mismatch("a String", "String(describing: x)")
            }
        case "s", "S": throw Failure("'\(text)' reads a C string", at: arg.offset, supported: "%@ for a String")
        case "c", "C": throw Failure("'\(text)' (a C character) is not supported", at: arg.offset, supported: "%@ with String(c)")
        case "a", "A": throw Failure("'\(text)' (hexadecimal floating point) is not supported", at: arg.offset, supported: "%f, %e or %g")
        default:
            throw Failure("unknown conversion '\(text)' in the format", at: arg.offset,
                          supported: "%d, %i, %u, %x, %X, %o, %f, %e, %g, %@ and %%")
        }
    }

    // MARK: Integers

    private static func integer(_ n: Int, _ c: Character, _ spec: Spec, length: String) -> String {
        let wide = ["l", "ll", "q", "z", "t", "j"].contains(length)
        var negative = false
        var digits: String
        if c == "d" || c == "i" {
            let v: Int = wide ? n : length == "hh" ? Int(Int8(truncatingIfNeeded: n))
                : length == "h" ? Int(Int16(truncatingIfNeeded: n)) : Int(Int32(truncatingIfNeeded: n))
            negative = v < 0
            digits = String(v.magnitude)
        } else {
            let v: UInt64 = wide ? UInt64(bitPattern: Int64(n)) : length == "hh" ? UInt64(UInt8(truncatingIfNeeded: n))
                : length == "h" ? UInt64(UInt16(truncatingIfNeeded: n)) : UInt64(UInt32(truncatingIfNeeded: n))
            digits = String(v, radix: c == "o" ? 8 : c == "u" ? 10 : 16, uppercase: c == "X")
            if spec.alternate && v != 0 && c != "u" { digits = (c == "o" ? "0" : c == "x" ? "0x" : "0X") + digits }
        }
        if let p = spec.precision {
            if p == 0 && digits == "0" { digits = "" }
            if digits.count < p { digits = String(repeating: "0", count: p - digits.count) + digits }
        }
        let sign = negative ? "-" : (c == "d" || c == "i") ? (spec.plus ? "+" : spec.space ? " " : "") : ""
        return padNumber(sign, digits, spec, zeroAllowed: spec.precision == nil)
    }

    // MARK: Floating point

    private static func floating(_ d: Double, _ c: Character, _ spec: Spec) -> String {
        let upper = c.isUppercase
        let sign = d.sign == .minus ? "-" : spec.plus ? "+" : spec.space ? " " : ""
        guard d.isFinite else {
            let s = d.isNaN ? "nan" : "inf"
            return padNumber(d.isNaN ? (spec.plus ? "+" : spec.space ? " " : "") : sign, upper ? s.uppercased() : s, spec, zeroAllowed: false)
        }
        let p = spec.precision ?? 6
        let body: String
        switch c {
        case "f", "F": body = fixed(d.magnitude, p, alternate: spec.alternate)
        case "e", "E": body = scientific(d.magnitude, p, upper: upper, alternate: spec.alternate)
        default: body = general(d.magnitude, p, upper: upper, alternate: spec.alternate)
        }
        return padNumber(sign, body, spec, zeroAllowed: true)
    }

    static func fixed(_ d: Double, _ p: Int, alternate: Bool) -> String {
        var x = ExactDecimal(d)
        let intCount = x.integerDigits.count
        var digits = x.integerDigits
        for _ in 0..<p { digits.append(x.nextFractionDigit()) }
        let next = x.nextFractionDigit()
        let (rounded, grew) = DecimalRounding.round(digits, next: next, restNonZero: !x.fractionIsZero)
        let intLen = intCount + (grew ? 1 : 0)
        let intPart = rounded[..<intLen].map { String($0) }.joined()
        let frac = rounded[intLen...].map { String($0) }.joined()
        return intPart + (p > 0 || alternate ? "." : "") + frac
    }

    /// The `count` significant digits of `d` (> 0) rounded, and the decimal exponent of the first.
    static func significant(_ d: Double, _ count: Int) -> (digits: [UInt8], exponent: Int) {
        var x = ExactDecimal(d)
        var stream: [UInt8] = []
        var exponent: Int
        if x.integerDigits != [0] {
            stream = x.integerDigits
            exponent = stream.count - 1
        } else {
            var zeros = 0
            var digit = x.nextFractionDigit()
            while digit == 0 { zeros += 1; digit = x.nextFractionDigit() }
            stream = [digit]
            exponent = -(zeros + 1)
        }
        while stream.count <= count { stream.append(x.nextFractionDigit()) }
        let next = stream[count]
        let restNonZero = stream[(count + 1)...].contains { $0 != 0 } || !x.fractionIsZero
        var (rounded, grew) = DecimalRounding.round(Array(stream[..<count]), next: next, restNonZero: restNonZero)
        if grew { rounded.removeLast(); exponent += 1 }
        return (rounded, exponent)
    }

    static func scientific(_ d: Double, _ p: Int, upper: Bool, alternate: Bool) -> String {
        let (digits, exponent) = d == 0 ? ([UInt8](repeating: 0, count: p + 1), 0) : significant(d, p + 1)
        let mantissa = String(digits[0]) + (p > 0 || alternate ? "." : "") + digits[1...].map { String($0) }.joined()
        let e = String(abs(exponent))
        return mantissa + (upper ? "E" : "e") + (exponent < 0 ? "-" : "+") + (e.count < 2 ? "0" + e : e)
    }

    static func general(_ d: Double, _ precision: Int, upper: Bool, alternate: Bool) -> String {
        let p = precision == 0 ? 1 : precision
        let x = d == 0 ? 0 : significant(d, p).exponent
        var s = p > x && x >= -4 ? fixed(d, p - 1 - x, alternate: alternate) : scientific(d, p - 1, upper: upper, alternate: alternate)
        if !alternate {
            // Trailing zeros of the fraction go, and the point with them.
            let expStart = s.firstIndex { $0 == "e" || $0 == "E" } ?? s.endIndex
            var mantissa = String(s[..<expStart])
            if mantissa.contains(".") {
                while mantissa.last == "0" { mantissa.removeLast() }
                if mantissa.last == "." { mantissa.removeLast() }
            }
            s = mantissa + s[expStart...]
        }
        return s
    }

    // MARK: Padding

    private static func padNumber(_ sign: String, _ body: String, _ spec: Spec, zeroAllowed: Bool) -> String {
        let len = sign.count + body.count
        guard let w = spec.width, w > len else { return sign + body }
        if spec.left { return sign + body + String(repeating: " ", count: w - len) }
        if spec.zero && zeroAllowed { return sign + String(repeating: "0", count: w - len) + body }
        return String(repeating: " ", count: w - len) + sign + body
    }

    private static func pad(_ s: String, _ spec: Spec) -> String {
        var s = s
        if let p = spec.precision { s = String(s.prefix(p)) }
        guard let w = spec.width, w > s.count else { return s }
        return spec.left ? s + String(repeating: " ", count: w - s.count) : String(repeating: " ", count: w - s.count) + s
    }
}
