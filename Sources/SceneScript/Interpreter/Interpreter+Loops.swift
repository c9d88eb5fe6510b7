/// Running `while`, `repeat { } while` and `guard`.
///
/// A `while` has no sequence to measure in advance, so it is bounded as it runs: every
/// iteration counts against the work budget, and one loop may run at most
/// `ScriptLimits.maxLoopIterations` times (as many as a `for` may visit), so `while true { }`
/// stops with an error naming the loop instead of hanging.
extension Interpreter {
    /// Runs a `while` loop; returns the flow that leaves the enclosing body (`return`), or nil.
    func execWhile(_ conditions: [Condition], _ body: [Stmt], _ offset: Int, _ env: inout Env,
                   returnHint: Hint) throws -> Flow? {
        var count = 0
        while true {
            try tick(offset)
            env.push()
            guard try checkConditions(conditions, &env) else { env.pop(); return nil }
            try countIteration(&count, "while", offset)
            let flow = try exec(body, &env, returnHint: returnHint)
            env.pop()
            if let exit = Flow.leavingLoop(flow) { return exit }
            if case .broke = flow { return nil }
        }
    }

    /// Runs a `repeat { } while` loop: the body first, then the condition (which sees the
    /// body's scope no more than in Swift: it is evaluated after the body's scope ends).
    func execRepeat(_ body: [Stmt], _ condition: Expr, _ offset: Int, _ env: inout Env,
                    returnHint: Hint) throws -> Flow? {
        var count = 0
        repeat {
            try tick(offset)
            try countIteration(&count, "repeat", offset)
            env.push()
            let flow = try exec(body, &env, returnHint: returnHint)
            env.pop()
            if let exit = Flow.leavingLoop(flow) { return exit }
            if case .broke = flow { return nil }
        } while try self.condition(condition, &env)
        return nil
    }

    /// `guard conditions else { … }`: when the conditions hold, their `let` bindings stay in
    /// the current scope for the statements after the guard; otherwise the else block runs
    /// and its flow (which the parser checked cannot be `.normal`) leaves the scope.
    func execGuard(_ conditions: [Condition], _ otherwise: [Stmt], _ env: inout Env,
                   returnHint: Hint) throws -> Flow? {
        if try checkConditions(conditions, &env) { return nil }
        env.push()
        defer { env.pop() }
        return try exec(otherwise, &env, returnHint: returnHint)
    }

    func countIteration(_ count: inout Int, _ keyword: String, _ offset: Int) throws {
        count += 1
        guard count <= limits.maxLoopIterations else {
            throw Failure("this '\(keyword)' loop ran more than \(limits.maxLoopIterations) times (at most \(limits.maxLoopIterations) iterations of one loop)",
                          at: offset, supported: "a condition that becomes false, or for i in 0..<n")
        }
    }
}

extension Interpreter.Flow {
    /// What a loop body's flow means for the code around the loop: a `return` leaves it too
    /// (returned as is); `break` ends the loop and `continue` goes on, both handled by the loop
    /// (nil).
    static func leavingLoop(_ flow: Self) -> Self? {
        if case .returned = flow { return flow }
        return nil
    }
}
