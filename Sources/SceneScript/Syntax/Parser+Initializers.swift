/// `init(label name: Type = default, …) { … }` in a struct or an extension. An initializer is
/// kept as a `FunctionDecl` named "init" without a return type, so argument matching and
/// parameter binding are those of functions; what is particular to it (assigning `self`'s stored
/// properties, delegating with `self.init(…)`) is the interpreter's (`Interpreter+Initializers`).
extension Parser {
    mutating func parseInitializer() throws -> FunctionDecl {
        let start = tok.offset
        advance()
        if tok.kind == .op && (tok.text == "?" || tok.text == "!") && !tok.spaceBefore {
            throw fail("failable initializers (init\(tok.text)) are not supported",
                       supported: "a non-failable init(…), or an optional value made by a static func")
        }
        if tok.isOp("<") { throw fail("generic initializers are not supported in scene scripts") }
        try expectPunct("(", "after 'init'")
        let params = try parseParameterList()
        while tok.isKeyword("throws") || tok.isKeyword("async") || tok.isKeyword("rethrows") { advance() }
        if tok.isOp("->") { throw fail("an initializer has no return type", supported: "init(…) { self.x = … }") }
        if tok.isKeyword("where") { throw fail("'where' clauses are not supported") }
        let body = try parseBlock()
        return FunctionDecl(name: "init", parameters: params, returnType: nil, body: body, isStatic: false,
                            isViewBuilder: false, offset: start)
    }
}

extension FunctionDecl {
    /// `init(progress:color:)`, `init(_:id:)`: how Swift names a function by its labels.
    var signatureName: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}
