import Document

/// `@State` and `@StateObject` slots: read from the store (what an action wrote), else from the
/// value the view instance computed when it was made.
extension Interpreter {
    func stateDecl(of type: StructDecl, _ name: String) -> StateDecl? { program.states[type.name]?[name] }

    /// The `@State` declaration a bare name in action code refers to: `self`'s, or, outside any
    /// view (`// flipbook: at`), the rendered view's.
    func stateDecl(_ name: String, in env: Env) -> StateDecl? {
        guard let rec = env.selfRecord ?? rootRecord else { return nil }
        return stateDecl(of: rec.type, name)
    }

    func slotKey(_ rec: Record, _ name: String, _ offset: Int) throws -> SlotKey {
        guard let id = rec.identity else {
            throw Failure("'\(rec.type.name)' has no identity here, so its @State '\(name)' has no storage", at: offset,
                          supported: "use the view in a body (its @State lives with it there)")
        }
        return SlotKey(owner: id, name: name)
    }

    func readSlot(_ rec: Record, _ s: StateDecl, _ offset: Int) throws -> Value {
        let name = s.decl.name
        let key = try slotKey(rec, name, offset)
        if let v = store.slots[key] { return v }
        let initial = rec.states[name]
        if let o = overrides[name] { return try overrideValue(o, like: initial, s, offset) }
        guard let initial else { throw Failure("@State '\(name)' has no value", at: offset) }
        return initial
    }

    func writeSlot(_ rec: Record, _ s: StateDecl, _ value: Value, _ offset: Int) throws {
        let name = s.decl.name
        guard canWriteState else {
            throw Failure("@\(s.decl.wrapper?.rawValue ?? "State") '\(name)' can only change in an action (Button, onAppear, task, onTapGesture, withAnimation), not while the view is built",
                          at: offset)
        }
        let current = try readSlot(rec, s, offset)
        let declared = s.hint(program)
        let v = try coerce(value, declared == .any ? contextHint(for: current) : declared, offset)
        store.slots[try slotKey(rec, name, offset)] = try checkComposite(v, offset)
    }

    /// A value set by name from outside (`StateValues`), in the type the view declares.
    func overrideValue(_ o: StateValue, like initial: Value?, _ s: StateDecl, _ offset: Int) throws -> Value {
        let v: Value = switch o {
        case .bool(let b): .bool(b)
        case .int(let i): .int(i)
        case .double(let d): .double(d)
        case .string(let str): .string(str)
        }
        var hint = s.hint(program)
        if hint == .any, let initial { hint = contextHint(for: initial) }
        if case .string(let c) = o, case .userEnum(let t) = hint.unwrapped { return .enumCase(type: t, name: c) }
        return try coerce(v, hint, offset)
    }

    // MARK: Making views

    /// The identity of a view made at `offset` now (see `Identity`), counted so that one place
    /// making several views in one run gives each its own.
    func newIdentity(at offset: Int) -> Identity {
        let base = context.appending(.site(offset))
        let n = occurrences[base, default: 0]
        occurrences[base] = n + 1
        return n == 0 ? base : base.appending(.occurrence(n))
    }

    /// Gives a newly made view its identity, its environment and its `@State` initial values
    /// (the declarations' own, unless its `init` set them with `_x = State(initialValue:)`).
    func attachViewStorage(_ rec: inout Record, at offset: Int) throws {
        guard rec.type.role == .view, rec.identity == nil else { return }
        let id = newIdentity(at: offset)
        rec.identity = id
        rec.environment = environment
        guard let decls = program.states[rec.type.name] else { return }
        let (outerContext, outerOwner) = (context, owner)
        context = id
        owner = id
        defer { context = outerContext; owner = outerOwner }
        for p in rec.type.properties {
            guard let s = decls[p.name], rec.states[p.name] == nil, let x = p.initialValue else { continue }
            var env = Env()
            let h = s.hint(program)
            rec.states[p.name] = try checkComposite(coerce(eval(x, &env, h), h, x.offset), x.offset)
        }
    }

    /// Runs `body` as the view instance `rec` (its state, objects and views are its own), and
    /// notes that the instance is on screen.
    func asInstance<T>(_ rec: Record, _ body: () throws -> T) rethrows -> T {
        guard let id = rec.identity else { return try body() }
        let (outerContext, outerOwner, outerEnvironment) = (context, owner, environment)
        context = id
        owner = id
        if let e = rec.environment { environment = e }
        defer { context = outerContext; owner = outerOwner; environment = outerEnvironment }
        live.insert(id)
        if rootRecord == nil, program.states[rec.type.name] != nil { rootRecord = rec }
        return try body()
    }
}

extension Interpreter {
    /// Runs `body` as called from `offset` (a script function or computed property): views made
    /// inside are named by this call too, so two calls make two views.
    @inline(__always) func called<T>(at offset: Int, _ body: () throws -> T) rethrows -> T {
        let outer = context
        context = context.appending(.site(offset))
        defer { context = outer }
        return try body()
    }

    /// Runs `body` for one `ForEach` element, or inside `.id(x)`.
    @inline(__always) func within<T>(_ part: Identity.Part, _ body: () throws -> T) rethrows -> T {
        let outer = context
        context = context.appending(part)
        defer { context = outer }
        return try body()
    }
}
