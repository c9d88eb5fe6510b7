import Document

/// Running a `switch`: in ordinary code the chosen case's statements run in their own scope
/// (with the pattern's bindings); in a view builder the chosen case's views become one branch of
/// the same balanced `buildEither` tree an `if`/`else if` chain of as many branches builds (this
/// is how Swift's result-builder transform treats `switch`, SE-0289), so changing case removes
/// one view and inserts the other and their transitions play.
extension Interpreter {
    func execSwitch(_ subject: Expr, _ cases: [SwitchCase], _ offset: Int, _ env: inout Env,
                    returnHint: Hint) throws -> Flow {
        let (k, bindings) = try selectCase(subject, cases, offset, &env)
        env.push()
        defer { env.pop() }
        for b in bindings { env.bind(b.name, b.value, mutable: b.mutable) }
        return try exec(cases[k].body, &env, returnHint: returnHint)
    }

    func buildSwitch(_ subject: Expr, _ cases: [SwitchCase], _ offset: Int, _ env: inout Env) throws -> ViewValue {
        let (k, bindings) = try selectCase(subject, cases, offset, &env)
        env.push()
        for b in bindings { env.bind(b.name, b.value, mutable: b.mutable) }
        let view = try buildBlock(cases[k].body, &env)
        env.pop()
        return try conditionalBranch(view, k, of: cases.count, offset)
    }

    /// A `switch` whose every case is one expression, as the whole body of a function or
    /// property: a switch expression (SE-0380, `var color: Color { switch s { case .ok: .green … } }`).
    func switchExpressionValue(_ body: [Stmt], _ env: inout Env, _ hint: Hint) throws -> Value? {
        guard body.count == 1, case .switch(let subject, let cases) = body[0].kind,
              cases.allSatisfy({ $0.body.count == 1 && $0.body[0].isExpression }) else { return nil }
        let (k, bindings) = try selectCase(subject, cases, body[0].offset, &env)
        env.push()
        defer { env.pop() }
        for b in bindings { env.bind(b.name, b.value, mutable: b.mutable) }
        guard case .expression(let e) = cases[k].body[0].kind else { return nil }
        return try eval(e, &env, hint)
    }
}

extension Stmt {
    var isExpression: Bool { if case .expression = kind { return true } else { return false } }

    /// Whether a `return` appears in these statements or the blocks nested in them (not in
    /// closures): as in Swift, such a body is ordinary code, not a view builder.
    static func containsReturn(_ body: [Stmt]) -> Bool {
        body.contains { s in
            switch s.kind {
            case .return: return true
            case .if(_, let then, let otherwise): return containsReturn(then) || (otherwise.map(containsReturn) ?? false)
            case .for(_, _, _, let b): return containsReturn(b)
            case .switch(_, let cases): return cases.contains { containsReturn($0.body) }
            case .guard(_, let b), .while(_, let b), .repeat(let b, _): return containsReturn(b)
            case .expression, .binding, .assign, .break, .continue: return false
            }
        }
    }
}
