extension Parser {
    /// `{ statements }`
    mutating func parseBlock() throws -> [Stmt] {
        let open = tok
        try expectPunct("{")
        return try parseStatements(until: "}", opening: open)
    }

    /// Statements up to and including the closing brace.
    mutating func parseStatements(until close: String, opening: Token) throws -> [Stmt] {
        try enter(); defer { depth -= 1 }
        let saved = noTrailingClosure
        noTrailingClosure = false
        defer { noTrailingClosure = saved }
        var body: [Stmt] = []
        skipSemicolons()
        while !tok.isPunct(close) {
            guard !atEnd else { throw fail("expected '\(close)' to match the '{' at \(source.location(of: opening.offset))") }
            let mark = checkpoint()
            do {
                let s = try parseStatement()
                try endStatement()
                body += s
            } catch let f as Failure {
                try recover(f, from: mark)
            }
            skipSemicolons()
        }
        advance()
        return body
    }

    /// One statement; `let a = 1, b = 2` gives one binding per name.
    mutating func parseStatement() throws -> [Stmt] {
        if tok.isKeyword("let") || tok.isKeyword("var") { return try parseBindings() }
        return [try parseSingleStatement()]
    }

    mutating func parseSingleStatement() throws -> Stmt {
        let t = tok
        if t.kind == .identifier && !t.isEscaped {
            switch t.text {
            case "if":
                return try parseIf()
            case "for":
                return try parseFor()
            case "return":
                advance()
                if tok.newlineBefore || tok.isPunct("}") || tok.isPunct(";") || atEnd { return Stmt(.return(nil), at: t.offset) }
                return Stmt(.return(try parseExpression()), at: t.offset)
            case "while":
                return try parseWhile()
            case "repeat":
                return try parseRepeat()
            case "guard":
                return try parseGuard()
            case "break", "continue":
                return try parseJump()
            case "switch":
                return try parseSwitch()
            case "fallthrough":
                throw fail("'fallthrough' is not supported in scene scripts", t,
                           supported: "one case for several patterns: case .a, .b:")
            case "case", "default":
                throw fail("'\(t.text)' is only allowed inside a 'switch'", t)
            case "do", "defer", "catch", "throw":
                throw fail("'\(t.text)' is not supported in scene scripts", t,
                           supported: "try await Task.sleep(for:) inside Task { … } for timing")
            case "func":
                throw fail("local functions are not supported; declare the function in the view or at the top level", t)
            case "struct", "enum", "class", "extension", "import":
                throw fail("'\(t.text)' must be at the top level of the file", t)
            default:
                if peek().isPunct(":"), Parser.labelledKeywords.contains(peek(2).text) {
                    throw fail("labelled statements ('\(t.text):') are not supported", t,
                               supported: "a Bool variable checked after the inner loop, or a helper function that returns")
                }
            }
        }
        if t.isPunct("@") {
            throw fail("attributes are only supported on declarations", t)
        }
        let e = try parseExpression()
        if tok.kind == .op, ["=", "+=", "-=", "*=", "/=", "%=", "&&=", "||="].contains(tok.text) {
            let op = tok.text
            guard op != "%=" && op != "&&=" && op != "||=" else { throw fail("'\(op)' is not supported", supported: "= += -= *= /=") }
            advance()
            let value = try parseExpression()
            return Stmt(.assign(op: op, target: e, value: value), at: t.offset)
        }
        return Stmt(.expression(e), at: t.offset)
    }

    /// `let name: Type = value`, or several, comma-separated (`var x = 0, y = 0`).
    mutating func parseBindings() throws -> [Stmt] {
        let isLet = tok.isKeyword("let")
        advance()
        var out: [Stmt] = []
        repeat {
            if !out.isEmpty { advance() }   // the comma
            let start = tok.offset
            if tok.isPunct("(") { throw fail("destructuring is not supported; bind one name per 'let'") }
            let name = try expectIdentifier("a name")
            var type: TypeRef?
            if tok.isPunct(":") { advance(); type = try parseType() }
            var value: Expr?
            if tok.isOp("=") { advance(); value = try parseExpression() }
            if tok.isPunct("{") && !tok.newlineBefore { throw fail("computed local variables are not supported") }
            if value == nil && isLet { throw Failure("'let \(name)' needs a value", at: start) }
            out.append(Stmt(.binding(isLet: isLet, name: name, type: type, value: value), at: start))
        } while tok.isPunct(",")
        return out
    }

