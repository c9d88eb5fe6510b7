import Document

/// Turns action code (`Button` actions, `onAppear`, `.task`, `onTapGesture`, `// flipbook: at`
/// directives) into a Document `Script`: a list of timeline steps.
///
/// - `withAnimation(a) { … }` → `.mutate(animation: a)` (no argument: `.default`);
/// - `try await Task.sleep(for: .seconds(d))` / `(nanoseconds:)` / `.milliseconds` → `.sleep(d)`;
/// - `DispatchQueue.main.asyncAfter(deadline: .now() + d) { … }` → `.after(d, …)`;
/// - `Task { … }` → its steps (as the last statement) or `.after(0, …)` (it runs concurrently);
/// - any other statements → `.mutate(animation: nil)` steps, run with the state at that time.
///
/// `let`s, and the conditions of `if`s and the ranges of `for`s that contain timeline steps, are
/// evaluated when the script is made (when the action starts), like the case a `switch` with
/// steps takes, and a `guard` followed by steps; `for` loops with steps unroll. A `return` (or a
/// `break`/`continue` decided then) ends the steps of the action (or of that loop iteration).
extension Interpreter {
    /// `arguments`: what the action is called with (a gesture's value), which its closure may
    /// name or leave out (`{ _ in … }`, `{ … }`).
    func makeScript(_ c: ClosureValue, name: String, arguments: [Value] = []) throws -> Script {
        let closure = c.closure
        let arity = closure.parameters.isEmpty ? closure.shorthandCount : closure.parameters.count
        guard arity == 0 || arity == arguments.count else {
            throw Failure(arguments.isEmpty ? "an action closure takes no parameters"
                          : "this action closure takes \(arguments.count) parameter(s), not \(arity)", at: closure.offset)
        }
        let loc = program.source.location(of: closure.offset)
        var env = c.env
        if arity > 0 {
            env.push()
            try bindParameters(of: closure, arguments, &env)
        }
        return Script(name: "\(name)@\(loc)", steps: try compileSteps(closure.body, &env, name))
    }

    func compileSteps(_ body: [Stmt], _ env: inout Env, _ name: String) throws -> [Script.Step] {
        var flow = Flow.normal
        // Decisions made while compiling see the changes the steps before them make (`foresee`);
        // the view this interpreter builds does not.
        let (saved, savedForesight) = (store, unforeseen)
        defer { store = saved; unforeseen = savedForesight }
        unforeseen = []
        return try compileSteps(body, &env, name, &flow)
    }

    /// Notes what `body` will change, so that a later `if`, `guard`, `switch`, loop or `let` that
    /// decides timeline steps sees it (`n += 1; if n == 3 { withAnimation { … } }`): no time passes
    /// between them, so the state then is the one after `body`. Applied only when such a decision
    /// comes (`settleForesight`), so actions without one cost nothing more.
    func foresee(_ body: [Stmt], _ env: Env) { unforeseen.append((body, env)) }

    /// Applies the changes noted by `foresee` to this interpreter's view of the state (the steps
    /// themselves run later against the timeline's state; an error there is reported then).
    func settleForesight() {
        guard !unforeseen.isEmpty else { return }
        let scratch = Interpreter(program: program, state: state, canWriteState: true, root: root)
        for (body, env) in unforeseen {
            var env = env
            env.push()
            _ = try? scratch.exec(body, &env, returnHint: .any)
        }
        store = scratch.store
        unforeseen = []
    }

