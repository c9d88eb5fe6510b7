import Document

extension Interpreter {
    /// How a block ended: at its end, by `return`, or by `break`/`continue` (which the
    /// innermost loop, or for `break` a switch, takes).
    enum Flow {
        case normal, returned(Value), broke, continued
        var isNormal: Bool { if case .normal = self { return true } else { return false } }
    }

    /// Runs a function, getter or closure body: as a view builder when `builder` is set and the
    /// body has no `return` (as Swift does), else as ordinary code whose single expression or
    /// `return` gives the result.
    func runBody(_ body: [Stmt], _ env: inout Env, hint: Hint, builder: Bool) throws -> Value {
        if builder && !Stmt.containsReturn(body) {
            return .view(try buildBlock(body, &env))
        }
        if body.count == 1, case .expression(let e) = body[0].kind {
            return try eval(e, &env, hint)
        }
        if let v = try switchExpressionValue(body, &env, hint) { return v }
        env.push()
        defer { env.pop() }
        switch try exec(body, &env, returnHint: hint) {
        case .returned(let v): return v
        case .normal, .broke, .continued: return .void   // the parser keeps break/continue inside loops
        }
    }

    func exec(_ body: [Stmt], _ env: inout Env, returnHint: Hint) throws -> Flow {
        for s in body {
            try tick(s.offset)
            switch s.kind {
            case .expression(let e):
                let v = try eval(e, &env)
                if case .view = v, body.count > 1 {
                    throw Failure("a view here is unused: this code is not a view builder", at: s.offset,
                                  supported: "return the view, or mark the function @ViewBuilder")
                }
            case .binding(let isLet, let name, let type, let value):
                try bindLocal(name, type, value, s.offset, &env, isVar: !isLet)
            case .assign(let op, let target, let value):
                try assign(op, target, value, s.offset, &env)
            case .if(let conditions, let then, let otherwise):
                env.push()
                let taken = try checkConditions(conditions, &env)
                var flow = Flow.normal
                if taken {
                    flow = try exec(then, &env, returnHint: returnHint)
                    env.pop()
                } else {
                    env.pop()
                    if let otherwise {
                        env.push()
                        flow = try exec(otherwise, &env, returnHint: returnHint)
                        env.pop()
                    }
                }
                if !flow.isNormal { return flow }
            case .for(let name, let sequence, let whereClause, let loopBody):
                let items = try iterate(sequence, &env)
                for item in items {
                    try tick(s.offset)
                    env.push()
                    if let name { env.bind(name, item) }
                    if let whereClause, try !condition(whereClause, &env) { env.pop(); continue }
                    let flow = try exec(loopBody, &env, returnHint: returnHint)
                    env.pop()
                    if let exit = Flow.leavingLoop(flow) { return exit }
                    if case .broke = flow { break }
                }
            case .switch(let subject, let cases):
                switch try execSwitch(subject, cases, s.offset, &env, returnHint: returnHint) {
                case .normal, .broke: break   // `break` leaves the switch
                case let flow: return flow
                }
            case .while(let conditions, let loopBody):
                if let exit = try execWhile(conditions, loopBody, s.offset, &env, returnHint: returnHint) { return exit }
            case .repeat(let loopBody, let condition):
                if let exit = try execRepeat(loopBody, condition, s.offset, &env, returnHint: returnHint) { return exit }
            case .guard(let conditions, let otherwise):
                if let exit = try execGuard(conditions, otherwise, &env, returnHint: returnHint) { return exit }
            case .break:
                return .broke
            case .continue:
                return .continued
            case .return(let e):
                return .returned(try e.map { try eval($0, &env, returnHint) } ?? .void)
            }
        }
        return .normal
    }

    func bindLocal(_ name: String, _ type: TypeRef?, _ value: Expr?, _ offset: Int, _ env: inout Env, isVar: Bool) throws {
        let h = type.map { Hint.of($0, program: program) } ?? .any
        var v = Value.none
        if let value { v = try coerce(eval(value, &env, h), h, value.offset) }
        else if case .optional? = type {} else {
            throw Failure("'var \(name)' needs an initial value", at: offset)
        }
        env.bind(name, v, mutable: isVar)
    }

    /// Evaluates `if` conditions, binding `if let` names in the current scope.
    func checkConditions(_ conditions: [Condition], _ env: inout Env) throws -> Bool {
        for c in conditions {
            switch c {
            case .expression(let e):
                if try !condition(e, &env) { return false }
            case .optionalBinding(let name, let e):
                let v = try eval(e, &env)
                if case .none = v { return false }
                env.bind(name, v)
            case .pattern(let p, let e):
                // `if case .circle(let r) = shape`: checked as a switch's pattern is, then matched.
                let v = try eval(e, &env)
                try checkPatternType(p, v)
                var bindings: [PatternBinding] = []
                guard try match(p, v, &env, &bindings) else { return false }
                for b in bindings { env.bind(b.name, b.value, mutable: b.mutable) }
            }
        }
        return true
    }

