/// `switch` statements: `switch value { case p1, p2 where c: … default: … }`.
///
/// The Swift rules a compiler enforces on the shape of a switch are checked here, so that a
/// script that Swift would reject fails with a message pointing at the label: a case needs a
/// statement (`break` for none; a `break` elsewhere in a case leaves the switch), `default`
/// comes once and last, `fallthrough` is refused (the interpreter runs exactly one case, and
/// merging cases is written `case .a, .b:`).
extension Parser {
    mutating func parseSwitch() throws -> Stmt {
        let start = tok.offset
        advance()
        let saved = noTrailingClosure
        noTrailingClosure = true
        let subject = try parseExpression()
        noTrailingClosure = saved
        let open = tok
        try expectPunct("{", "after the value of the 'switch'")
        try enter(); defer { depth -= 1 }
        noTrailingClosure = false
        defer { noTrailingClosure = saved }
        var cases: [SwitchCase] = []
        var defaultLabel: Int?
        skipSemicolons()
        while !tok.isPunct("}") {
            guard !atEnd else { throw fail("expected '}' to match the '{' of the switch at \(source.location(of: open.offset))") }
            let label = tok
            if let d = defaultLabel {
                if label.isKeyword("default") {
                    throw fail("a 'switch' has only one 'default'; there is already one at \(source.location(of: d))", label,
                               supported: "one 'default:' as the last case")
                }
                if label.isKeyword("case") {
                    throw fail("'default' must be the last case of a 'switch': this 'case' comes after the 'default' at \(source.location(of: d))",
                               label, supported: "move the 'default:' case to the end")
                }
            }
            var items: [CaseItem] = []
            if label.isKeyword("case") {
                advance()
                items = try parseCaseItems()
            } else if label.isKeyword("default") {
                advance()
                defaultLabel = label.offset
            } else if label.isPunct("@"), peek().text == "unknown" {
                throw fail("'@unknown default' is not needed: scene-script enums are all declared in the file", label,
                           supported: "default:")
            } else {
                throw fail("all statements inside a 'switch' must be covered by a 'case' or 'default', found \(describe(label))", label,
                           supported: "case .value: statements")
            }
            guard tok.isPunct(":") else {
                throw fail("expected ':' after the \(label.text == "case" ? "case's patterns" : "'default'"), found \(describe(tok))")
            }
            advance()
            cases.append(SwitchCase(items: items, body: try parseCaseBody(label), offset: label.offset))
        }
        advance()
        if cases.isEmpty {
            throw Failure("a 'switch' must have at least one case", at: start, supported: "case .value: … or default: …")
        }
        return Stmt(.switch(subject, cases), at: start)
    }

    /// `p1, p2 where c, …` up to the `:`.
    mutating func parseCaseItems() throws -> [CaseItem] {
        var items: [CaseItem] = []
        repeat {
            if tok.isPunct(",") { advance() }
            let pattern = try parsePattern(inBinding: false)
            var guardExpr: Expr?
            if tok.isKeyword("where") {
                advance()
                guardExpr = try parseExpression()
            }
            items.append(CaseItem(pattern: pattern, guardExpr: guardExpr))
        } while tok.isPunct(",")
        return items
    }

    /// The statements of one case, up to the next `case`, `default` or the closing brace. A body
    /// that is just `break` runs nothing; an empty body is an error, as in Swift.
    mutating func parseCaseBody(_ label: Token) throws -> [Stmt] {
        var body: [Stmt] = []
        let errorsBefore = errors.count
        switchDepth += 1
        defer { switchDepth -= 1 }
        skipSemicolons()
        while !(tok.isKeyword("case") || tok.isKeyword("default") || tok.isPunct("}")) {
            guard !atEnd else { throw fail("expected '}' to close the switch, found end of file") }
            let mark = checkpoint()
            do {
                let s = try parseStatement()
                // The next label may follow on the same line (`case 1: "one" default: "many"`).
                if !(tok.isKeyword("case") || tok.isKeyword("default")) { try endStatement() }
                body += s
            } catch let f as Failure {
                try recover(f, from: mark)
            }
            skipSemicolons()
        }
        // `break` elsewhere leaves the switch when it runs; a body of only `break` runs nothing
        // (and in a view builder is no view).
        if !body.isEmpty, body.allSatisfy({ if case .break = $0.kind { return true } else { return false } }) {
            return []
        }
        if body.isEmpty && errors.count == errorsBefore {
            throw fail("'\(label.text)' label in a 'switch' must have at least one executable statement", label,
                       supported: "break (to do nothing)")
        }
        return body
    }

    /// One pattern. `inBinding`: inside `let (…)`, where every name binds.
    mutating func parsePattern(inBinding: Bool) throws -> Pattern {
        try enter(); defer { depth -= 1 }
        let t = tok
        if t.isKeyword("let") || t.isKeyword("var") {
            if inBinding { throw fail("'\(t.text)' cannot appear inside another 'let' or 'var' pattern") }
            advance()
            return try parsePattern(inBinding: true).binding(mutable: t.text == "var")
        }
        if let length = enumCasePatternAhead() { return try parseEnumCasePattern(length: length, inBinding: inBinding) }
        if t.isKeyword("_") {
            advance()
            return optionalSuffix(Pattern(.wildcard, at: t.offset))
        }
        if t.isPunct("(") {
            advance()
            var elements: [Pattern] = []
            repeat {
                if tok.isPunct(",") { advance() }
                if tok.kind == .identifier && peek().isPunct(":") {
                    throw fail("labels in tuple patterns are not supported", supported: "(pattern, pattern) in the order of the tuple")
                }
                elements.append(try parsePattern(inBinding: inBinding))
            } while tok.isPunct(",")
            try expectPunct(")", "to close the tuple pattern")
            return elements.count == 1 ? elements[0] : Pattern(.tuple(elements), at: t.offset)
        }
        // Inside `let (…)` a name binds; literals and enum cases stay patterns (`let (false, n)`).
        if inBinding, t.kind == .identifier, !["true", "false", "nil"].contains(t.text) || t.isEscaped {
            guard !Parser.reservedKeywords.contains(t.text) || t.isEscaped else {
                throw fail("expected a name to bind, found \(describe(t))")
            }
            advance()
            return optionalSuffix(Pattern(.binding(t.text, mutable: false), at: t.offset))
        }
        if t.kind == .op && (t.text == "..." || t.text == "..<") && !t.spaceAfter {
            advance()
            let upper = try parseBinary(level: Parser.rangeLevel + 1)
            return Pattern(.range(lower: nil, upper: upper, closed: t.text == "..."), at: t.offset)
        }
        let e = try parseBinary(level: Parser.rangeLevel + 1)
        if tok.kind == .op && (tok.text == "..." || tok.text == "..<") {
            let op = tok
            advance()
            if tok.isPunct(":") || tok.isPunct(",") || tok.isPunct(")") || tok.isKeyword("where") {
                guard op.text == "..." else {
                    throw fail("'..<' needs an upper bound", op, supported: "a... for everything from a on")
                }
                return Pattern(.range(lower: e, upper: nil, closed: false), at: t.offset)
            }
            let upper = try parseBinary(level: Parser.rangeLevel + 1)
            return Pattern(.range(lower: e, upper: upper, closed: op.text == "..."), at: t.offset)
        }
        if tok.isOp("?") && !tok.spaceBefore {
            throw fail("'?' here would make an optional pattern of an expression", supported: "let name? (or .some(pattern)) to match a value that is not nil")
        }
        return Pattern(.expression(e), at: t.offset)
    }

    /// `x?`: the pattern matches a non-nil value (Swift's optional pattern).
    mutating func optionalSuffix(_ p: Pattern) -> Pattern {
        guard tok.kind == .op, !tok.spaceBefore, tok.text.allSatisfy({ $0 == "?" }) else { return p }
        var out = p
        for _ in tok.text { out = Pattern(.optional(out), at: p.offset) }
        advance()
        return out
    }

    /// The number of tokens of an enum-case pattern's name when one starts here: `.name` or
    /// `Type.name` / `Outer.Type.name` (a type name starts with a capital), followed by its
    /// associated-value patterns in parentheses or by the end of the pattern.
    func enumCasePatternAhead() -> Int? {
        var k: Int
        if tok.isPunct(".") {
            guard peek(1).kind == .identifier, !peek(1).spaceBefore else { return nil }
            k = 2
        } else if tok.kind == .identifier, tok.text.first?.isUppercase == true, peek(1).isPunct("."), peek(2).kind == .identifier {
            k = 3
            while peek(k).isPunct(".") && peek(k + 1).kind == .identifier { k += 2 }
        } else {
            return nil
        }
        let next = peek(k)
        if next.isPunct("(") && !next.newlineBefore { return k }
        if next.isPunct(":") || next.isPunct(",") || next.isPunct(")") || next.isPunct("{") || next.isOp("=")
            || next.isKeyword("where") || next.isKeyword("in") { return k }
        return nil
    }

    /// `.circle`, `Shape.circle(let r)`, `.rect(width: let w, _)`; inside `let` the associated
    /// values' names bind (`case let .square(side)`).
    mutating func parseEnumCasePattern(length: Int, inBinding: Bool) throws -> Pattern {
        let start = tok.offset
        var components: [String] = []
        var i = 0
        while i < length {
            if tok.kind == .identifier { components.append(tok.text) }
            advance()
            i += 1
        }
        let name = components.removeLast()
        var type: String?
        if !components.isEmpty {
            if components[0] == "Self", let scope = typeScope, !protocolScope { components[0] = scope }
            type = resolveDottedTypeName(components.joined(separator: "."))
        }
        var payload: [(label: String?, pattern: Pattern)]?
        if tok.isPunct("(") {
            advance()
            var items: [(label: String?, pattern: Pattern)] = []
            while !tok.isPunct(")") {
                guard !atEnd else { throw fail("expected ')' to end the associated values of '.\(name)'") }
                var label: String?
                if tok.kind == .identifier, peek().isPunct(":"), !Parser.reservedKeywords.contains(tok.text) || tok.isEscaped {
                    label = tok.text
                    advance(); advance()
                }
                items.append((label, try parsePattern(inBinding: inBinding)))
                if tok.isPunct(",") { advance() } else if !tok.isPunct(")") {
                    throw fail("expected ',' or ')' in the associated values of '.\(name)', found \(describe(tok))")
                }
            }
            advance()
            payload = items
        }
        return Pattern(.enumCase(type: type, name: name, payload: payload), at: start)
    }

    /// The index of the range operators in `binaryLevels`: pattern operands are parsed one
    /// level tighter, so that the range belongs to the pattern and may be one-sided.
    static let rangeLevel = binaryLevels.firstIndex(of: ["..<", "..."])!
}

extension Pattern {
    /// `let (a, _)`: every name inside binds (`var`: mutably).
    func binding(mutable: Bool) -> Pattern {
        switch kind {
        case .binding(let n, _): return Pattern(.binding(n, mutable: mutable), at: offset)
        case .tuple(let ps): return Pattern(.tuple(ps.map { $0.binding(mutable: mutable) }), at: offset)
        case .optional(let p): return Pattern(.optional(p.binding(mutable: mutable)), at: offset)
        case .enumCase(let t, let n, let payload?):
            return Pattern(.enumCase(type: t, name: n, payload: payload.map { ($0.label, $0.pattern.binding(mutable: mutable)) }), at: offset)
        default: return self
        }
    }
}
