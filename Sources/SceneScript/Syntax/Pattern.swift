/// The syntax of `switch` cases: labels, their patterns and bodies.
///
/// Kept apart from the rest of the AST because only `switch`, `if case`/`guard case`/`while case`
/// and `for case` use patterns; their matching rules (`~=`) live in `Interpreter+Patterns.swift`.
final class SwitchCase: Sendable {
    /// The patterns of `case p1, p2 where c:`; empty for `default:`.
    let items: [CaseItem]
    /// The statements of the case; empty when the body is just `break`.
    let body: [Stmt]
    /// Where the `case` / `default` keyword is.
    let offset: Int
    init(items: [CaseItem], body: [Stmt], offset: Int) { self.items = items; self.body = body; self.offset = offset }
    var isDefault: Bool { items.isEmpty }
}

/// One pattern of a case label with its own `where` clause (in Swift, `where` belongs to the
/// pattern just before it: `case .a, .b where x:` guards only `.b`).
struct CaseItem: Sendable {
    var pattern: Pattern
    var guardExpr: Expr?
}

/// A pattern: what a `case` compares the switch's value with.
final class Pattern: Sendable {
    indirect enum Kind: Sendable {
        /// `_`
        case wildcard
        /// `let x` / `var x` (also each name inside `let (a, b)`): matches anything and binds it.
        case binding(String, mutable: Bool)
        /// `(p1, p2, …)`: matches a tuple element by element.
        case tuple([Pattern])
        /// `a..<b`, `a...b`, `...b`, `..<b`, `a...` (`closed`: the upper bound is included).
        /// Bounds are expressions of any comparable type (Int, Double, String).
        case range(lower: Expr?, upper: Expr?, closed: Bool)
        /// `.circle`, `Shape.circle(let r)`, `.rect(width: let w, _)`: an enum case, with patterns
        /// for its associated values when given (nil: any payload). `.some(p)` and `.none` also
        /// match optionals.
        case enumCase(type: String?, name: String, payload: [(label: String?, pattern: Pattern)]?)
        /// `let x?`, `_?`: a value that is not nil, matched by the inner pattern.
        case optional(Pattern)
        /// Any other expression (`Tab.home`, `3`, `"a"`, `true`, a constant): matches an equal
        /// value (Swift's `~=` for `Equatable`; a range value matches what it contains).
        case expression(Expr)
    }
    let kind: Kind
    let offset: Int
    init(_ kind: Kind, at offset: Int) { self.kind = kind; self.offset = offset }
}
