import Document

/// Calls in actions whose callee has timeline steps: a function or method of the script (`async`
/// or not: `await load()`, `reveal()`, `model.refresh()`), or a closure the view holds or was
/// given (`onDone()` for `let onDone: () -> Void` passed by the parent). The callee's steps are
/// inlined where it is called — in order, so sleeps inside it delay what follows, as `await`
/// does — with its arguments evaluated when the action starts, like its `let`s.
extension Interpreter {
    /// What a call in an action would run, when that has timeline steps.
    enum InlineTarget {
        case function(FunctionDecl, Record?, ObjectRef?)
        case closure(ClosureValue)
    }

    /// The callee of `e` when it is a call whose body has timeline steps (nil otherwise).
    func inlineTarget(_ e: Expr, _ env: inout Env) throws -> InlineTarget? {
        guard case .call(let callee, _) = e.kind else { return nil }
        switch callee.kind {
        case .identifier(let n):
            if let v = env.lookup(n) {
                guard case .closure(let c) = v, containsTimeline(c.closure.body, c.env) else { return nil }
                return .closure(c)
            }
            if let rec = env.selfObject.map(objectRecord) ?? env.selfRecord {
                if let f = method(of: rec.type, n) { return containsTimeline(f.body) ? .function(f, rec, env.selfObject) : nil }
                if case .closure(let c)? = rec.fields[n] { return containsTimeline(c.closure.body, c.env) ? .closure(c) : nil }
            }
            if let f = program.functions[n], containsTimeline(f.body) { return .function(f, nil, nil) }
            return nil
        case .member(let base, let n):
            // `self.reveal()`, `model.load()`, `onDone` of another value: only through a name, so
            // nothing is evaluated that the action would not evaluate anyway.
            guard isNamedValue(base), staticBase(base, env) == nil, refersToInstance(base, env) else { return nil }
            switch try eval(base, &env) {
            case .object(let o):
                let r = objectRecord(o)
                if let f = method(of: r.type, n), containsTimeline(f.body) { return .function(f, r, o) }
                return nil
            case .record(let r):
                if let f = method(of: r.type, n), !f.isMutating, containsTimeline(f.body) { return .function(f, r, nil) }
                if case .closure(let c)? = r.fields[n], containsTimeline(c.closure.body, c.env) { return .closure(c) }
                return nil
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Whether a name chain starts at a value of the action's scope (`self`, a local, a property
    /// of `self`), not at a type or a built-in (`DispatchQueue.main`).
    func refersToInstance(_ e: Expr, _ env: Env) -> Bool {
        var root = e
        while case .member(let b, _) = root.kind { root = b }
        guard case .identifier(let n) = root.kind else { return false }
        if n == "self" || env.lookup(n) != nil { return true }
        let type = env.selfObject?.initial.type ?? env.selfRecord?.type
        return type?.property(n) != nil || env.selfRecord?.fields[n] != nil
    }

    /// `self`, `name`, `self.name`, `a.b`: an expression that only reads names.
    func isNamedValue(_ e: Expr) -> Bool {
        switch e.kind {
        case .identifier: return true
        case .member(let b, _): return isNamedValue(b)
        default: return false
        }
    }

    /// The steps of an inlined call: its arguments bound (evaluated now), then its body's steps.
    func compileInline(_ target: InlineTarget, _ e: Expr, _ env: inout Env, _ name: String) throws -> [Script.Step] {
        guard case .call(_, let args) = e.kind else { return [] }
        switch target {
        case .function(let f, let rec, let object):
            var inner = Env(selfRecord: rec)
            inner.selfObject = object
            try bindArguments(f, args, e, &env, into: &inner, defaultsSeeing: rec)
            try enterCall(e.offset, f.name)
            defer { leaveCall() }
            return try compileSteps(f.body, &inner, name)
        case .closure(let c):
            let values = try args.map { try eval($0.value, &env) }
            let closure = c.closure
            let expected = closure.parameters.isEmpty ? closure.shorthandCount : closure.parameters.count
            guard expected == values.count || (closure.parameters.isEmpty && expected <= values.count) else {
                throw Failure("the closure takes \(expected) parameter(s) but is called with \(values.count)", at: e.offset)
            }
            var inner = c.env
            inner.push()
            if closure.parameters.isEmpty {
                for i in 0..<closure.shorthandCount { inner.bind("$\(i)", values[i]) }
            } else {
                for (n, v) in zip(closure.parameters, values) where n != "_" { inner.bind(n, v) }
            }
            try enterCall(e.offset, "closure")
            defer { leaveCall() }
            return try compileSteps(closure.body, &inner, name)
        }
    }
}

extension Program {
    /// Every function and method of the file with this name (a call's callee by name, for
    /// questions asked before it runs, such as whether it has timeline steps).
    func functionsNamed(_ n: String) -> [FunctionDecl] {
        var out: [FunctionDecl] = []
        if let f = functions[n] { out.append(f) }
        for s in syntax.structs { out += s.methods.filter { $0.name == n } }
        for e in syntax.enums { out += e.methods.filter { $0.name == n } }
        for ext in syntax.extensions { out += ext.methods.filter { $0.name == n } }
        return out
    }
}
