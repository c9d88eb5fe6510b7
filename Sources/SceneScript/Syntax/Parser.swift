/// A type named in the source (`Item` in `let items: [Item]`), as resolved where it is written
/// (`scope` is the type being parsed, for nested names).
typealias TypeUse = (name: String, offset: Int, scope: String?)

/// A recursive-descent parser for the Swift subset scene scripts use.
///
/// Nesting is bounded (`maxDepth`) so that hostile input cannot exhaust the stack, and every
/// construct outside the subset fails with an error saying what to write instead.
struct Parser {
    let source: SourceText
    var tokens: [Token]
    var index = 0
    var depth = 0
    let limits: ScriptLimits
    /// `$0`…`$n` seen in the closure being parsed (innermost last).
    var shorthandStack: [Int] = []
    /// Inside an `if`/`for` header, `{` starts the body, not a trailing closure.
    var noTrailingClosure = false
    /// Loops and switches around the statement being parsed (reset inside closures, which
    /// `break`/`continue` cannot leave), so misplaced ones fail where they are written.
    var loopDepth = 0
    var switchDepth = 0
    let stackFloor = StackGuard.floor()
    /// Nested type names by their enclosing type (see `Parser+NestedTypes.swift`).
    var nestedTypes: [String: Set<String>] = [:]
    /// The qualified name of the struct or extension being parsed, if any.
    var typeScope: String?
    /// The file's protocols, and those that inherit `View` (a struct conforming to one is a view).
    var protocolNames: Set<String> = []
    var viewProtocols: Set<String> = []
    /// Parsing a protocol or its extension: `Self` is the conforming type, not a known one.
    var protocolScope = false
    /// Nested declarations parsed so far, flattened into the file's top-level lists.
    var nestedStructs: [StructDecl] = []
    /// Previews made into views (those with `@Previewable` state).
    var previewCount = 0
    var nestedEnums: [EnumDecl] = []
    /// The errors recorded so far, in the order found (see `Parser+Recovery.swift`).
    var errors: [Failure] = []
    /// Declarations skipped because of an error, by name (`Name`, or `Type.member` for a member),
    /// with the first error: using one is that error.
    var dropped: [String: Failure] = [:]
    /// Every type named in the file (`Item`, `[Tab]`, `Color?`), with where it is written: checked
    /// against the declared and built-in types once all declarations are known.
    var typeUses: [TypeUse] = []

    init(source: SourceText, tokens: [Token], limits: ScriptLimits) {
        self.source = source; self.tokens = tokens; self.limits = limits
    }

    var tok: Token { tokens[index] }
    func peek(_ k: Int = 1) -> Token { tokens[min(index + k, tokens.count - 1)] }
    var atEnd: Bool { tok.kind == .end }

    mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    func fail(_ message: String, _ t: Token? = nil, supported: String? = nil) -> Failure {
        Failure(message, at: (t ?? tok).offset, supported: supported)
    }

    func describe(_ t: Token) -> String {
        switch t.kind {
        case .end: return "end of file"
        case .string: return "a string"
        case .integer, .float: return "'\(t.text)'"
        default: return "'\(t.text)'"
        }
    }

    mutating func expectPunct(_ p: String, _ what: String? = nil) throws {
        guard tok.isPunct(p) else { throw fail("expected '\(p)'\(what.map { " " + $0 } ?? ""), found \(describe(tok))") }
        advance()
    }

    mutating func expectIdentifier(_ what: String) throws -> String {
        guard tok.kind == .identifier else { throw fail("expected \(what), found \(describe(tok))") }
        let name = tok.text
        advance()
        return name
    }

    mutating func enter() throws {
        depth += 1
        if depth > limits.maxNesting {
            throw fail("the code is nested too deeply (more than \(limits.maxNesting) levels)")
        }
        if StackGuard.here() < stackFloor {
            throw fail("the code is nested too deeply for this thread's stack")
        }
    }

    mutating func skipSemicolons() { while tok.isPunct(";") { advance() } }

    /// The end of a statement: a `;`, a line break, a closing brace or the end.
    mutating func endStatement() throws {
        if tok.isPunct(";") { skipSemicolons(); return }
        if tok.newlineBefore || tok.isPunct("}") || atEnd { return }
        throw fail("expected a line break or ';' after the statement, found \(describe(tok))")
    }

    static let reservedKeywords: Set<String> = [
        "let", "var", "func", "struct", "extension", "enum", "if", "else", "for", "in", "while", "repeat",
        "return", "import", "guard", "switch", "case", "default", "break", "continue", "defer", "do", "catch",
        "class", "protocol", "typealias", "init", "throw", "where", "actor",
    ]
}
