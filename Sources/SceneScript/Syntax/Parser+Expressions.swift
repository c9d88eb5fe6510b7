extension Parser {
    /// Precedence levels, loosest first (Swift's standard operator precedence groups).
    static let binaryLevels: [Set<String>] = [
        ["||"], ["&&"], ["==", "!=", "<", ">", "<=", ">=", "===", "!=="], ["??"], ["..<", "..."],
        ["+", "-", "|", "^"], ["*", "/", "%", "&"], ["<<", ">>"],
    ]

    mutating func parseExpression() throws -> Expr {
        try enter(); defer { depth -= 1 }
        let cond = try parseBinary(level: 0)
        // Ternary: a `?` with whitespace on both sides.
        if tok.isOp("?") && tok.spaceBefore {
            advance()
            let a = try parseExpression()
            guard tok.isPunct(":") else { throw fail("expected ':' in the conditional expression, found \(describe(tok))") }
            advance()
            let b = try parseExpression()
            return Expr(.ternary(cond, a, b), at: cond.offset)
        }
        return cond
    }

    /// A binary operator continues the expression when it has whitespace on both sides or on
    /// neither (Swift's rule), and is one of this level's operators.
    func binaryOperator(in level: Set<String>) -> String? {
        guard tok.kind == .op, tok.spaceBefore == tok.spaceAfter, level.contains(tok.text) else { return nil }
        return tok.text
    }

    mutating func parseBinary(level: Int) throws -> Expr {
        if level == Parser.binaryLevels.count { return try parseCast() }
        var lhs = try parseBinary(level: level + 1)
        let ops = Parser.binaryLevels[level]
        while let op = binaryOperator(in: ops) {
            advance()
            if op == "??" {
                // Right-associative.
                try enter(); defer { depth -= 1 }
                let rhs = try parseBinary(level: level)
                return Expr(.binary(op, lhs, rhs), at: lhs.offset)
            }
            let rhs = try parseBinary(level: level + 1)
            lhs = Expr(.binary(op, lhs, rhs), at: lhs.offset)
            if level == 2 || level == 4, binaryOperator(in: ops) != nil {
                throw fail("comparison and range operators cannot be chained; add parentheses")
            }
        }
        // An operator this grammar does not know.
        if tok.kind == .op, tok.spaceBefore == tok.spaceAfter, level == 0,
           !Parser.binaryLevels.contains(where: { $0.contains(tok.text) }),
           !["=", "+=", "-=", "*=", "/=", "%=", "?", "->", "&&=", "||="].contains(tok.text) {
            throw fail("operator '\(tok.text)' is not supported",
                       supported: "+ - * / % & | ^ << >> == != < > <= >= && || ! ?? ..< ... and ?:")
        }
        return lhs
    }

    mutating func parseCast() throws -> Expr {
        var e = try parsePrefix()
        while tok.isKeyword("as") || tok.isKeyword("is") {
            if tok.isKeyword("is") { throw fail("'is' type checks are not supported") }
            advance()
            if tok.kind == .op && (tok.text == "?" || tok.text == "!") && !tok.spaceBefore { advance() }
            let type = try parseType()
            e = Expr(.cast(e, type), at: e.offset)
        }
        return e
    }

    mutating func parsePrefix() throws -> Expr {
        let t = tok
        if t.kind == .op && ["-", "!", "+"].contains(t.text) && !t.spaceAfter {
            try enter(); defer { depth -= 1 }
            advance()
            let operand = try parsePrefix()
            if t.text == "-", case .integer(let v) = operand.kind { return Expr(.integer(-v), at: t.offset) }
            if t.text == "-", case .float(let v) = operand.kind { return Expr(.float(-v), at: t.offset) }
            return Expr(.prefix(t.text, operand), at: t.offset)
        }
        if t.kind == .op && !t.spaceAfter && ["&", "~"].contains(t.text) {
            throw fail(t.text == "&" ? "inout arguments (&x) are not supported" : "operator '~' is not supported", t)
        }
        if t.isKeyword("try") {
            try enter(); defer { depth -= 1 }
            advance()
            var optional = false
            if tok.kind == .op && !tok.spaceBefore && (tok.text == "?" || tok.text == "!") {
                optional = tok.text == "?"
                advance()
            }
            return Expr(.try(try parsePrefix(), optional: optional), at: t.offset)
        }
        if t.isKeyword("await") {
            try enter(); defer { depth -= 1 }
            advance()
            return Expr(.await(try parsePrefix()), at: t.offset)
        }
        return try parsePostfix(try parsePrimary())
    }

    mutating func parsePostfix(_ base: Expr) throws -> Expr {
        var e = base
        while true {
            let t = tok
            if t.isPunct(".") {
                advance()
                let name: String
                switch tok.kind {
                case .identifier: name = tok.text
                case .integer(let i): name = String(i)
                default: throw fail("expected a member name after '.', found \(describe(tok))")
                }
                advance()
                e = nestedTypeMember(e, name) ?? Expr(.member(e, name), at: t.offset)
            } else if t.kind == .op && !t.spaceBefore && (t.text == "?" || t.text == "!") && peek().isPunct(".") {
                // Optional chaining `a?.b` or a force unwrap before a member `a!.b`.
                advance()
                advance()
                let name = try expectIdentifier("a member name")
                e = t.text == "?" ? Expr(.optionalMember(e, name), at: t.offset)
                                  : Expr(.member(Expr(.postfix("!", e), at: t.offset), name), at: t.offset)
            } else if t.kind == .op && !t.spaceBefore && t.text == "!" {
                advance()
                e = Expr(.postfix("!", e), at: t.offset)
            } else if t.isPunct("(") && !t.newlineBefore {
                var args = try parseArguments()
                args += try parseTrailingClosures()
                e = Expr(.call(e, args), at: e.offset)
            } else if t.isPunct("[") && !t.newlineBefore && !t.spaceBefore {
                advance()
                let args = try parseArgumentList(closing: "]")
                e = Expr(.subscript(e, args), at: t.offset)
            } else if t.isPunct("{") && !noTrailingClosure && !t.newlineBefore {
                let args = try parseTrailingClosures()
                e = Expr(.call(e, args), at: e.offset)
            } else {
                return e
            }
        }
    }

    /// `( label: value, … )` with the opening parenthesis as the current token.
    mutating func parseArguments() throws -> [Argument] {
        try expectPunct("(")
        return try parseArgumentList(closing: ")")
    }

    mutating func parseArgumentList(closing: String) throws -> [Argument] {
        let saved = noTrailingClosure
        noTrailingClosure = false
        defer { noTrailingClosure = saved }
        var args: [Argument] = []
        while !tok.isPunct(closing) {
            guard !atEnd else { throw fail("expected '\(closing)' to end the argument list") }
            let start = tok.offset
            var label: String?
            if tok.kind == .identifier && peek().isPunct(":") {
                label = tok.text
                advance(); advance()
            }
            let value = try operatorReference() ?? parseExpression()
            args.append(Argument(label: label, value: value, isTrailing: false, offset: start))
            if tok.isPunct(",") { advance() } else if !tok.isPunct(closing) {
                throw fail("expected ',' or '\(closing)' in the argument list, found \(describe(tok))")
            }
        }
        advance()
        return args
    }

    /// An operator passed as a function (`sorted(by: >)`, `reduce(0, +)`): the closure
    /// `{ $0 op $1 }`; nil when the argument is not a bare operator.
    mutating func operatorReference() -> Expr? {
        let t = tok
        guard t.kind == .op, ["<", ">", "<=", ">=", "==", "!=", "+", "-", "*", "/"].contains(t.text),
              peek().isPunct(")") || peek().isPunct(",") else { return nil }
        advance()
        let a = Expr(.identifier("$0"), at: t.offset), b = Expr(.identifier("$1"), at: t.offset)
        let body = [Stmt(.expression(Expr(.binary(t.text, a, b), at: t.offset)), at: t.offset)]
        return Expr(.closure(Closure(parameters: [], shorthandCount: 2, body: body, offset: t.offset)), at: t.offset)
    }

    /// `{ … }` and then `label: { … }` closures after a call.
    mutating func parseTrailingClosures() throws -> [Argument] {
        guard tok.isPunct("{") && !noTrailingClosure && !tok.newlineBefore else { return [] }
        var args: [Argument] = []
        let first = tok.offset
        args.append(Argument(label: nil, value: try parseClosure(), isTrailing: true, offset: first))
        while tok.kind == .identifier && peek().isPunct(":") && peek(2).isPunct("{") {
            let start = tok.offset
            let label = tok.text
            advance(); advance()
            args.append(Argument(label: label, value: try parseClosure(), isTrailing: true, offset: start))
        }
        return args
    }

    mutating func parsePrimary() throws -> Expr {
        let t = tok
        switch t.kind {
        case .integer(let v): advance(); return Expr(.integer(v), at: t.offset)
        case .float(let v): advance(); return Expr(.float(v), at: t.offset)
        case .string(let parts):
            advance()
            var segments: [StringSegment] = []
            for p in parts {
                switch p {
                case .text(let s): segments.append(.text(s))
                case .interpolation(let s, let e): segments.append(.interpolation(try parseInterpolation(start: s, end: e)))
                }
            }
            return Expr(.string(segments), at: t.offset)
        case .end:
            throw fail("expected an expression, found end of file")
        case .op:
            if t.text == "..." || t.text == "..<" {
                throw fail("one-sided ranges are not supported", supported: "a..<b or a...b")
            }
            throw fail("expected an expression, found '\(t.text)'")
        case .punct:
            return try parsePunctPrimary(t)
        case .identifier:
            break
        }
        if !t.isEscaped {
            switch t.text {
            case "true": advance(); return Expr(.bool(true), at: t.offset)
            case "false": advance(); return Expr(.bool(false), at: t.offset)
            case "nil": advance(); return Expr(.nil, at: t.offset)
            case "if":
                throw fail("'if' expressions are not supported here", supported: "the ?: operator, or an if statement")
            case "switch":
                throw fail("'switch' expressions are only supported as the whole body of a function or computed property",
                           supported: "a switch statement, or func f() -> T { switch … { case …: value } }")
            case _ where Parser.reservedKeywords.contains(t.text):
                throw fail("expected an expression, found keyword '\(t.text)'")
            default: break
            }
        }
        if t.text.hasPrefix("$") {
            let rest = t.text.dropFirst()
            if let n = Int(rest), n < 10 {
                guard !shorthandStack.isEmpty else { throw fail("'\(t.text)' is only valid inside a closure") }
                shorthandStack[shorthandStack.count - 1] = max(shorthandStack[shorthandStack.count - 1], n + 1)
                advance()
                return Expr(.identifier(t.text), at: t.offset)
            }
            // `$x`: the projected value of `x` (a binding, or an object's bindings).
            advance()
            return Expr(.identifier(t.text), at: t.offset)
        }
        advance()
        // `Self` inside a type is that type (in a protocol it is the conforming type, found at run time).
        if t.text == "Self", !t.isEscaped, let scope = typeScope, !protocolScope { return Expr(.identifier(scope), at: t.offset) }
        // `Array<Int>(…)`-style generic arguments are not needed by the subset.
        return Expr(.identifier(resolveTypeName(t.text)), at: t.offset)
    }

    mutating func parsePunctPrimary(_ t: Token) throws -> Expr {
        switch t.text {
        case ".":
            advance()
            guard tok.kind == .identifier, !tok.spaceBefore else { throw fail("expected a member name after '.'") }
            let name = tok.text
            advance()
            return Expr(.implicitMember(name), at: t.offset)
        case "(":
            advance()
            let args = try parseArgumentList(closing: ")")
            if args.count == 1 && args[0].label == nil { return args[0].value }
            if args.isEmpty { return Expr(.tuple([]), at: t.offset) }
            return Expr(.tuple(args), at: t.offset)
        case "[":
            advance()
            let saved = noTrailingClosure
            noTrailingClosure = false
            defer { noTrailingClosure = saved }
            if tok.isPunct(":") {
                // `[:]`, the empty dictionary.
                advance()
                try expectPunct("]", "to end the empty dictionary '[:]'")
                return Expr(.dictionary([]), at: t.offset)
            }
            var items: [Expr] = []
            var pairs: [(key: Expr, value: Expr)] = []
            while !tok.isPunct("]") {
                guard !atEnd else { throw fail("expected ']' to end the \(pairs.isEmpty ? "array" : "dictionary")") }
                let item = try parseExpression()
                if tok.isPunct(":") {
                    guard items.isEmpty else { throw fail("expected ',' or ']' in the array, found ':'") }
                    advance()
                    pairs.append((item, try parseExpression()))
                } else {
                    guard pairs.isEmpty else {
                        throw fail("expected ':' and a value in the dictionary, found \(describe(tok))", supported: "[key: value, …]")
                    }
                    items.append(item)
                }
                if tok.isPunct(",") { advance() } else if !tok.isPunct("]") {
                    throw fail("expected ',' or ']' in the \(pairs.isEmpty ? "array" : "dictionary"), found \(describe(tok))")
                }
            }
            advance()
            if !pairs.isEmpty { return Expr(.dictionary(pairs), at: t.offset) }
            return Expr(.array(items), at: t.offset)
        case "{":
            return try parseClosure()
        case "\\":
            advance()
            var names: [String] = []
            if tok.kind == .identifier && !tok.spaceBefore { advance() }  // `\Item.id`: the root type
            while tok.isPunct(".") {
                advance()
                names.append(try expectIdentifier("a property name in the key path"))
            }
            guard !names.isEmpty else { throw fail("expected a key path such as \\.self or \\.id") }
            return Expr(.keyPath(names), at: t.offset)
        case "#":
            advance()
            throw fail("'#\(tok.text)' is not supported in expressions", t)
        case "@":
            throw fail("attributes are not supported here", t)
        default:
            throw fail("expected an expression, found '\(t.text)'", t)
        }
    }

    mutating func parseInterpolation(start: Int, end: Int) throws -> Expr {
        var lexer = Lexer(source, start: start, end: end, maxTokens: limits.maxTokens)
        let toks = try lexer.tokenize()
        var sub = Parser(source: source, tokens: toks, limits: limits)
        sub.depth = depth
        sub.shorthandStack = shorthandStack
        sub.nestedTypes = nestedTypes
        sub.typeScope = typeScope
        guard !sub.atEnd else { throw Failure("empty \\( ) in a string", at: start) }
        var e = try sub.parseExpression()
        if sub.tok.isPunct(","), let formatted = try sub.parseSpecifier(e) { e = formatted }
        // Errors the sub-parser recovered from (in closures) are this parser's.
        for f in sub.errors { try report(f) }
        typeUses += sub.typeUses
        guard sub.atEnd else { throw sub.fail("expected ')' to end the interpolation, found \(sub.describe(sub.tok))") }
        if let last = sub.shorthandStack.last, !shorthandStack.isEmpty {
            shorthandStack[shorthandStack.count - 1] = max(shorthandStack[shorthandStack.count - 1], last)
        }
        return e
    }

    /// `{ params in statements }` with the brace as the current token.
    mutating func parseClosure() throws -> Expr {
        let open = tok
        try expectPunct("{")
        if tok.isPunct("[") {
            // A capture list (`[weak self]`) changes nothing here.
            while !tok.isPunct("]") && !atEnd { advance() }
            advance()
        }
        var params: [String] = []
        let save = index
        if let p = tryClosureParameters() { params = p } else { index = save }
        shorthandStack.append(0)
        let outer = (loopDepth, switchDepth)
        (loopDepth, switchDepth) = (0, 0)
        let body = try parseStatements(until: "}", opening: open)
        (loopDepth, switchDepth) = outer
        let shorthand = shorthandStack.removeLast()
        if shorthand > 0 && !params.isEmpty {
            throw Failure("a closure cannot use both named parameters and $0", at: open.offset)
        }
        let closure = Closure(parameters: params, shorthandCount: shorthand, body: body, offset: open.offset)
        return Expr(.closure(closure), at: open.offset)
    }

    /// `a, b in` / `(a, b) in` / `(a: T) -> R in` / `_ in`; nil when the closure has no parameter list.
    mutating func tryClosureParameters() -> [String]? {
        var names: [String] = []
        let parenthesized = tok.isPunct("(")
        if parenthesized { advance() }
        while true {
            if parenthesized && tok.isPunct(")") { advance(); break }
            guard tok.kind == .identifier, !Parser.reservedKeywords.contains(tok.text) || tok.isEscaped else { return nil }
            names.append(tok.text)
            advance()
            if parenthesized && tok.isPunct(":") {
                // Skip the type.
                advance()
                var nest = 0
                while !atEnd && !(nest == 0 && (tok.isPunct(",") || tok.isPunct(")"))) {
                    if tok.isPunct("(") || tok.isPunct("[") { nest += 1 }
                    if tok.isPunct(")") || tok.isPunct("]") { nest -= 1 }
                    advance()
                }
            }
            if tok.isPunct(",") { advance(); continue }
            if parenthesized { continue }
            break
        }
        if tok.isOp("->") {
            advance()
            guard (try? parseType()) != nil else { return nil }
        }
        if tok.isKeyword("throws") || tok.isKeyword("async") { advance() }
        guard tok.isKeyword("in") else { return nil }
        advance()
        return names
    }
}