    /// `flow`: set when a `return`, `break` or `continue` decided when the action starts ends
    /// these steps early, for the statement around them to act on.
    func compileSteps(_ body: [Stmt], _ env: inout Env, _ name: String, _ flow: inout Flow) throws -> [Script.Step] {
        var steps: [Script.Step] = []
        var pending: [Stmt] = []
        /// `var`s declared by runtime statements (they exist only while that mutation runs).
        var runtimeVars: Set<String> = []
        env.push()
        defer { env.pop() }
        func flush(_ env: Env) {
            guard !pending.isEmpty else { return }
            steps.append(.mutate(animation: nil, mutation(pending, env)))
            foresee(pending, env)
            pending = []; runtimeVars = []
        }
        for (index, s) in body.enumerated() {
            try tick(s.offset)
            switch s.kind {
            case .expression(let e):
                guard let step = try timelineCall(unwrap(e), &env, name, isLast: index == body.count - 1) else {
                    if let target = try inlineTarget(unwrap(e), &env) {
                        // A helper with timeline steps (`func reveal() { withAnimation { … } }`,
                        // `await load()`, a closure passed in as `onDone`): its steps are inlined.
                        flush(env)
                        steps += try compileInline(target, unwrap(e), &env, name)
                        continue
                    }
                    pending.append(s)
                    continue
                }
                flush(env)
                steps += step
            case .binding(let isLet, let n, let type, let value):
                if let value, try inlineTarget(unwrap(value), &env) != nil {
                    throw Failure("a function with timeline steps (sleeps, withAnimation) cannot give a value here: its steps run later, along the timeline",
                                  at: value.offset, supported: "let the function change @State, and read that state afterwards")
                }
                if !pending.isEmpty && !isLet {
                    pending.append(s)   // a runtime variable of the current mutation
                    runtimeVars.insert(n)
                    continue
                }
                settleForesight()
                try bindLocal(n, type, value, s.offset, &env, isVar: !isLet)
            case .if(let conditions, let then, let otherwise):
                guard containsTimeline(then, env) || containsTimeline(otherwise ?? [], env) else { pending.append(s); continue }
                flush(env)
                env.push()
                settleForesight()
                if try checkConditions(conditions, &env) {
                    steps += try compileSteps(then, &env, name, &flow)
                    env.pop()
                } else {
                    env.pop()
                    if let otherwise { steps += try compileSteps(otherwise, &env, name, &flow) }
                }
                if !flow.isNormal { return steps }
            case .for(let n, let sequence, let whereClause, let loopBody):
                guard containsTimeline(loopBody, env) else { pending.append(s); continue }
                try refuseJumps(in: loopBody)
                flush(env)
                settleForesight()
                for item in try iterate(sequence, &env) {
                    env.push()
                    if let n { env.bind(n, item) }
                    if let whereClause, try !condition(whereClause, &env) { env.pop(); continue }
                    var inner = Flow.normal
                    steps += try compileSteps(loopBody, &env, name, &inner)
                    env.pop()
                    if case .returned = inner { flow = inner; return steps }
                }
            case .while(_, let loopBody), .repeat(let loopBody, _):
                guard containsTimeline(loopBody, env) else { pending.append(s); continue }
                let keyword = if case .while = s.kind { "while" } else { "repeat" }
                throw Failure("a '\(keyword)' loop with timeline steps (withAnimation, sleeps) is not supported: such loops unroll when the action starts, and its condition would not change then",
                              at: s.offset, supported: "for _ in 0..<n { … } (or ForEach in the view)")
            case .guard(let conditions, let otherwise):
                guard containsTimeline(otherwise, env) || containsTimeline(Array(body[(index + 1)...]), env) else {
                    pending.append(s)   // decided with the statements after it, in their mutation
                    continue
                }
                flush(env)
                settleForesight()
                if try !checkConditions(conditions, &env) {
                    env.push()
                    steps += try compileSteps(otherwise, &env, name, &flow)
                    env.pop()
                    return steps
                }
            case .break, .continue:
                flush(env)
                flow = if case .break = s.kind { .broke } else { .continued }
                return steps
            case .switch(let subject, let cases):
                guard cases.contains(where: { containsTimeline($0.body, env) }) else { pending.append(s); continue }
                flush(env)
                settleForesight()
                let (k, bindings) = try selectCase(subject, cases, s.offset, &env)
                env.push()
                for b in bindings { env.bind(b.name, b.value, mutable: b.mutable) }
                steps += try compileSteps(cases[k].body, &env, name, &flow)
                env.pop()
                if case .broke = flow { flow = .normal }   // `break` leaves the switch
                if !flow.isNormal { return steps }
            case .assign("=", let target, let value) where isScheduledTimer(unwrap(value)):
                // `timer = Timer.scheduledTimer(…) { … }`: the firings, then the timer stored.
                flush(env)
                let (timerSteps, timer) = try scheduledTimerSteps(argsOf(unwrap(value)), unwrap(value), &env, name)
                steps += timerSteps
                env.bind("\u{FFFF}timer\(s.offset)", timer)
                pending.append(Stmt(.assign(op: "=", target: target, value: Expr(.identifier("\u{FFFF}timer\(s.offset)"), at: s.offset)),
                                    at: s.offset))
            case .assign(_, let target, _):
                try checkAssignments([s], env, runtimeVars)
                if let root = Self.rootName(of: target), !runtimeVars.contains(root), env.localIndex(root)?.isVar == true {
                    // A local made when the action starts (`var t = Transaction(); t.disablesAnimations = true`)
                    // changes then too, so the timeline call after it sees the change.
                    flush(env)
                    settleForesight()
                    _ = try exec([s], &env, returnHint: .any)
                    continue
                }
                pending.append(s)
            case .return:
                flush(env)
                flow = .returned(.void)
                return steps
            }
            if steps.count > limits.maxArrayCount {
                throw Failure("the script has too many steps (more than \(limits.maxArrayCount))", at: s.offset)
            }
        }
        flush(env)
        return steps
    }

