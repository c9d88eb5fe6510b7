/// `enum` declarations as Swift has them: cases with associated values (`case circle(radius:
/// Double)`) or raw values (`enum Tab: String { case home = "Home" }`), computed and static
/// properties, methods (`mutating` too), initializers and nested types. What depends on the
/// rest of the file (raw values being literals of the raw type, `CaseIterable`) is checked by
/// `Program`.
extension Parser {
    mutating func parseEnum() throws -> EnumDecl {
        let start = tok.offset
        advance()
        let name = qualifiedDeclarationName(try expectIdentifier("an enum name"))
        let generics = try parseGenericParameters()
        let conformances = try parseConformances()
        for (i, c) in conformances.enumerated() where !Parser.dataConformances.contains(c) && !protocolNames.contains(c) {
            guard i == 0, Parser.rawTypes.contains(c) else {
                throw Failure(i > 0 && Parser.rawTypes.contains(c)
                                ? "raw type '\(c)' must appear first in the enum inheritance clause"
                                : "conformance to '\(c)' is not supported", at: start,
                              supported: "enum \(name): String (or Int, Double, Character), CaseIterable, Identifiable, Hashable, or a protocol of the file")
            }
        }
        let outerScope = typeScope
        typeScope = name
        defer { typeScope = outerScope }
        let members = try parseMemberBlock(typeName: name, inExtension: false, isEnum: true)
        return EnumDecl(name: name, conformances: conformances, cases: members.cases, properties: members.properties,
                        methods: members.methods, initializers: members.initializers, genericParameters: generics,
                        offset: start)
    }

    /// The raw types an enum may declare (`enum Tab: String`).
    static let rawTypes: Set<String> = ["String", "Int", "Double", "Character", "CGFloat", "Float", "UInt"]

    /// One `case` line: `case a, b(Int), c(radius: Double = 1)`, `case home = "Home"`.
    mutating func parseEnumCases() throws -> [EnumDecl.Case] {
        advance()
        var cases: [EnumDecl.Case] = []
        repeat {
            if tok.isPunct(",") { advance() }
            let t = tok
            let name = try expectIdentifier("a case name")
            var payload: [EnumDecl.PayloadField] = []
            if tok.isPunct("(") && !tok.newlineBefore {
                advance()
                while !tok.isPunct(")") {
                    guard !atEnd else { throw fail("expected ')' to end the associated values of '\(name)'") }
                    var label: String?
                    if tok.kind == .identifier && peek().isPunct(":") {
                        label = tok.text == "_" ? nil : tok.text
                        advance(); advance()
                    } else if tok.kind == .identifier && peek().kind == .identifier && peek(2).isPunct(":") {
                        // `case move(_ by: Int)`: the first name is the label.
                        label = tok.text == "_" ? nil : tok.text
                        advance(); advance(); advance()
                    }
                    let type = try parseType()
                    var def: Expr?
                    if tok.isOp("=") { advance(); def = try parseExpression() }
                    payload.append(EnumDecl.PayloadField(label: label, type: type, defaultValue: def))
                    if tok.isPunct(",") { advance() } else if !tok.isPunct(")") {
                        throw fail("expected ',' or ')' in the associated values of '\(name)', found \(describe(tok))")
                    }
                }
                advance()
            }
            var raw: Expr?
            if tok.isOp("=") {
                advance()
                raw = try parseExpression()
            }
            cases.append(EnumDecl.Case(name: name, payload: payload, rawValue: raw, offset: t.offset))
        } while tok.isPunct(",")
        return cases
    }
}
