import Document

/// What an `init` being run has done to `self`, so the rules Swift checks at compile time can be
/// checked on the path the run takes: every stored property assigned before `self` is complete,
/// a `let` assigned once, `self.init(…)` before any assignment and only once.
struct InitializerState: Sendable {
    /// The struct being initialized; nil for an `init` an extension adds to a built-in type.
    let type: StructDecl?
    /// The struct's or built-in type's name (`RingView`, `Color`).
    let typeName: String
    /// What `self` is: `self = .red` and `self.init(…)` resolve against it.
    let hint: Hint
    /// A built-in's value, once `self.init(…)` or `self = …` has made it.
    var builtinSelf: Value?
    /// Stored properties the body has assigned.
    var assigned: Set<String> = []
    /// `self.init(…)` or `self = …` has run: `self` is complete.
    var delegated = false
}

extension Interpreter {
    // MARK: Calling an initializer

    /// `Name(…)` for a script struct: the `init` whose labels fit (and, among several, whose
    /// argument types fit), else the memberwise initializer — which a struct declaring an `init`
    /// of its own no longer has, as in Swift (`init`s in extensions keep it).
    func construct(_ s: StructDecl, _ args: [Argument], _ e: Expr, _ env: inout Env) throws -> Value {
        let inits = s.initializers + (program.extensionInitializers[s.name] ?? [])
        let memberwise = memberwiseParameters(s)
        if inits.isEmpty { return try instantiate(s, args, e, &env) }
        if let (f, values) = try selectInitializer(inits, args, &env) {
            return try runInitializer(f, values, of: s, e)
        }
        let fitsMemberwise = matchLabels(args, memberwise.parameters) != nil
        if s.initializers.isEmpty && fitsMemberwise { return try instantiate(s, args, e, &env) }
        var forms = inits.map { s.name + $0.signatureName.dropFirst(4) }
        if s.initializers.isEmpty { forms.append(s.name + "(" + memberwise.properties.map { $0.name + ":" }.joined() + ")") }
        if fitsMemberwise {
            throw Failure("'\(s.name)' has no memberwise initializer: it declares its own 'init'", at: e.offset,
                          supported: "call " + forms.joined(separator: " or ")
                            + ", or move the init into 'extension \(s.name) { … }' to keep the memberwise initializer")
        }
        throw noInitializer(s.name, args, e, forms: forms)
    }

    /// `Color(hex: 0x3366ff)`: an `init` an extension adds to a built-in type, when one takes
    /// these labels; nil when none does and a built-in initializer does (that one is called then).
    func builtinExtensionInit(_ typeName: String, _ args: [Argument], _ e: Expr, _ env: inout Env) throws -> Value? {
        guard let inits = program.extensionInitializers[typeName], program.structs[typeName] == nil else { return nil }
        guard let (f, values) = try selectInitializer(inits, args, &env) else {
            let builtins = Library.constructors[typeName] ?? []
            if builtins.contains(where: { matchLabels(args, $0.params) != nil }) { return nil }
            throw noInitializer(typeName, args, e, forms: inits.map { typeName + $0.signatureName.dropFirst(4) }
                                + builtins.map { typeName + $0.labels })
        }
        try enterCall(e.offset, "\(typeName).init")
        defer { leaveCall() }
        var inner = Env()
        inner.initializer = InitializerState(type: nil, typeName: typeName, hint: Hint.typeHints[typeName] ?? .any)
        try runInitializerBody(f, values, &inner)
        guard let v = inner.initializer?.builtinSelf else {
            throw Failure("'self.init' isn't called on all paths before returning from initializer", at: f.offset,
                          supported: "call self.init(…) with another initializer of \(typeName), or assign self = …, on every path")
        }
        return v
    }

