/// One token of a scene script.
struct Token: Sendable {
    enum Kind: Sendable, Equatable {
        /// A name or keyword (`body`, `let`, `` `default` ``).
        case identifier
        case integer(Int)
        case float(Double)
        /// A string literal: text runs and `\(…)` interpolations (byte ranges of the expressions).
        case string([StringPart])
        /// An operator (`+`, `..<`, `==`, `?`, `!`, `=`, `->`).
        case op
        /// Punctuation: `( ) { } [ ] , : ; . @ # \`.
        case punct
        case end
    }
    var kind: Kind
    /// The name, operator or punctuation text.
    var text: String
    /// Byte offset of the first byte.
    var offset: Int
    /// Byte offset just past the last byte.
    var endOffset: Int
    /// A line break separates this token from the previous one (ends a statement).
    var newlineBefore: Bool
    /// Whitespace (or a line start) before / after the token: how Swift tells prefix, postfix
    /// and infix operators apart.
    var spaceBefore: Bool
    var spaceAfter: Bool
    /// A backquoted name (`` `default` ``): never a keyword.
    var isEscaped = false

    func isPunct(_ s: String) -> Bool { kind == .punct && text == s }
    func isOp(_ s: String) -> Bool { kind == .op && text == s }
    func isKeyword(_ s: String) -> Bool { kind == .identifier && !isEscaped && text == s }
}

enum StringPart: Sendable, Equatable {
    case text(String)
    /// The expression's byte range inside the source.
    case interpolation(start: Int, end: Int)
}

/// A `// flipbook: …` comment: its text after the prefix and where that text starts.
struct DirectiveComment: Sendable {
    var text: String
    var offset: Int
    /// Byte offset just past the directive's text.
    var endOffset: Int
}
