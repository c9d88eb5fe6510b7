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