    /// `try`/`await` change nothing here.
    func unwrap(_ e: Expr) -> Expr {
        switch e.kind {
        case .try(let x, _), .await(let x): return unwrap(x)
        default: return e
        }
    }

    /// The steps of one timeline call, or nil when `e` is ordinary code.
    func timelineCall(_ e: Expr, _ env: inout Env, _ name: String, isLast: Bool) throws -> [Script.Step]? {
        guard case .call(let callee, let args) = e.kind else { return nil }
        switch callee.kind {
        case .identifier("withAnimation") where env.lookup("withAnimation") == nil:
            return try withAnimationSteps(args, e, &env, name)
        case .identifier("withTransaction") where env.lookup("withTransaction") == nil:
            return try withTransactionSteps(args, e, &env)
        case .identifier("Task") where env.lookup("Task") == nil:
            guard args.count == 1, case .closure(let c) = args[0].value.kind else {
                throw Failure("Task needs one closure: Task { … }", at: e.offset)
            }
            let steps = try compileSteps(c.body, &env, name)
            if isLast { return steps }
            let loc = program.source.location(of: c.offset)
            return [.after(0, Script(name: "\(name)/Task@\(loc)", steps: steps))]
        case .member(let base, "scheduledTimer"):
            guard case .identifier("Timer") = base.kind else { return nil }
            return try scheduledTimerSteps(args, e, &env, name).steps
        case .member(let base, "sleep"):
            guard case .identifier("Task") = base.kind else { return nil }
            return [.sleep(try sleepDuration(args, e, &env))]
        case .member(let base, let method) where method == "asyncAfter" || method == "async":
            guard case .member(let q, "main") = base.kind, case .identifier("DispatchQueue") = q.kind else {
                if case .member(_, _) = base.kind { return nil }
                return nil
            }
            guard let body = args.last, case .closure(let c) = body.value.kind else {
                throw Failure("DispatchQueue.main.\(method) needs a closure", at: e.offset)
            }
            var delay = 0.0
            if method == "asyncAfter" {
                guard args.count == 2, args[0].label == "deadline" else {
                    throw Failure("write DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { … }", at: e.offset)
                }
                guard case .deadline(let d) = try eval(args[0].value, &env, .deadline) else {
                    throw Failure("expected a deadline such as .now() + 1", at: args[0].offset)
                }
                delay = try checkedTime(d, args[0].offset)
            }
            let loc = program.source.location(of: c.offset)
            return [.after(delay, Script(name: "\(name)/\(method)@\(loc)", steps: try compileSteps(c.body, &env, name)))]
        default:
            return nil
        }
    }

