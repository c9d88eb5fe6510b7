/// Nested types (`struct CardGrid: View { enum Layout { … } }`).
///
/// A nested type is flattened into an ordinary declaration named by its path (`CardGrid.Layout`),
/// so the program and interpreter see one global table of types. What makes it nested is name
/// lookup, which the parser settles statically as Swift does: a plain `Layout` written inside
/// `CardGrid` (its body, methods, nested types, or an `extension CardGrid`) is looked up in the
/// innermost enclosing type first, then in each outer type, then at the top level. Types may be
/// declared after their use, so the parser first scans the tokens for every nested declaration.
extension Parser {
    /// For every type (by its qualified name) the simple names of the types declared directly
    /// inside it, from its body and from its extensions. Braces that are not a type's body
    /// (functions, closures) hide their contents: local types are not nested types.
    static func nestedTypeNames(in tokens: [Token]) -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        // One entry per open brace: the qualified name of the type whose body it opens, if any.
        var frames: [String?] = []
        var pending: String?
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            let next = i + 1 < tokens.count ? tokens[i + 1] : t
            if (t.isKeyword("struct") || t.isKeyword("enum")) && next.kind == .identifier {
                if frames.isEmpty {
                    pending = next.text
                } else if let outer = frames.last!, !outer.isEmpty {
                    names[outer, default: []].insert(next.text)
                    pending = outer + "." + next.text
                } else {
                    pending = nil
                }
                i += 2
                continue
            }
            if t.isKeyword("extension") && next.kind == .identifier && frames.isEmpty {
                var name = next.text
                i += 2
                while i + 1 < tokens.count && tokens[i].isPunct(".") && tokens[i + 1].kind == .identifier {
                    name += "." + tokens[i + 1].text
                    i += 2
                }
                pending = name
                continue
            }
            if t.isPunct("{") {
                frames.append(pending ?? "")
                pending = nil
            } else if t.isPunct("}") {
                _ = frames.popLast()
            }
            i += 1
        }
        return names
    }

    /// `name` as seen from the type being parsed: the qualified name of the innermost nested
    /// type of that name, or `name` itself (a top-level or built-in type, or not a type).
    func resolveTypeName(_ name: String) -> String {
        var scope = typeScope
        while let s = scope {
            if nestedTypes[s]?.contains(name) == true { return s + "." + name }
            scope = s.lastIndex(of: ".").map { String(s[..<$0]) }
        }
        return name
    }

    /// A dotted type name as written (`Layout`, `Card.Style`, `CardGrid.Layout`): its first
    /// component is looked up from the current scope, the rest are members of it.
    func resolveDottedTypeName(_ name: String) -> String {
        guard let dot = name.firstIndex(of: ".") else { return resolveTypeName(name) }
        return resolveTypeName(String(name[..<dot])) + name[dot...]
    }

    /// `CardGrid.Layout` in an expression: a member that names a nested type of the type before
    /// the dot becomes that type's (qualified) name.
    func nestedTypeMember(_ base: Expr, _ name: String) -> Expr? {
        guard case .identifier(let outer) = base.kind, nestedTypes[outer]?.contains(name) == true else { return nil }
        return Expr(.identifier(outer + "." + name), at: base.offset)
    }

    /// The qualified name of a type named `name` declared in the type being parsed.
    func qualifiedDeclarationName(_ name: String) -> String {
        typeScope.map { $0 + "." + name } ?? name
    }

    /// A `struct` or `enum` inside a struct or extension body; the declaration joins the file's
    /// top-level ones under its qualified name. `class` and the like stay unsupported.
    mutating func parseNestedType(in typeName: String) throws {
        let t = tok
        if t.isKeyword("struct") {
            let s = try parseStruct()
            if s.role == .previewProvider {
                throw Failure("a PreviewProvider must be declared at the top level", at: s.offset)
            }
            nestedStructs.append(s)
        } else if t.isKeyword("enum") {
            nestedEnums.append(try parseEnum())
        } else {
            throw fail("nested '\(t.text)' declarations are not supported in scene scripts", t,
                       supported: "a nested struct or enum (struct \(peek().text) { … } inside '\(typeName)')")
        }
    }
}
