import Document

extension Library {
    /// `onChange(of:initial:_:)` (iOS 17: an action with no parameters or `{ oldValue, newValue in }`)
    /// and iOS 14's `onChange(of:perform:)` (`{ newValue in }`).
    static let changeModifiers: [Signature] = [
        onView(Param<Located<Value>>.labeled("of"), Param<Bool>.labeled("initial", default: false),
               Param<ClosureValue>.unlabeled) { i, base, a, value, initial, action in
            try i.onChange(base, of: value, initial: initial, action, a.call)
        },
        onView(Param<Located<Value>>.labeled("of"), Param<ClosureValue>.labeled("perform")) { i, base, a, value, action in
            try i.onChange(base, of: value, initial: false, action, a.call)
        },
    ]
}

extension Interpreter {
    /// A clock that runs the action once, at the instant the watched value changes (and, with
    /// `initial`, when the view appears), as SwiftUI calls `onChange`'s action after the update
    /// that changed the value. The action's own state changes are a new update: they animate only
    /// under its own `withAnimation` [inferred: the common `onChange { withAnimation { … } }`].
    func onChange(_ base: ViewValue, of value: Located<Value>, initial: Bool, _ action: ClosureValue, _ call: Int) throws -> Value {
        let closure = action.closure
        let arity = closure.parameters.isEmpty ? closure.shorthandCount : closure.parameters.count
        guard arity <= 2 else {
            throw Failure("onChange's action takes no parameters, the new value, or the old and the new value", at: closure.offset,
                          supported: "{ … }, { newValue in … } or { oldValue, newValue in … }")
        }
        let watched = try stateValue(value.value, value.offset)
        let program = self.program, root = self.root, state = self.state
        let current = value.value
        func clock(_ start: ViewClock.Start, _ name: String) -> ViewClock {
            ViewClock(name: name, start: start, schedule: .offsets([0], period: nil),
                      unboundedLength: Interpreter.unboundedClockLength, watched: current) { tick in
                // The view that runs the action is the one built after the change: `value` is the new value.
                let old = tick.previous as? Value ?? current
                let args = arity == 2 ? [old, current] : arity == 1 ? [current] : []
                let interp = Interpreter(program: program, state: state, canWriteState: false, root: root)
                var env = action.env
                env.push()
                do {
                    try interp.bindParameters(of: closure, args, &env)
                    return Script(name: "\(name) action", steps: try interp.compileSteps(closure.body, &env, name))
                } catch let f as Failure {
                    throw program.source.error(f)
                }
            }
        }
        let name = clockName("onChange", call)
        var view = base
        if initial, case .view(let v) = view.withClock(clock(.appear, name + " initial")) { view = v }
        return view.withClock(clock(.change(watched), name))
    }
}