    func sleepDuration(_ args: [Argument], _ e: Expr, _ env: inout Env) throws -> Double {
        guard args.count == 1 else {
            throw Failure("write try await Task.sleep(for: .seconds(1)) or Task.sleep(nanoseconds: 1_000_000_000)", at: e.offset)
        }
        let a = args[0]
        switch a.label {
        case "for":
            guard case .duration(let d) = try eval(a.value, &env, .duration) else {
                throw Failure("expected a duration such as .seconds(1) or .milliseconds(500)", at: a.offset)
            }
            return try checkedTime(d, a.offset)
        case "nanoseconds":
            guard let n = try eval(a.value, &env, .int).doubleValue else {
                throw Failure("expected a number of nanoseconds", at: a.offset)
            }
            return try checkedTime(n / 1e9, a.offset)
        case "seconds":
            guard let n = try eval(a.value, &env, .double).doubleValue else { throw Failure("expected seconds", at: a.offset) }
            return try checkedTime(n, a.offset)
        default:
            throw Failure("unknown form of Task.sleep", at: e.offset, supported: "Task.sleep(for: .seconds(1)), Task.sleep(nanoseconds:)")
        }
    }

    func checkedTime(_ t: Double, _ offset: Int) throws -> Double {
        guard t.isFinite, t >= 0, t <= 3600 else {
            throw Failure("a time must be between 0 and 3600 seconds, found \(t)", at: offset)
        }
        return t
    }

    /// A state mutation: runs `body` against the state at that moment of the timeline (the
    /// scene's `retainState` has dropped the state of the views no longer on screen).
    func mutation(_ body: [Stmt], _ env: Env) -> @Sendable (inout StateValues) throws -> Void {
        let program = self.program, root = self.root
        return { state in
            do {
                let interp = Interpreter(program: program, state: state, canWriteState: true, root: root)
                interp.store.actionsRun &+= 1
                var env = env
                env.push()
                _ = try interp.exec(body, &env, returnHint: .any)
                if interp.store.slots.count > program.limits.maxSlots {
                    throw Failure("too much state (more than \(program.limits.maxSlots) @State slots)", at: body.first?.offset ?? 0)
                }
                state = interp.state
            } catch let f as Failure {
                throw program.source.error(f)
            }
        }
    }

    /// The variable an assignment target starts from (`t` of `t.animation`, `xs` of `xs[0].y`).
    static func rootName(of target: Expr) -> String? {
        switch target.kind {
        case .identifier(let n): return n
        case .member(let base, _), .subscript(let base, _): return rootName(of: base)
        default: return nil
        }
    }

    /// Checks, when the script is made, that assignments in its mutations go to a `@State`
    /// variable or a local `var` (so a typo fails at load time, not in the middle of a clip).
    func checkAssignments(_ body: [Stmt], _ env: Env, _ runtimeVars: Set<String>) throws {
        var declared = runtimeVars
        for s in body {
            switch s.kind {
            case .binding(_, let n, _, _):
                declared.insert(n)
            case .assign(_, let target, _):
                guard case .identifier(let n) = target.kind, !declared.contains(n) else { continue }
                if let local = env.localIndex(n) {
                    // A `let` with a `$name` binding beside it writes through the binding (see `assign`).
                    if !local.isVar, env.lookup("$" + n).map({ if case .binding = $0 { false } else { true } }) ?? true {
                        throw Failure("cannot assign to '\(n)': it is a 'let' constant", at: target.offset)
                    }
                } else if let p = (env.selfRecord ?? rootRecord)?.type.property(n), !isAssignableProperty(n, env),
                          let (message, instead) = Interpreter.unassignable(p) {
                    throw Failure(message, at: target.offset, supported: instead)
                } else if let type = (env.selfObject?.initial ?? env.selfRecord ?? rootRecord)?.type, let p = computedProperty(type, n), p.setter == nil {
                    throw Failure("cannot assign to property: '\(n)' is a get-only property", at: target.offset,
                                  supported: "give it a setter (get { … } set { … newValue … }), or assign the @State it reads")
                } else if !isAssignableProperty(n, env) {
                    let rec = env.selfRecord ?? rootRecord
                    let candidates = (rec?.type.properties.filter { isAssignableProperty($0.name, env) }.map(\.name) ?? []) + env.allNames
                    throw Failure("cannot assign to '\(n)': it is not a @State variable or a local 'var'", at: target.offset,
                                  supported: closestMatch(n, candidates).map { "did you mean '\($0)'?" })
                }
            case .if(let conditions, let then, let otherwise):
                try checkAssignments(then, env, declared.union(conditions.boundNames))
                if let otherwise { try checkAssignments(otherwise, env, declared) }
            case .for(let n, _, _, let b):
                try checkAssignments(b, env, declared.union(n.map { [$0] } ?? []))
            case .while(let conditions, let b):
                try checkAssignments(b, env, declared.union(conditions.boundNames))
            case .repeat(let b, _):
                try checkAssignments(b, env, declared)
            case .guard(let conditions, let otherwise):
                try checkAssignments(otherwise, env, declared)
                declared.formUnion(conditions.boundNames)
            case .switch(_, let cases):
                for c in cases {
                    try checkAssignments(c.body, env, declared.union(c.items.flatMap { $0.pattern.boundNames }))
                }
            default:
                break
            }
        }
    }