    /// The elements a `for` loop or `ForEach` visits (bounded).
    func iterate(_ sequence: Expr, _ env: inout Env) throws -> [Value] {
        let seq = try eval(sequence, &env)
        return try elements(of: seq, sequence.offset)
    }

    func elements(of seq: Value, _ offset: Int) throws -> [Value] {
        switch seq {
        case .range(let lo, let hi):
            guard hi - lo <= limits.maxLoopIterations else {
                throw Failure("a loop over \(hi - lo) elements is too long (at most \(limits.maxLoopIterations))", at: offset)
            }
            return (lo..<hi).map { .int($0) }
        case .array(let items):
            guard items.count <= limits.maxLoopIterations else {
                throw Failure("a loop over \(items.count) elements is too long (at most \(limits.maxLoopIterations))", at: offset)
            }
            return items
        case .string(let s):
            return try characters(of: s, offset)
        case .platform(.floatRange):
            throw Failure("for-in loop requires '\(seq.typeName)' to conform to 'Sequence'", at: offset,
                          supported: "a range of Int, e.g. for i in 0...10 { let x = Double(i) / 10 }")
        case .dictionary(let d):
            guard d.count <= limits.maxLoopIterations else {
                throw Failure("a loop over \(d.count) elements is too long (at most \(limits.maxLoopIterations))", at: offset)
            }
            return d.pairs   // `(key:, value:)`, in insertion order
        default:
            throw Failure("cannot loop over \(seq.described)", at: offset, supported: "ranges (0..<n), arrays, strings and dictionaries")
        }
    }

    // MARK: Assignment

    func assign(_ op: String, _ target: Expr, _ valueExpr: Expr, _ offset: Int, _ env: inout Env) throws {
        let current: Value? = op == "=" ? nil : try eval(target, &env)
        let hint = try current.map { contextHint(for: $0) } ?? attributeTargetHint(target, env) ?? (try? targetHint(target, env)) ?? .any
        var v = try eval(valueExpr, &env, hint)
        if let current {
            v = try arithmetic(String(op.dropLast()), current, v, offset)
        }
        try store(v, into: target, offset, &env)
    }

    /// The declared type of an assignment target, so `x = .home` resolves against x's type.
    func targetHint(_ target: Expr, _ env: Env) throws -> Hint {
        if let h = initializerTargetHint(target, env) { return h }
        let name: String
        switch target.kind {
        case .identifier(let n) where env.lookup(n) != nil:
            // A local (or an enum method's `self`): the type of its value.
            return contextHint(for: env.lookup(n)!)
        case .identifier(let n): name = n
        case .member(let base, let n):
            if case .identifier(let b) = base.kind, case .platform(.graphicsContext)? = env.lookup(b) {
                return Library.graphicsContextPropertyHint(n) ?? .any
            }
            guard case .identifier("self") = base.kind else { return .any }
            name = n
        default: return .any
        }
        guard let rec = env.selfRecord ?? rootRecord, let p = rec.type.property(name) else { return .any }
        if let t = p.type { return Hint.of(t, program: program) }
        if let s = stateDecl(of: rec.type, name), let v = rec.states[name] ?? (try? readSlot(rec, s, target.offset)) {
            return contextHint(for: v)
        }
        return .any
    }

    /// Writes a value to a local `var`, a property of `self` (`@State`, `@Binding`, an object's
    /// property), or a part of one (`items[i].done`, `model.count`, `card.offset.width`).
    func store(_ value: Value, into target: Expr, _ offset: Int, _ env: inout Env) throws {
        if env.initializer != nil, try storeInInitializer(value, target, offset, &env) { return }
        switch target.kind {
        case .identifier(let name):
            if let (index, isVar) = env.localIndex(name) {
                if !isVar, case .binding(let b)? = env.lookup("$" + name) {
                    // `item = …` for a `$item` closure parameter writes through its binding.
                    try writeBinding(b, value, target.offset)
                    env.set(index: index, try readBinding(b, target.offset))
                    return
                }
                guard isVar else {
                    if name == "self" {
                        throw Failure("cannot assign to value: 'self' is immutable", at: target.offset, supported: "mark the method 'mutating'")
                    }
                    throw Failure("cannot assign to '\(name)': it is a 'let' constant", at: target.offset)
                }
                env.set(index: index, value)
                return
            }
            if name == "self", case .record(let r) = value, env.selfRecord?.type.name == r.type.name {
                guard env.selfIsMutable else {
                    throw Failure("cannot assign to value: 'self' is immutable", at: target.offset, supported: "mark the method 'mutating'")
                }
                env.selfRecord = r
                return
            }
            try storeProperty(name, value, target, offset, &env)
        case .member(let base, let name):
            if case .identifier("self") = base.kind { return try storeProperty(name, value, target, offset, &env) }
            if let type = staticBase(base, env), program.structs[type] != nil || program.enums[type] != nil {
                throw Failure("cannot assign to static property '\(type).\(name)': scene scripts have no global state", at: target.offset,
                              supported: "@State in the view that shows it (static let for constants)")
            }
            if name == "wrappedValue", case .binding(let b) = try eval(base, &env) {
                return try writeBinding(b, value, target.offset)
            }
            try update(base, offset, &env) { try replacing(in: $0, at: [.field(name)], with: value, target.offset) }
        case .subscript(let base, let args):
            if try storeAttributedSlice(value, base, args, target, &env) { return }
            if let d = try dictionaryTarget(base, &env) {
                // `counts[k] = v`, `counts[k, default: 0] += 1`, `counts[k] = nil` (removes the key).
                let key = try dictionaryKey(d, args, target, &env)
                try update(base, offset, &env) { try replacing(in: $0, at: [.key(key)], with: value, target.offset) }
                return
            }
            guard args.count == 1, args[0].label == nil else { throw Failure("expected one index", at: target.offset) }
            guard case .int(let i) = try eval(args[0].value, &env, .int) else {
                throw Failure("expected an Int index", at: args[0].offset)
            }
            try update(base, offset, &env) { try replacing(in: $0, at: [.index(i)], with: value, target.offset) }
        default:
            throw Failure("cannot assign to this expression", at: target.offset)
        }
    }