    /// A type's own or built-in initializer (what `self.init(…)` in a built-in's extension calls).
    private func builtinConstruct(_ typeName: String, _ args: [Argument], _ e: Expr, _ env: inout Env) throws -> Value {
        if let v = try builtinExtensionInit(typeName, args, e, &env) { return v }
        guard let sigs = Library.constructors[typeName] else {
            throw Failure("'\(typeName)' has no initializer to delegate to", at: e.offset)
        }
        return try invoke(typeName, sigs, args, receiver: nil, e, &env)
    }

    /// The `init` whose labels fit, with its arguments evaluated and checked against its
    /// parameter types; when several fit the labels, the first whose types fit (as `invoke`
    /// does for built-ins). Nil when no labels fit.
    func selectInitializer(_ inits: [FunctionDecl], _ args: [Argument], _ env: inout Env) throws
        -> (FunctionDecl, [Value])? {
        let matched = inits.compactMap { f in matchLabels(args, callParameters(f)).map { (f, $0) } }
        for (i, (f, mapping)) in matched.enumerated() {
            do {
                return (f, try argumentValues(f, args, mapping, &env))
            } catch let failure as Failure where failure.isMismatch && i < matched.count - 1 {
                continue
            }
        }
        return nil
    }

    private func callParameters(_ f: FunctionDecl) -> [CallParameter] {
        f.parameters.map {
            CallParameter(label: $0.label, hint: Hint.of($0.type, program: program), hasDefault: $0.defaultValue != nil)
        }
    }

    /// One value per parameter: the argument bound to it, or its default value.
    private func argumentValues(_ f: FunctionDecl, _ args: [Argument], _ mapping: [Int?], _ env: inout Env) throws -> [Value] {
        var values: [Value] = []
        for (i, p) in f.parameters.enumerated() {
            let h = Hint.of(p.type, program: program)
            if let ai = mapping[i] {
                var v = try coerce(eval(args[ai].value, &env, h), h, args[ai].value.offset)
                if p.isViewBuilder, case .closure(var c) = v { c.isViewBuilder = true; v = .closure(c) }
                try checkClosureArity(v, p.type, args[ai].value.offset)
                values.append(v)
            } else {
                var defEnv = Env()
                values.append(try coerce(eval(p.defaultValue!, &defEnv, h), h, p.offset))
            }
        }
        return values
    }

    func noInitializer(_ typeName: String, _ args: [Argument], _ e: Expr, forms: [String]) -> Failure {
        let got = args.isEmpty ? "no arguments" : "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
        return Failure("no initializer of '\(typeName)' takes \(got)", at: e.offset,
                       supported: "initializers: " + forms.joined(separator: ", "))
    }

    /// Runs a struct's `init`: properties with default values are set first (as Swift does),
    /// then the body; afterwards every stored property must have a value.
    private func runInitializer(_ f: FunctionDecl, _ values: [Value], of s: StructDecl, _ e: Expr) throws -> Value {
        try enterCall(e.offset, "\(s.name).init")
        defer { leaveCall() }
        var fields: [String: Value] = [:]
        for p in s.storedProperties {
            let h = p.type.map { Hint.of($0, program: program) } ?? .any
            if let x = p.initialValue {
                var defEnv = Env()
                fields[p.name] = try coerce(eval(x, &defEnv, h), h, p.offset)
            } else if !p.isLet, case .optional? = p.type {
                fields[p.name] = Value.none
            }
        }
        var inner = Env(selfRecord: Record(type: s, fields: fields))
        inner.initializer = InitializerState(type: s, typeName: s.name, hint: .record(s.name))
        try runInitializerBody(f, values, &inner)
        guard let rec = inner.selfRecord else { throw Failure("the initializer lost 'self'", at: f.offset) }
        let missing = s.storedProperties.filter { rec.fields[$0.name] == nil }
            + s.properties.filter { $0.wrapper?.ownsStorage == true && $0.initialValue == nil && rec.states[$0.name] == nil }
        if !missing.isEmpty {
            throw Failure("return from initializer without initializing all stored properties: "
                          + missing.map { "'\($0.name)'" }.joined(separator: ", "), at: f.offset,
                          supported: "assign " + missing.map { "self.\($0.name) = …" }.joined(separator: " and ")
                            + " on every path through the init, or give "
                            + (missing.count == 1 ? "it a default value" : "them default values"))
        }
        return try checkComposite(.record(rec), e.offset)
    }

