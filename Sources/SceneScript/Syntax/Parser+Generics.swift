/// Generic parameters and `where` clauses (`struct Card<Content: View>`, `func tinted<V: View>(…)`,
/// `… where Content: View`).
///
/// The interpreter is dynamically typed, so generics are erased: a type parameter is a name that
/// stands for any type (its constraints are Swift's business, checked by the values' own use), and
/// a `where` clause changes nothing at run time. Both are parsed so real view files load unedited.
extension Parser {
    /// `<T, Content: View, V: View & Equatable>` after a type or function name (none: empty).
    mutating func parseGenericParameters() throws -> [String] {
        guard tok.isOp("<") && !tok.spaceBefore else { return [] }
        advance()
        var names: [String] = []
        while true {
            if tok.isKeyword("each") { advance() }
            names.append(try expectIdentifier("a generic parameter name"))
            if tok.isPunct(":") {
                advance()
                // The constraint: protocol names joined by `&` (`View`, `View & Equatable`).
                repeat {
                    if tok.isOp("&") { advance() }
                    _ = try parseType()
                } while tok.isOp("&")
            }
            if tok.isPunct(",") { advance(); continue }
            break
        }
        guard tok.kind == .op, tok.text.hasPrefix(">") else {
            throw fail("expected '>' to end the generic parameters, found \(describe(tok))")
        }
        if tok.text == ">" { advance() } else {
            tokens[index].text.removeFirst()
            tokens[index].offset += 1
        }
        return names
    }

    /// `where T: View, U == Int` before a body: skipped up to the `{`.
    mutating func skipWhereClause() throws {
        guard tok.isKeyword("where") else { return }
        let start = tok
        advance()
        var nest = 0
        while !(nest == 0 && tok.isPunct("{")) {
            guard !atEnd else { throw fail("expected '{' after the 'where' clause", start) }
            if tok.isPunct("(") || tok.isPunct("[") || tok.isOp("<") { nest += 1 }
            if tok.isPunct(")") || tok.isPunct("]") || tok.isOp(">") { nest -= 1 }
            advance()
        }
    }

    /// The protocols declared in the file (all of them, and those inheriting `View`), found
    /// before parsing so a struct's role and `Self` in a protocol extension are known wherever
    /// the protocol is declared.
    static func protocolNames(in tokens: [Token]) -> (all: Set<String>, views: Set<String>) {
        var all = Set<String>(), views = Set<String>()
        var i = 0
        while i + 1 < tokens.count {
            if tokens[i].isKeyword("protocol"), tokens[i + 1].kind == .identifier {
                let name = tokens[i + 1].text
                all.insert(name)
                var j = i + 2
                while j < tokens.count && !tokens[j].isPunct("{") && tokens[j].kind != .end {
                    if tokens[j].kind == .identifier && tokens[j].text == "View" { views.insert(name) }
                    j += 1
                }
                i = j
            }
            i += 1
        }
        return (all, views)
    }
}
