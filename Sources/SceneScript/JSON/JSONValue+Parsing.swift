/// A JSON syntax error at a 1-based line and column of the text.
public struct JSONSyntaxError: Error, CustomStringConvertible, Sendable {
    public var line: Int
    public var column: Int
    public var message: String
    /// `LINE:COLUMN: message`, for a caller to prefix with the file.
    public var description: String { "\(line):\(column): \(message)" }
}

extension JSONValue {
    /// Parses JSON text (RFC 8259, strictly) for callers outside scenes, e.g. an asset catalog's
    /// `Contents.json`; one parser serves every JSON the project reads.
    /// - Throws: `JSONSyntaxError` naming the line and column.
    public static func parse(_ text: String) throws -> JSONValue {
        do {
            return try JSONParser.parse(text)
        } catch let e as JSONParser.SyntaxError {
            let loc = JSONParser.location(of: e.offset, in: text)
            throw JSONSyntaxError(line: loc.line, column: loc.column, message: e.message)
        }
    }

    /// The member named `key` of an object (nil for a missing key or a non-object).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string, if this is one.
    public var stringValue: String? { if case .string(let s) = self { s } else { nil } }
}