    func runInitializerBody(_ f: FunctionDecl, _ values: [Value], _ inner: inout Env) throws {
        for (p, v) in zip(f.parameters, values) { inner.bind(p.name, v) }
        if case .returned(let v) = try exec(f.body, &inner, returnHint: .any), !v.isVoid {
            throw Failure("an initializer cannot return a value", at: f.offset,
                          supported: "assign the stored properties (self.x = …); a bare 'return' ends the init early")
        }
    }

    // MARK: Inside an initializer

    /// `self.init(…)`: another initializer of the same type makes the whole of `self`.
    func delegateInitializer(_ args: [Argument], _ e: Expr, _ env: inout Env) throws -> Value {
        guard let before = env.initializer else { throw Failure("'self.init' is only allowed in an initializer", at: e.offset) }
        if before.delegated {
            throw Failure("'self.init' is called twice in this initializer", at: e.offset, supported: "call it once")
        }
        if let first = before.assigned.sorted().first {
            throw Failure("'self' used before 'self.init' call: 'self.\(first)' is assigned before it", at: e.offset,
                          supported: "call self.init(…) first, then change 'var' properties")
        }
        var state = before
        if let s = before.type {
            guard case .record(let r) = try construct(s, args, e, &env) else {
                throw Failure("'self.init' did not make a '\(s.name)'", at: e.offset)
            }
            env.selfRecord = r
        } else {
            state.builtinSelf = try builtinConstruct(before.typeName, args, e, &env)
        }
        state.delegated = true
        env.initializer = state
        return .void
    }

    /// Writes `self.x = …`, `x = …` (a stored property, not shadowed by a local) or `self = …`
    /// in an initializer; false when the target is something else (a local), left to `store`.
    /// Errors point at the statement (`offset`), which starts at `self`.
    func storeInInitializer(_ value: Value, _ target: Expr, _ offset: Int, _ env: inout Env) throws -> Bool {
        guard var state = env.initializer else { return false }
        let name: String
        switch target.kind {
        case .identifier(let n):
            if env.localIndex(n) != nil { return false }
            if n == "self" {
                let v = try coerce(value, state.hint, offset)
                if case .record(let r) = v { env.selfRecord = r } else { state.builtinSelf = v }
                state.delegated = true
                env.initializer = state
                return true
            }
            name = n
        case .member(let base, let n):
            guard case .identifier("self") = base.kind else { return false }
            name = n
        default:
            return false
        }
        guard let s = state.type else {
            throw Failure("cannot assign to 'self.\(name)' in an initializer of \(state.typeName)", at: offset,
                          supported: "self.init(…) with one of its initializers, or self = …")
        }
        let plain = name.hasPrefix("_") ? String(name.dropFirst()) : name
        if let p = s.property(plain), let w = p.wrapper, var rec = env.selfRecord {
            // `_x = State(initialValue: v)`, `_model = StateObject(wrappedValue: Model())`,
            // `_isOn = isOn` (a Binding), `self.x = v`: the wrapper's initial value.
            try storeWrapped(w, p, value, wrapperSyntax: name.hasPrefix("_"), &rec, offset)
            env.selfRecord = rec
            state.assigned.insert(plain)
            env.initializer = state
            return true
        }
        guard let p = s.property(name), var rec = env.selfRecord else { return false }
        guard p.isStored, p.wrapper == nil else {
            throw Failure("'\(name)' is not a stored property; an initializer assigns stored properties", at: offset)
        }
        if p.isLet && (p.initialValue != nil || state.assigned.contains(name) || state.delegated) {
            throw Failure("immutable value 'self.\(name)' may only be initialized once", at: offset,
                          supported: p.initialValue != nil ? "drop the default value of 'let \(name)', or make it 'var'"
                                                          : "assign it once on each path, or make it 'var'")
        }
        let h = p.type.map { Hint.of($0, program: program) } ?? .any
        rec.fields[name] = try coerce(value, h, offset)
        env.selfRecord = rec
        state.assigned.insert(name)
        env.initializer = state
        return true
    }