    /// Changes the value at `target` with `transform` and stores it back (an object is changed
    /// in place: it is a reference).
    func update(_ target: Expr, _ offset: Int, _ env: inout Env, _ transform: (Value) throws -> Value) throws {
        let current = try eval(target, &env)
        if case .object = current { _ = try transform(current); return }
        if case .binding(let b) = current { return try writeBinding(b, transform(readBinding(b, offset)), offset) }
        try store(try transform(current), into: target, offset, &env)
    }

    /// Why a property with this wrapper cannot be assigned in an action (nil: it can, or it is not
    /// a wrapper's).
    static func unassignable(_ p: PropertyDecl) -> (String, String)? {
        switch p.wrapper {
        case .environment?, .environmentObject?:
            return ("cannot assign to the environment value '\(p.name)'",
                    "set it for a subtree with .environment(…) on a view that contains it")
        case .observedObject?, .bindable?:
            return ("cannot assign to '\(p.name)': it refers to an object", "change its properties (\(p.name).property = …)")
        default:
            return nil
        }
    }

    /// `name = value` for a property of `self` (or, in `// flipbook: at` actions, of the rendered view).
    func storeProperty(_ name: String, _ value: Value, _ target: Expr, _ offset: Int, _ env: inout Env) throws {
        if let o = env.selfObject, let p = computedProperty(o.initial.type, name) {
            _ = try runSetter(p, on: objectRecord(o), value, env, target.offset)
            return
        }
        if let o = env.selfObject, let p = o.initial.type.property(name), p.isStored {
            guard canWriteState else {
                throw Failure("'\(o.initial.type.name).\(name)' can only change in an action (Button, onAppear, task, onTapGesture, withAnimation), not while the view is built",
                              at: target.offset)
            }
            var rec = objectRecord(o)
            rec.fields[name] = try checkComposite(coerce(value, p.type.map { Hint.of($0, program: program) } ?? .any, offset), offset)
            store.objects[o.id] = rec
            return
        }
        guard var rec = env.selfRecord ?? rootRecord,
              let p = rec.type.property(name) ?? computedProperty(rec.type, name) else {
            throw Failure("cannot assign to '\(name)': not a 'var' in scope", at: target.offset)
        }
        if !p.isStored && !p.isStatic {
            // A computed property: its setter runs (on a copy of a data struct in a mutating context).
            let updated = try runSetter(p, on: rec, value, env, target.offset)
            if rec.type.role == .data {
                guard env.selfIsMutable else {
                    throw Failure("cannot assign to property: 'self' is immutable", at: target.offset, supported: "mark the method 'mutating'")
                }
                env.selfRecord = updated
            }
            return
        }
        switch p.wrapper {
        case .state?, .stateObject?:
            guard let s = stateDecl(of: rec.type, name) else { break }
            return try writeSlot(rec, s, value, target.offset)
        case .binding?:
            guard case .binding(let b)? = rec.fields[name] else {
                throw Failure("'self.\(name)' is used before being initialized", at: target.offset)
            }
            return try writeBinding(b, value, target.offset)
        case .environment?, .environmentObject?, .observedObject?, .bindable?:
            let (message, instead) = Interpreter.unassignable(p)!
            throw Failure(message, at: target.offset, supported: instead)
        case .namespace?, .published?:
            break
        case nil:
            guard p.isStored else { break }
            guard env.selfIsMutable else {
                if rec.type.role == .data {
                    throw Failure("cannot assign to property: 'self' is immutable", at: target.offset,
                                  supported: "mark the method 'mutating'")
                }
                throw Failure("cannot assign to '\(name)': only @State variables change, in actions", at: target.offset,
                              supported: "mark it @State private var \(name)")
            }
            if p.isLet {
                throw Failure("cannot assign to property: '\(name)' is a 'let' constant", at: target.offset,
                              supported: "declare it 'var \(name)'")
            }
            rec.fields[name] = try coerce(value, p.type.map { Hint.of($0, program: program) } ?? .any, offset)
            env.selfRecord = rec
            return
        }
        throw Failure("cannot assign to '\(name)'", at: target.offset)
    }
}
