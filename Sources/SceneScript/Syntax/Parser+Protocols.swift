/// `protocol` declarations: requirements only (`var tint: Color { get }`, `func badge() -> some
/// View`, `init(…)`, `associatedtype`). Default implementations are ordinary members of
/// `extension Name { … }`; which types conform, and whether they have what is required, is
/// checked by `Program` once every declaration is known.
extension Parser {
    mutating func parseProtocol() throws -> ProtocolDecl {
        let start = tok.offset
        advance()
        let name = try expectIdentifier("a protocol name")
        if tok.isOp("<") {
            throw fail("protocols do not take generic parameters", supported: "associatedtype \(peek().text)")
        }
        let inherited = try parseConformances()
        try expectPunct("{", "to start the body of protocol '\(name)'")
        let outer = (typeScope, protocolScope)
        (typeScope, protocolScope) = (name, true)
        defer { (typeScope, protocolScope) = outer }
        var requirements: [ProtocolDecl.Requirement] = []
        skipSemicolons()
        while !tok.isPunct("}") {
            guard !atEnd else { throw fail("expected '}' to end protocol '\(name)'") }
            let attrs = try parseAttributes()
            let mods = parseModifiers()
            let t = tok
            let isStatic = mods.contains("static")
            if t.isKeyword("var") || t.isKeyword("let") {
                if t.isKeyword("let") {
                    throw fail("protocols cannot require properties to be immutable; declare read-only properties by using 'var' with a '{ get }' specifier", t,
                               supported: "var \(peek().text): T { get }")
                }
                advance()
                let n = try expectIdentifier("a property name")
                try expectPunct(":", "after the property name")
                let type = try parseType()
                guard tok.isPunct("{") else {
                    throw fail("property in protocol must have explicit { get } or { get set } specifier", t,
                               supported: "var \(n): \(type) { get }")
                }
                advance()
                while tok.isKeyword("get") || tok.isKeyword("set") || tok.isKeyword("mutating") || tok.isKeyword("nonmutating") { advance() }
                try expectPunct("}", "after 'get' or 'get set'")
                requirements.append(.init(kind: .property, name: n, isStatic: isStatic, text: "var \(n): \(type)", offset: t.offset))
            } else if t.isKeyword("func") {
                let f = try parseFunction(modifiers: mods, attributes: attrs, requirement: true)
                if tok.isPunct("{") {
                    throw fail("protocol methods must not have bodies", supported: "the default implementation in 'extension \(name) { … }'")
                }
                let text = "func " + f.signatureName + (f.returnType.map { " -> \($0)" } ?? "")
                requirements.append(.init(kind: .method, name: f.name, isStatic: isStatic, text: text, offset: t.offset))
            } else if t.isKeyword("init") {
                advance()
                try expectPunct("(", "after 'init'")
                let params = try parseParameterList()
                let f = FunctionDecl(name: "init", parameters: params, returnType: nil, body: [], isStatic: false,
                                     isViewBuilder: false, offset: t.offset)
                requirements.append(.init(kind: .initializer, name: f.signatureName, isStatic: false, text: f.signatureName, offset: t.offset))
            } else if t.isKeyword("associatedtype") {
                advance()
                _ = try expectIdentifier("an associated type name")
                if tok.isPunct(":") { advance(); _ = try parseType() }
                if tok.isOp("=") { advance(); _ = try parseType() }
            } else {
                throw fail("expected 'var', 'func', 'init' or 'associatedtype' in protocol '\(name)', found \(describe(t))", t)
            }
            try endStatement()
            skipSemicolons()
        }
        advance()
        return ProtocolDecl(name: name, inherited: inherited, requirements: requirements, offset: start)
    }
}