    /// Sets a property-wrapped property from an initializer: `_x = State(initialValue: v)` (or
    /// `self.x = v`, which Swift turns into the same for a wrapper) gives this instance's initial
    /// value; `_isOn = binding` stores the binding; `_model = ObservedObject(wrappedValue: m)` the object.
    private func storeWrapped(_ w: PropertyDecl.Wrapper, _ p: PropertyDecl, _ value: Value, wrapperSyntax: Bool,
                              _ rec: inout Record, _ offset: Int) throws {
        let h = p.type.map { Hint.of($0, program: program) } ?? .any
        switch w {
        case .state, .stateObject:
            var v = value
            if wrapperSyntax {
                guard case .wrapped(let kind, let inner) = value, kind == w.rawValue else {
                    throw Failure("'_\(p.name)' is the @\(w.rawValue) itself: assign \(w.rawValue)(initialValue: …)", at: offset,
                                  supported: "_\(p.name) = \(w.rawValue)(initialValue: value), or self.\(p.name) = value")
                }
                v = inner
            }
            rec.states[p.name] = try checkComposite(coerce(v, h, offset), offset)
        case .binding:
            guard case .binding = value else {
                throw Failure("'\(wrapperSyntax ? "_" : "")\(p.name)' needs a Binding, found \(value.described)", at: offset,
                              supported: "init(\(p.name): Binding<…>) { _\(p.name) = \(p.name) }")
            }
            rec.fields[p.name] = value
        case .observedObject, .bindable, .published:
            var v = value
            if case .wrapped(_, let inner) = value { v = inner }
            rec.fields[p.name] = try coerce(v, h, offset)
        case .environment, .environmentObject, .namespace:
            throw Failure("'\(p.name)' comes from SwiftUI (@\(w.rawValue)); an initializer cannot set it", at: offset)
        }
    }

    /// The type `self = …` or `self.x = …` expects in an initializer (so `.red` and `.blue` resolve).
    func initializerTargetHint(_ target: Expr, _ env: Env) -> Hint? {
        guard let state = env.initializer else { return nil }
        switch target.kind {
        case .identifier("self"):
            return state.hint
        case .member(let base, let n):
            guard case .identifier("self") = base.kind, let t = state.type?.property(n)?.type else { return nil }
            return Hint.of(t, program: program)
        default:
            return nil
        }
    }
}

extension Value {
    var isVoid: Bool { if case .void = self { return true } else { return false } }
}

extension Interpreter {
    /// An `init` of an enum of the file: its body assigns `self = .case` on every path.
    func runEnumInitializer(_ d: EnumDecl, _ inits: [FunctionDecl], _ args: [Argument], _ e: Expr, _ env: inout Env) throws -> Value {
        guard let (f, values) = try selectInitializer(inits, args, &env) else {
            throw noInitializer(d.name, args, e, forms: inits.map { d.name + $0.signatureName.dropFirst(4) })
        }
        try enterCall(e.offset, "\(d.name).init")
        defer { leaveCall() }
        var inner = Env()
        inner.initializer = InitializerState(type: nil, typeName: d.name, hint: .userEnum(d.name))
        try runInitializerBody(f, values, &inner)
        guard let v = inner.initializer?.builtinSelf else {
            throw Failure("'self' is not assigned on all paths before returning from the initializer", at: f.offset,
                          supported: "assign self = .case on every path through the init")
        }
        return v
    }
}
