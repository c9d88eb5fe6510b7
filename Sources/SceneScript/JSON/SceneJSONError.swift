/// An error in a JSON scene: a syntax error at a line and column, or a value that does not fit the
/// scene model at a JSON path (`$.states[2].view.children[0]`).
///
/// ```
/// scene.json: $.states[1].view.modifiers[0].width: expected a number, found "abc"
/// scene.json:3:14: syntax error: unexpected '}', expected a value
/// ```
public struct SceneJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name given to `load`/`decode`.
    public var file: String
    /// Where the error is in the document (`$` is the root); nil for syntax errors and unreadable files.
    public var path: String?
    /// 1-based line and column of a syntax error; nil for errors found while decoding.
    public var line: Int?
    public var column: Int?
    /// What is wrong.
    public var message: String

    public init(file: String, path: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file; self.path = path; self.line = line; self.column = column; self.message = message
    }

    /// The description without the file name: `$.a.b: message` or `3:14: syntax error: message`.
    public var summary: String {
        if let line, let column { return "\(line):\(column): syntax error: \(message)" }
        return path.map { "\($0): \(message)" } ?? message
    }

    public var description: String {
        if let line, let column { return "\(file):\(line):\(column): syntax error: \(message)" }
        return "\(file): " + summary
    }
}

/// A decoding failure before it is given its file name.
struct JSONPathFailure: Error {
    var path: String
    var message: String
}
