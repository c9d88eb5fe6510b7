/// Why SVG path data could not be parsed: where, what was expected and what was found there.
public struct PathParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Offset of the offending character from the start of the string, in characters.
    public var offset: Int
    /// What the grammar allowed at that point, e.g. "a number" or "a command letter".
    public var expected: String
    /// The character found there, or "end of data".
    public var found: String

    public init(offset: Int, expected: String, found: String) {
        self.offset = offset; self.expected = expected; self.found = found
    }

    public var description: String {
        "SVG path data, character \(offset): expected \(expected), found \(found)"
    }
}
