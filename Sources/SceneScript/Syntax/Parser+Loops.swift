/// `while`, `repeat { } while`, `guard`, `break` and `continue`.
///
/// The rules Swift's compiler enforces on them are checked here, so a script Swift would reject
/// fails at the statement, not when (or whether) it runs: `break` needs an enclosing loop or
/// switch, `continue` a loop (closures start afresh: they cannot leave the loop around them),
/// labels are refused (the interpreter has none), and a `guard`'s else block must leave the scope.
extension Parser {
    /// Keywords a label may stand before (`outer: for …`).
    static let labelledKeywords: Set<String> = ["for", "while", "repeat", "switch", "if", "do"]

    mutating func parseWhile() throws -> Stmt {
        let start = tok.offset
        advance()
        let conditions = try parseConditions(after: "while")
        let body = try parseLoopBody()
        return Stmt(.while(conditions, body: body), at: start)
    }

    mutating func parseRepeat() throws -> Stmt {
        let start = tok.offset
        advance()
        let body = try parseLoopBody()
        guard tok.isKeyword("while") else {
            throw fail("expected 'while' after the body of 'repeat', found \(describe(tok))", supported: "repeat { … } while condition")
        }
        advance()
        let saved = noTrailingClosure
        noTrailingClosure = true
        defer { noTrailingClosure = saved }
        return Stmt(.repeat(body: body, condition: try parseExpression()), at: start)
    }

    /// A loop's block: `break` and `continue` inside refer to it.
    mutating func parseLoopBody() throws -> [Stmt] {
        loopDepth += 1
        defer { loopDepth -= 1 }
        return try parseBlock()
    }

    mutating func parseGuard() throws -> Stmt {
        let start = tok
        advance()
        let conditions = try parseConditions(after: "guard")
        guard tok.isKeyword("else") else {
            throw fail("expected 'else' after the conditions of 'guard', found \(describe(tok))", supported: "guard condition else { return }")
        }
        advance()
        let otherwise = try parseBlock()
        guard Stmt.leavesScope(otherwise) else {
            throw fail("'guard' body must not fall through, consider using a 'return' to exit the scope", start,
                       supported: "end the else block with return (or break / continue inside a loop)")
        }
        return Stmt(.guard(conditions, else: otherwise), at: start.offset)
    }

    /// `break` / `continue`, checked to have something to leave.
    mutating func parseJump() throws -> Stmt {
        let t = tok
        advance()
        if tok.kind == .identifier, !tok.newlineBefore, !Parser.reservedKeywords.contains(tok.text) || tok.isEscaped {
            throw fail("labelled '\(t.text)' is not supported", tok,
                       supported: "a Bool variable checked after the inner loop, or a helper function that returns")
        }
        if t.text == "continue" {
            guard loopDepth > 0 else {
                throw fail("'continue' is only allowed inside a loop", t, supported: "return, to leave a function or closure")
            }
            return Stmt(.continue, at: t.offset)
        }
        guard loopDepth > 0 || switchDepth > 0 else {
            throw fail("'break' is only allowed inside a loop, if, do, or switch", t,
                       supported: "return, to leave a function or closure")
        }
        return Stmt(.break, at: t.offset)
    }
}

extension Stmt {
    /// Whether a block never reaches its end: its last statement is `return`, `break` or
    /// `continue`, or an `if`/`else` or `switch` all of whose branches leave (Swift's rule for a
    /// guard's else block). A `break` inside a nested switch only leaves that switch.
    static func leavesScope(_ body: [Stmt], breakLeaves: Bool = true) -> Bool {
        guard let last = body.last else { return false }
        switch last.kind {
        case .return, .continue: return true
        case .break: return breakLeaves
        case .if(_, let then, let otherwise?):
            return leavesScope(then, breakLeaves: breakLeaves) && leavesScope(otherwise, breakLeaves: breakLeaves)
        case .switch(_, let cases):
            return cases.allSatisfy { leavesScope($0.body, breakLeaves: false) }
        default: return false
        }
    }
}

extension Stmt {
    /// The first `break` or `continue` in a loop body that leaves or continues that loop (not
    /// one of a nested loop, nor a `break` of a nested switch; closures are separate code).
    static func loopJump(in body: [Stmt]) -> Stmt? {
        for s in body {
            switch s.kind {
            case .break, .continue: return s
            case .if(_, let then, let otherwise):
                if let j = loopJump(in: then) ?? otherwise.flatMap(loopJump(in:)) { return j }
            case .guard(_, let otherwise):
                if let j = loopJump(in: otherwise) { return j }
            case .switch(_, let cases):
                for c in cases {
                    if let j = loopJump(in: c.body), case .continue = j.kind { return j }
                }
            case .expression, .binding, .assign, .return, .for, .while, .repeat: continue
            }
        }
        return nil
    }
}

extension [Condition] {
    /// The names `let x = …` conditions bind.
    var boundNames: [String] {
        flatMap { c -> [String] in
            switch c {
            case .optionalBinding(let name, _): return [name]
            case .pattern(let p, _): return p.boundNames
            case .expression: return []
            }
        }
    }
}
