import Geometry

/// A JSON value with the path that reached it, so every decoding error can name its place.
struct JSONNode {
    let value: JSONValue
    let path: String

    init(_ value: JSONValue, path: String = "$") { self.value = value; self.path = path }

    func fail(_ message: String) -> JSONPathFailure { JSONPathFailure(path: path, message: message) }

    func expected(_ what: String) -> JSONPathFailure { fail("expected \(what), found \(value.summary)") }

    // MARK: Scalars

    /// A number; also the strings "Infinity", "-Infinity" and "NaN" (JSON has no such numbers).
    func double() throws -> Double {
        switch value {
        case .number(let text):
            guard let d = Double(text) else { throw expected("a number") }
            guard d.isFinite else { throw fail("number \(text) is out of range") }
            return d
        case .string("Infinity"): return .infinity
        case .string("-Infinity"): return -.infinity
        case .string("NaN"): return .nan
        default: throw expected("a number")
        }
    }

    /// A finite number.
    func finite() throws -> Double {
        let d = try double()
        guard d.isFinite else { throw fail("expected a finite number, found \(value.summary)") }
        return d
    }

    /// A number within `range` (the same bounds as the scene-script directives).
    func number(in range: ClosedRange<Double>) throws -> Double {
        let d = try double()
        guard range.contains(d) else {
            throw fail("expected a number in \(formatNumber(range.lowerBound))…\(formatNumber(range.upperBound)), found \(value.summary)")
        }
        return d
    }

    func int() throws -> Int {
        guard case .number(let text) = value else { throw expected("an integer") }
        guard let i = Int(text) else {
            if Double(text) != nil && (text.contains(".") || text.contains("e") || text.contains("E")) {
                throw expected("an integer")
            }
            throw fail("integer \(text) is out of range")
        }
        return i
    }

    func bool() throws -> Bool {
        guard case .bool(let b) = value else { throw expected("true or false") }
        return b
    }

    func string() throws -> String {
        guard case .string(let s) = value else { throw expected("a string") }
        return s
    }

    var isNull: Bool { if case .null = value { return true } else { return false } }

    /// One of the given names.
    func choice<T>(_ options: [(String, T)], what: String) throws -> T {
        guard case .string(let s) = value else {
            throw expected("\(what) (one of \(options.map { "\"\($0.0)\"" }.joined(separator: ", ")))")
        }
        guard let v = options.first(where: { $0.0 == s })?.1 else {
            throw fail("unknown \(what) \"\(s)\"; expected one of \(options.map { "\"\($0.0)\"" }.joined(separator: ", "))")
        }
        return v
    }

    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type, what: String) throws -> T where T.RawValue == String {
        try choice(T.allCases.map { ($0.rawValue, $0) }, what: what)
    }

    // MARK: Containers

    func array() throws -> [JSONNode] {
        guard case .array(let items) = value else { throw expected("an array") }
        return items.enumerated().map { JSONNode($1, path: "\(path)[\($0)]") }
    }

    func object() throws -> JSONObject {
        guard case .object(let members) = value else { throw expected("an object") }
        return JSONObject(members: members, path: path)
    }

    /// An array of exactly `count` numbers.
    func numbers(_ count: Int) throws -> [Double] {
        guard case .array(let items) = value, items.count == count else { throw expected("an array of \(count) numbers") }
        return try array().map { try $0.double() }
    }
}

/// An object being decoded: members are taken by name, and `finish()` reports any left over
/// (a misspelt or unsupported key).
struct JSONObject {
    let members: [(key: String, value: JSONValue)]
    let path: String
    private(set) var used = Set<String>()

    init(members: [(key: String, value: JSONValue)], path: String) { self.members = members; self.path = path }

    func childPath(_ key: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || $0 == "_" }
        return plain ? "\(path).\(key)" : "\(path)[\"\(key)\"]"
    }

    var keys: [String] { members.map(\.key) }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The member, or nil when absent (`null` counts as absent).
    mutating func optional(_ key: String) -> JSONNode? {
        used.insert(key)
        guard let v = members.first(where: { $0.key == key })?.value else { return nil }
        if case .null = v { return nil }
        return JSONNode(v, path: childPath(key))
    }

    mutating func required(_ key: String) throws -> JSONNode {
        guard let n = optional(key) else { throw JSONPathFailure(path: path, message: "missing key \"\(key)\"") }
        return n
    }

    /// Fails on keys that were never asked for.
    func finish() throws {
        for m in members where !used.contains(m.key) {
            let known = used.sorted()
            var message = "unknown key \"\(m.key)\""
            if let best = closestMatch(m.key, known) { message += " — did you mean \"\(best)\"?" }
            else if !known.isEmpty { message += "; expected " + known.map { "\"\($0)\"" }.joined(separator: ", ") }
            throw JSONPathFailure(path: childPath(m.key), message: message)
        }
    }
}
