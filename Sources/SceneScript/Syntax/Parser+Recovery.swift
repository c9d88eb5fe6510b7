/// Error recovery: the parser goes on after an error, so that `flipbook check` can list every
/// problem of a file at once.
///
/// An error inside a statement, a member or a top-level declaration is recorded in `errors`; the
/// parser then goes back to where that item began and skips it as a whole — brackets balanced —
/// up to the next line (or `;`) at the item's level, or the `}` that closes the enclosing block,
/// and carries on with the next item. Recovery happens at the innermost statement list, member
/// block or top level around the error, so the rest of a view's body is still checked. An error
/// at the end of the file (an unclosed brace) is not recovered below the top level: it is
/// reported once. Some errors outside the subset are recorded without stopping at all (`report`),
/// when the parser can carry on as if the construct were not there (an unsupported property
/// wrapper is read as a plain property).
///
/// The first error recorded is the one a parser without recovery would have thrown, so loading,
/// which fails with the first error, gives the same error as before.
extension Parser {
    /// At most this many errors are recorded per file; past it, parsing stops.
    static let maxErrors = 1000

    /// Where an item began: what recovery goes back to.
    struct Checkpoint {
        let index: Int
        let depth: Int
        let noTrailingClosure: Bool
        let loopDepth: Int
        let switchDepth: Int
        let shorthandCount: Int
        let typeScope: String?
        let nestedStructCount: Int
        let nestedEnumCount: Int
        let typeUseCount: Int
    }

    func checkpoint() -> Checkpoint {
        Checkpoint(index: index, depth: depth, noTrailingClosure: noTrailingClosure, loopDepth: loopDepth,
                   switchDepth: switchDepth, shorthandCount: shorthandStack.count, typeScope: typeScope,
                   nestedStructCount: nestedStructs.count, nestedEnumCount: nestedEnums.count,
                   typeUseCount: typeUses.count)
    }

    mutating func restore(_ c: Checkpoint) {
        index = c.index; depth = c.depth; noTrailingClosure = c.noTrailingClosure
        loopDepth = c.loopDepth; switchDepth = c.switchDepth
        if shorthandStack.count > c.shorthandCount { shorthandStack.removeLast(shorthandStack.count - c.shorthandCount) }
        typeScope = c.typeScope
        if nestedStructs.count > c.nestedStructCount { nestedStructs.removeLast(nestedStructs.count - c.nestedStructCount) }
        if nestedEnums.count > c.nestedEnumCount { nestedEnums.removeLast(nestedEnums.count - c.nestedEnumCount) }
        if typeUses.count > c.typeUseCount { typeUses.removeLast(typeUses.count - c.typeUseCount) }
    }

    /// Records an error and goes on where the parser is (the construct is read as if absent).
    /// - Throws: the error itself once `maxErrors` are recorded.
    mutating func report(_ f: Failure) throws {
        guard errors.count < Parser.maxErrors else { throw f }
        errors.append(f)
    }

    /// Whether a failure is at the end of the file (an unclosed block): nothing after it to
    /// recover to, so only the top level records it.
    func isAtEnd(_ f: Failure) -> Bool { f.offset >= tokens[tokens.count - 1].offset }

    /// After `f` in the item that began at `c`: records it and skips the item.
    /// - Throws: `f` when it is at the end of the file or too many errors are recorded.
    mutating func recover(_ f: Failure, from c: Checkpoint) throws {
        if isAtEnd(f) { throw f }
        try report(f)
        restore(c)
        skipItem(topLevel: false)
    }

    /// Skips the item at the current token: up to the next line or `;` outside brackets, or up to
    /// (not over) the `}` closing the enclosing block. Always moves at least one token (a stray
    /// `}` at the top level is skipped).
    mutating func skipItem(topLevel: Bool) {
        var braces = 0, brackets = 0
        var first = true
        while !atEnd {
            let t = tok
            if t.isPunct("}") {
                if braces == 0 {
                    if first && topLevel { advance() }
                    return
                }
                braces -= 1
                advance()
                first = false
                continue
            }
            if !first && braces == 0 && brackets == 0 {
                if t.isPunct(";") { advance(); return }
                if t.newlineBefore && !continuesLine(t) { return }
            }
            if t.isPunct("{") { braces += 1 }
            else if t.isPunct("(") || t.isPunct("[") { brackets += 1 }
            else if t.isPunct(")") || t.isPunct("]") { brackets = max(0, brackets - 1) }
            advance()
            first = false
        }
    }

    /// A token at a line start that continues the previous line's item (`.padding()`, `else`,
    /// a binary operator).
    private func continuesLine(_ t: Token) -> Bool {
        if t.isPunct(".") || t.isKeyword("else") || t.isKeyword("catch") { return true }
        return t.kind == .op && t.spaceAfter && t.text != "!"
    }

    /// The name an item starting at token `i` declares (`struct Name`, `func name`, `var name`,
    /// `typealias Name`), after its attributes and modifiers; nil for other items.
    func declaredName(at i: Int) -> String? {
        var k = i
        func token(_ j: Int) -> Token { tokens[min(j, tokens.count - 1)] }
        while token(k).isPunct("@") {
            k += 2
            if token(k).isPunct("(") && !token(k).spaceBefore {
                var level = 0
                repeat {
                    if token(k).isPunct("(") { level += 1 } else if token(k).isPunct(")") { level -= 1 }
                    k += 1
                } while level > 0 && token(k).kind != .end
            }
        }
        let modifiers: Set<String> = ["private", "fileprivate", "public", "internal", "static", "mutating", "final",
                                      "nonisolated", "nonmutating", "lazy", "open"]
        while token(k).kind == .identifier && modifiers.contains(token(k).text) {
            k += 1
            if token(k).isPunct("(") && token(k + 2).isPunct(")") { k += 3 }
        }
        let keywords: Set<String> = ["struct", "class", "enum", "func", "var", "let", "typealias", "protocol", "actor"]
        guard token(k).kind == .identifier, keywords.contains(token(k).text), token(k + 1).kind == .identifier else { return nil }
        return token(k + 1).text
    }
}