    mutating func parseIf(isElseIf: Bool = false) throws -> Stmt {
        let start = tok.offset
        advance()
        let conditions = try parseConditions(after: "if")
        let then = try parseBlock()
        var otherwise: [Stmt]?
        if tok.isKeyword("else") {
            advance()
            if tok.isKeyword("if") {
                otherwise = [try parseIf(isElseIf: true)]
            } else {
                otherwise = try parseBlock()
            }
        }
        return Stmt(.if(conditions, then: then, else: otherwise), at: start, isElseIf: isElseIf)
    }

    mutating func parseFor() throws -> Stmt {
        let start = tok.offset
        advance()
        // `for case pattern in …` and `for (a, b) in …` bind through a pattern: the loop visits
        // every element and its body runs for those the pattern matches (see below).
        var pattern: Pattern?
        if tok.isKeyword("case") {
            advance()
            pattern = try parsePattern(inBinding: false)
        } else if tok.isPunct("(") {
            pattern = try parsePattern(inBinding: true)
        }
        let name = pattern == nil ? try expectIdentifier("a loop variable") : Parser.patternLoopVariable
        guard tok.isKeyword("in") else { throw fail("expected 'in' after the loop variable, found \(describe(tok))") }
        advance()
        let saved = noTrailingClosure
        noTrailingClosure = true
        let seq = try parseExpression()
        var cond: Expr?
        if tok.isKeyword("where") { advance(); cond = try parseExpression() }
        noTrailingClosure = saved
        let body = try parseLoopBody()
        if let pattern {
            // `for case p in s where c { body }` is `for x in s { if case p = x, c { body } }`:
            // `continue` and `break` in the body still act on the loop.
            var conditions: [Condition] = [.pattern(pattern, Expr(.identifier(Parser.patternLoopVariable), at: pattern.offset))]
            if let cond { conditions.append(.expression(cond)) }
            return Stmt(.for(name: name, sequence: seq, where: nil, body: [Stmt(.if(conditions, then: body, else: nil), at: start)]),
                        at: start)
        }
        return Stmt(.for(name: name == "_" ? nil : name, sequence: seq, where: cond, body: body), at: start)
    }

    /// The hidden name of the element in a `for` loop that binds through a pattern.
    static let patternLoopVariable = "$element"

    /// The conditions of an `if`, `guard` or `while` header, up to the `{` (or `else`):
    /// `let x = optional`, `let x`, boolean expressions, separated by commas.
    mutating func parseConditions(after keyword: String) throws -> [Condition] {
        let saved = noTrailingClosure
        noTrailingClosure = true
        defer { noTrailingClosure = saved }
        var conditions: [Condition] = []
        repeat {
            if tok.isPunct(",") { advance() }
            if tok.isKeyword("let") || tok.isKeyword("var") {
                advance()
                let name = try expectIdentifier("a name")
                if tok.isOp("=") {
                    advance()
                    conditions.append(.optionalBinding(name: name, value: try parseExpression()))
                } else {
                    conditions.append(.optionalBinding(name: name, value: Expr(.identifier(name), at: tok.offset)))
                }
            } else if tok.isKeyword("case") {
                advance()
                let pattern = try parsePattern(inBinding: false)
                guard tok.isOp("=") else {
                    throw fail("expected '=' after the pattern of '\(keyword) case', found \(describe(tok))",
                               supported: "\(keyword) case .value(let x) = expression")
                }
                advance()
                conditions.append(.pattern(pattern, try parseExpression()))
            } else if tok.isPunct("#") {
                throw fail("'#available' checks are not supported", supported: "plain conditions")
            } else {
                conditions.append(.expression(try parseExpression()))
            }
        } while tok.isPunct(",")
        return conditions
    }
}