    /// Whether action code may assign `name` as a property of `self`: a `@State`, a `@Binding`,
    /// or a stored property of an object whose method this is.
    func isAssignableProperty(_ name: String, _ env: Env) -> Bool {
        if let o = env.selfObject { return o.initial.type.property(name)?.isStored == true || computedProperty(o.initial.type, name)?.setter != nil }
        guard let type = (env.selfRecord ?? rootRecord)?.type else { return false }
        if computedProperty(type, name)?.setter != nil { return true }   // its setter changes state
        guard let p = type.property(name) else { return false }
        return p.wrapper == .state || p.wrapper == .stateObject || p.wrapper == .binding
    }

    /// Whether statements contain timeline calls (withAnimation, Task, sleeps, asyncAfter), also
    /// through calls of the script's functions and methods (any depth) and, when `env` is given,
    /// of the closures it holds (`onDone()`).
    func containsTimeline(_ body: [Stmt], _ env: Env? = nil) -> Bool {
        var visited = Set<ObjectIdentifier>()
        return containsTimeline(body, env, &visited)
    }

    private func containsTimeline(_ body: [Stmt], _ env: Env?, _ visited: inout Set<ObjectIdentifier>) -> Bool {
        for s in body {
            switch s.kind {
            case .expression(let e):
                if isTimeline(unwrap(e)) || callsTimeline(unwrap(e), env, &visited) { return true }
            case .if(_, let then, let otherwise):
                if containsTimeline(then, env, &visited) || containsTimeline(otherwise ?? [], env, &visited) { return true }
            case .for(_, _, _, let b), .while(_, let b), .repeat(let b, _), .guard(_, let b):
                if containsTimeline(b, env, &visited) { return true }
            case .switch(_, let cases):
                for c in cases where containsTimeline(c.body, env, &visited) { return true }
            case .assign(_, _, let value):
                if isScheduledTimer(unwrap(value)) { return true }
            default: continue
            }
        }
        return false
    }

    /// A call of a script function or method (by name: the callee is only known when it runs)
    /// or of a closure in scope whose body has timeline steps.
    private func callsTimeline(_ e: Expr, _ env: Env?, _ visited: inout Set<ObjectIdentifier>) -> Bool {
        guard case .call(let callee, _) = e.kind else { return false }
        let n: String
        switch callee.kind {
        case .identifier(let x): n = x
        case .member(_, let x): n = x
        default: return false
        }
        if let env, case .closure(let c)? = env.lookup(n) ?? (env.selfRecord?.fields[n]) {
            if visited.insert(ObjectIdentifier(c.closure)).inserted, containsTimeline(c.closure.body, c.env, &visited) { return true }
        }
        for f in program.functionsNamed(n) where visited.insert(ObjectIdentifier(f)).inserted {
            if containsTimeline(f.body, nil, &visited) { return true }
        }
        return false
    }

    func isTimeline(_ e: Expr) -> Bool {
        guard case .call(let callee, _) = e.kind else { return false }
        switch callee.kind {
        case .identifier(let n): return n == "withAnimation" || n == "withTransaction" || n == "Task"
        case .member(let base, let m):
            if case .identifier("Task") = base.kind, m == "sleep" { return true }
            if case .identifier("Timer") = base.kind, m == "scheduledTimer" { return true }
            if case .member(let q, "main") = base.kind, case .identifier("DispatchQueue") = q.kind { return true }
            return false
        default: return false
        }
    }
}
