import Document

/// `withAnimation` in actions: `withAnimation(a) { … }` is one animated mutation; with a
/// completion (`withAnimation(.spring) { … } completion: { … }`, iOS 17, also with
/// `completionCriteria:`), the completion's steps follow as a concurrent script that starts when
/// the animation completes by that criterion (`AnimationCompletion`), as SwiftUI calls it then.
extension Interpreter {
    func withAnimationSteps(_ args: [Argument], _ e: Expr, _ env: inout Env, _ name: String) throws -> [Script.Step] {
        var animationArg: Argument?, bodyArg: Argument?, completionArg: Argument?, criteriaArg: Argument?
        for a in args {
            switch a.label {
            case nil:
                if case .closure = a.value.kind, bodyArg == nil { bodyArg = a }
                else if animationArg == nil && bodyArg == nil { animationArg = a }
                else {
                    throw Failure("withAnimation takes one animation and a closure", at: a.offset,
                                  supported: "withAnimation(.spring(duration: 0.5)) { … }, optionally with completionCriteria: and completion: { … }")
                }
            case "completion"?: completionArg = a
            case "completionCriteria"?: criteriaArg = a
            case let label?:
                throw Failure("withAnimation has no argument '\(label):'", at: a.offset,
                              supported: "withAnimation(_:completionCriteria:_:completion:)")
            }
        }
        guard let bodyArg, case .closure(let c) = bodyArg.value.kind else {
            throw Failure("withAnimation needs a closure: withAnimation(.default) { … }", at: e.offset)
        }
        var animation: Animation? = .default
        if let first = animationArg {
            switch try eval(first.value, &env, .optional(.animation)) {
            case .animation(let a): animation = a
            case .none: animation = nil
            case let v: throw Failure("expected an Animation, found \(v.described)", at: first.offset)
            }
        }
        guard c.parameters.isEmpty && c.shorthandCount == 0 else {
            throw Failure("withAnimation's closure takes no parameters", at: c.offset)
        }
        if containsTimeline(c.body, env) {
            throw Failure("withAnimation's closure must only change state (no sleeps or nested timeline calls)", at: c.offset,
                          supported: "the follow-up change in completion: { … }, or Task.sleep after withAnimation")
        }
        try checkAssignments(c.body, env, [])
        var steps: [Script.Step] = [.mutate(animation: animation, mutation(c.body, env))]
        foresee(c.body, env)
        let criteria = try completionCriteria(criteriaArg)
        if criteriaArg != nil && completionArg == nil {
            throw Failure("completionCriteria: needs a completion: { … } closure", at: criteriaArg!.offset,
                          supported: "withAnimation(.spring, completionCriteria: .removed) { … } completion: { … }")
        }
        guard let completionArg else { return steps }
        guard case .closure(let done) = completionArg.value.kind else {
            throw Failure("withAnimation's completion must be a closure: completion: { … }", at: completionArg.offset)
        }
        guard done.parameters.isEmpty && done.shorthandCount == 0 else {
            throw Failure("withAnimation's completion takes no parameters", at: done.offset)
        }
        // Without an animation the change is immediate, and so is the completion.
        guard let delay = animation.map({ AnimationCompletion.time(of: $0, criteria) }) ?? 0 else {
            return steps   // `.repeatForever` never completes
        }
        let loc = program.source.location(of: done.offset)
        var inner = env
        steps.append(.after(try checkedTime(delay, completionArg.offset),
                            Script(name: "\(name)/completion@\(loc)", steps: try compileSteps(done.body, &inner, name))))
        return steps
    }

    /// `.logicallyComplete` (the default) or `.removed`.
    func completionCriteria(_ a: Argument?) throws -> AnimationCompletion.Criteria {
        guard let a else { return .logicallyComplete }
        let name: String?
        switch a.value.kind {
        case .implicitMember(let n): name = n
        case .member(let base, let n):
            if case .identifier("AnimationCompletionCriteria") = base.kind { name = n } else { name = nil }
        default: name = nil
        }
        guard let name, let c = AnimationCompletion.Criteria(rawValue: name) else {
            throw Failure("expected an AnimationCompletionCriteria", at: a.value.offset, supported: ".logicallyComplete or .removed")
        }
        return c
    }
}

/// `withTransaction(t) { … }` and `withTransaction(\.disablesAnimations, true) { … }` (iOS 17): one
/// mutation in the transaction given whole.
extension Interpreter {
    func withTransactionSteps(_ args: [Argument], _ e: Expr, _ env: inout Env) throws -> [Script.Step] {
        let usage = "withTransaction(Transaction(animation: .spring)) { … } or withTransaction(\\.disablesAnimations, true) { … }"
        guard let bodyArg = args.last, bodyArg.label == nil, case .closure(let c) = bodyArg.value.kind else {
            throw Failure("withTransaction needs a closure", at: e.offset, supported: usage)
        }
        var transaction = Transaction()
        switch args.dropLast().map(\.self) {
        case let given where given.count == 1 && given[0].label == nil:
            guard case .transaction(let t) = try eval(given[0].value, &env, .transaction) else {
                throw Failure("expected a Transaction", at: given[0].offset, supported: usage)
            }
            transaction = t
        case let given where given.count == 2 && given.allSatisfy({ $0.label == nil }):
            guard case .keyPath(let path) = try eval(given[0].value, &env, .any), path.count == 1 else {
                throw Failure("expected a key path of Transaction", at: given[0].offset, supported: usage)
            }
            transaction = try settingTransaction(transaction, path[0], try eval(given[1].value, &env, path[0] == "animation" ? .optional(.animation) : .bool),
                                                 given[1].offset)
        default:
            throw Failure("withTransaction takes a Transaction (or a key path and a value) and a closure", at: e.offset, supported: usage)
        }
        guard c.parameters.isEmpty && c.shorthandCount == 0 else {
            throw Failure("withTransaction's closure takes no parameters", at: c.offset)
        }
        if containsTimeline(c.body, env) {
            throw Failure("withTransaction's closure must only change state (no sleeps or nested timeline calls)", at: c.offset)
        }
        try checkAssignments(c.body, env, [])
        let step = Script.Step.transact(transaction, mutation(c.body, env))
        foresee(c.body, env)
        return [step]
    }

    /// `t.animation = …` / `t.disablesAnimations = …` on a Transaction value.
    func settingTransaction(_ t: Transaction, _ field: String, _ v: Value, _ offset: Int) throws -> Transaction {
        var t = t
        switch (field, v) {
        case ("animation", .animation(let a)): t.animation = a
        case ("animation", .none): t.animation = nil
        case ("disablesAnimations", .bool(let b)): t.disablesAnimations = b
        case ("animation", _), ("disablesAnimations", _):
            throw Failure("expected \(field == "animation" ? "an Animation or nil" : "a Bool"), found \(v.described)", at: offset)
        default:
            throw Failure("Transaction has no property '\(field)' here", at: offset, supported: "animation and disablesAnimations")
        }
        return t
    }
}
