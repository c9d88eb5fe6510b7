/// A parsed or to-be-written JSON value. Objects keep their keys in order (so written scenes read
/// top-down as the model nests) and numbers keep their source text (so `1` and `1.0` stay an Int
/// and a Double, and every Double round-trips exactly).
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number with its text as written (`1`, `-0.5`, `1e-05`).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into h: inout Hasher) {
        switch self {
        case .null: h.combine(0)
        case .bool(let b): h.combine(b)
        case .number(let n): h.combine(n)
        case .string(let s): h.combine(s)
        case .array(let a): h.combine(a)
        case .object(let o): for (k, v) in o { h.combine(k); h.combine(v) }
        }
    }

    /// A Double written so that parsing it gives the same bits back: integral values without a
    /// fraction (`2`, not `2.0`), others with Swift's shortest round-trip form. Non-finite values
    /// have no JSON number: they are written as the strings "Infinity", "-Infinity" and "NaN".
    public static func double(_ d: Double) -> JSONValue {
        if d.isNaN { return .string("NaN") }
        if d.isInfinite { return .string(d < 0 ? "-Infinity" : "Infinity") }
        if d == 0 { return .number(d.sign == .minus ? "-0.0" : "0") }
        if d == d.rounded(), abs(d) < 1e15 { return .number(String(Int(d))) }
        return .number(d.description)
    }

    /// A Double written so that it reads back as a Double, not an Int (`1.0`).
    public static func exactDouble(_ d: Double) -> JSONValue {
        if !d.isFinite { return double(d) }
        return .number(d.description)
    }

    public static func int(_ i: Int) -> JSONValue { .number(String(i)) }

    /// What the value is, for messages ("a string \"abc\"", "an object").
    var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return String(b)
        case .number(let n): return n
        case .string(let s): return "\"" + (s.count > 40 ? String(s.prefix(40)) + "…" : s) + "\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONValue {
    /// The value as JSON text: two-space indentation, arrays of numbers on one line.
    public func serialized() -> String {
        var out = ""
        write(to: &out, indent: 0)
        out += "\n"
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            if items.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
                out += "[" + items.map { if case .number(let n) = $0 { return n } else { return "" } }.joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                item.write(to: &out, indent: indent + 2)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, m) in members.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                JSONValue.writeString(m.key, to: &out)
                out += ": "
                m.value.write(to: &out, indent: indent + 2)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20:
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        out += "\""
    }
}
