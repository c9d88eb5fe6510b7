import Document

/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` in actions, on the clip's clock.
///
/// The timer fires `interval`, 2·`interval`, … after the statement runs (once unless it
/// repeats): each firing is the block's steps, compiled when the action starts (as a
/// `DispatchQueue.main.asyncAfter` block is), run at that time against the state then. The block's
/// `timer` parameter (and the value the call returns, kept in `@State` as apps do) is the timer:
/// `invalidate()` stops it, from inside the block or from another action; `isValid` reads it. A
/// repeating timer that is never invalidated fires for 5 s, as a `Timer.publish` timer runs
/// without a scene duration; firings that change no state are no state change.
extension Interpreter {
    /// How long a repeating scheduled timer fires at most (its firings are laid out in advance).
    static let scheduledTimerHorizon = unboundedClockLength

    /// The steps of a `Timer.scheduledTimer(…) { timer in … }` call; `key` names the timer.
    func scheduledTimerSteps(_ args: [Argument], _ e: Expr, _ env: inout Env, _ name: String) throws -> (steps: [Script.Step], timer: Value) {
        var intervalArg: Argument?, repeatsArg: Argument?, block: Closure?
        for a in args {
            switch a.label {
            case "withTimeInterval"?: intervalArg = a
            case "repeats"?: repeatsArg = a
            case "block"?, nil:
                guard case .closure(let c) = a.value.kind else {
                    throw Failure("the timer's block is a closure: { timer in … }", at: a.offset)
                }
                block = c
            default:
                throw Failure("write Timer.scheduledTimer(withTimeInterval: seconds, repeats: true) { timer in … }", at: a.offset,
                              supported: "Timer.scheduledTimer(withTimeInterval:repeats:block:)")
            }
        }
        guard let intervalArg, let repeatsArg, let block else {
            throw Failure("write Timer.scheduledTimer(withTimeInterval: seconds, repeats: true) { timer in … }", at: e.offset,
                          supported: "Timer.scheduledTimer(withTimeInterval:repeats:block:)")
        }
        guard let interval = try eval(intervalArg.value, &env, .double).doubleValue, interval.isFinite, interval > 0 else {
            throw Failure("a timer must fire every so many seconds above 0", at: intervalArg.offset,
                          supported: "Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in … }")
        }
        guard interval >= 0.001 else { throw Failure("a timer fires at most every millisecond", at: intervalArg.offset) }
        guard case .bool(let repeats) = try eval(repeatsArg.value, &env, .bool) else {
            throw Failure("repeats: takes a Bool", at: repeatsArg.offset)
        }
        guard block.parameters.count <= 1, block.shorthandCount <= 1 else {
            throw Failure("the timer's block takes one parameter (the timer)", at: block.offset)
        }
        // One timer per run of this statement: its place and how many actions ran before it.
        let loc = program.source.location(of: e.offset)
        let serial = occurrences[Identity.root.appending(.site(e.offset)), default: 0]
        occurrences[Identity.root.appending(.site(e.offset))] = serial + 1
        let key = SlotKey(owner: .root, name: "Timer@\(loc)#\(store.actionsRun).\(serial)")
        let timer = Value.platform(.scheduledTimer(key))

        var inner = env
        inner.push()
        inner.bind(block.parameters.first ?? "$0", timer)
        let body = try compileSteps(block.body, &inner, name)
        let count = repeats ? Int((Self.scheduledTimerHorizon / interval + 1e-9).rounded(.down)) : 1
        guard count <= limits.maxArrayCount else {
            throw Failure("the timer fires too often (more than \(limits.maxArrayCount) times in \(formatNumber(Self.scheduledTimerHorizon)) s)",
                          at: intervalArg.offset, supported: "an interval of a few milliseconds or more")
        }
        let firing = Self.unlessInvalidated(body, key)
        var steps: [Script.Step] = []
        for k in 0..<count {
            var fire = firing
            // A timer that does not repeat is spent once it fires.
            if !repeats { fire.append(.mutate(animation: nil, Interpreter.setSlot(key) { _ in .bool(true) })) }
            steps.append(.after(Double(k + 1) * interval, Script(name: "\(name)/Timer@\(loc) fire \(k + 1)", steps: fire)))
        }
        return (steps, timer)
    }

    /// The steps with every state change skipped once the timer `key` is invalidated.
    static func unlessInvalidated(_ steps: [Script.Step], _ key: SlotKey) -> [Script.Step] {
        @Sendable func valid(_ state: StateValues) -> Bool {
            guard let store = state.storage as? ScriptStore, case .bool(true)? = store.slots[key] else { return true }
            return false
        }
        return steps.map { step in
            switch step {
            case .mutate(let a, let f): return .mutate(animation: a) { state in if valid(state) { try f(&state) } }
            case .transact(let t, let f): return .transact(t) { state in if valid(state) { try f(&state) } }
            case .after(let d, let s): return .after(d, Script(name: s.name, steps: unlessInvalidated(s.steps, key)))
            case .sleep, .perform: return step
            }
        }
    }

    func argsOf(_ e: Expr) -> [Argument] { if case .call(_, let a) = e.kind { a } else { [] } }

    /// Whether `e` is a `Timer.scheduledTimer(…)` call.
    func isScheduledTimer(_ e: Expr) -> Bool {
        guard case .call(let callee, _) = e.kind, case .member(let base, "scheduledTimer") = callee.kind,
              case .identifier("Timer") = base.kind else { return false }
        return true
    }
}

extension Library {
    /// `Timer.scheduledTimer` outside an action's statements (the compiler handles it there).
    static func addScheduledTimerConstructors(_ t: inout [String: [Signature]]) {
        t["Timer.scheduledTimer"] = [Signature(Param<Value>.labeled("withTimeInterval"), Param<Value>.labeled("repeats"),
                                               Param<ClosureValue>.labeled("block")) { _, a, _, _, _ in
            throw Failure("Timer.scheduledTimer can only be a statement of an action, or be assigned to a @State there", at: a.call,
                          supported: "timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in … } in .onAppear or a Button")
        }]
    }

    static let scheduledTimerMethods: [String: [String: [Signature]]] = [
        "scheduledTimer": [
            "invalidate": [Signature() { i, a in
                guard case .platform(.scheduledTimer(let key))? = a.receiver else { throw Failure("expected a Timer", at: a.call) }
                guard i.canWriteState else {
                    throw Failure("timer.invalidate() can only run in an action, not while the view is built", at: a.call)
                }
                i.store.slots[key] = .bool(true)
                return .void
            }],
            "fire": [Signature() { _, a in
                throw Failure("timer.fire() is not supported", at: a.call, supported: "let the timer fire on its schedule")
            }],
        ],
    ]

    static let scheduledTimerProperties: [String: [String: Property]] = [
        "scheduledTimer": [
            "isValid": { i, v, _ in
                guard case .platform(.scheduledTimer(let key)) = v else { return .void }
                if case .bool(true)? = i.store.slots[key] { return .bool(false) }
                return .bool(true)
            },
        ],
    ]
}
