import Document

extension Interpreter {
    /// `base.name` (a property; calls go through `call`).
    func member(of base: Expr, _ name: String, _ e: Expr, _ env: inout Env, _ hint: Hint) throws -> Value {
        if let typeName = staticBase(base, env) {
            return try staticCall(typeName, name, nil, e, &env, hint)
        }
        let b = try eval(base, &env, chainHint(base, hint))
        return try memberValue(b, name, e, &env, hint)
    }

    /// An implicit member chain (`.red.gradient`, `.easeInOut.delay(1)`) resolves its leading
    /// `.name` against the type the whole chain is expected to have (SE-0287).
    func chainHint(_ base: Expr, _ hint: Hint) -> Hint {
        var e = base
        while true {
            switch e.kind {
            case .member(let b, _), .optionalMember(let b, _), .postfix(_, let b): e = b
            case .call(let c, _): e = c
            case .implicitMember: return hint
            default: return .any
            }
        }
    }

    func memberValue(_ b: Value, _ name: String, _ e: Expr, _ env: inout Env, _ hint: Hint) throws -> Value {
        switch b {
        case .record(let r):
            var inner = Env(selfRecord: r)
            if let v = try instanceMember(r, name, e, &inner, hint) { return v }
            if method(of: r.type, name) != nil { throw Failure("'\(name)' is a method; call it with (…)", at: e.offset) }
            if r.type.role == .view, let p = program.viewProperties[name] {
                return try viewProperty(p, try expand(r, e.offset), e)
            }
            if let f = program.broken["\(r.type.name).\(name)"] { throw f }
            throw Failure("'\(r.type.name)' has no property '\(name)'", at: e.offset,
                          supported: closestMatch(name, r.type.properties.map(\.name)).map { "closest match '\($0)'" })
        case .object(let o):
            let r = objectRecord(o)
            var inner = Env(selfRecord: r)
            inner.selfObject = o
            if let v = try instanceMember(r, name, e, &inner, hint) { return v }
            if method(of: r.type, name) != nil { throw Failure("'\(name)' is a method; call it with (…)", at: e.offset) }
            if let f = program.broken["\(r.type.name).\(name)"] { throw f }
            throw Failure("'\(r.type.name)' has no property '\(name)'", at: e.offset,
                          supported: closestMatch(name, r.type.properties.map(\.name)).map { "closest match '\($0)'" })
        case .binding(let ref):
            // A binding's own members, else a binding to a property of its value (SwiftUI's
            // dynamic member lookup: `$model.title`).
            switch name {
            case "wrappedValue": return try readBinding(ref, e.offset)
            case "projectedValue": return b
            default: return .binding(ref.appending(.field(name)))
            }
        case .enumCase(let type, let c, _):
            if type == "TransitionPhase", let v = Library.transitionPhaseMember(c, name) { return v }
            if type == Library.scrollTransitionPhaseType, let v = Library.scrollTransitionPhaseMember(c, name) { return v }
            if let v = try enumMember(b, name, e, &env, hint) { return v }
            throw Failure("'\(b.typeName)' has no property '\(name)'", at: e.offset,
                          supported: enumMemberSuggestion(b, name))
        case .tuple(let labels, let values):
            if let i = Int(name), i >= 0, i < values.count { return values[i] }
            if let i = labels.firstIndex(of: name) { return values[i] }
            throw Failure("the tuple has no element '\(name)'", at: e.offset)
        default:
            break
        }
        if let prop = Library.properties[Library.kindKey(b)]?[name] {
            return try prop(self, b, e.offset)
        }
        if let p = program.viewProperties[name], let view = try viewIfPossible(b, e.offset) {
            return try viewProperty(p, view, e)
        }
        if Library.methods[Library.kindKey(b)]?[name] != nil || Library.modifiers[name] != nil {
            throw Failure("'\(name)' is a method; call it with (…)", at: e.offset)
        }
        let known = Array((Library.properties[Library.kindKey(b)] ?? [:]).keys)
        throw Failure("\(b.described) has no property '\(name)'", at: e.offset,
                      supported: known.isEmpty ? nil : suggestion(for: name, among: known))
    }

    /// A computed property from `extension View`.
    func viewProperty(_ p: PropertyDecl, _ view: ViewValue, _ e: Expr) throws -> Value {
        guard let getter = p.getter else { throw Failure("'\(p.name)' has no getter", at: e.offset) }
        try enterCall(e.offset, p.name)
        defer { leaveCall() }
        var inner = Env()
        inner.bind("self", .view(view))
        return try runBody(getter, &inner, hint: .view, builder: true)
    }

    /// `Type.name` or `Type.name(…)`.
    func staticCall(_ typeName: String, _ name: String, _ args: [Argument]?, _ e: Expr, _ env: inout Env,
                    _ hint: Hint) throws -> Value {
        // `String.self`, `Int.self` (`navigationDestination(for: String.self)`): the type as a value.
        if name == "self", args == nil, Interpreter.valueTypeNames.contains(typeName) { return .type(typeName) }
        if let v = try Library.platformStatic(typeName, name, hasArguments: args != nil, at: e.offset) { return v }
        if let decl = program.enums[typeName] { return try enumStatic(decl, name, args, e, &env, hint) }
        // A built-in style with arguments (`.page(indexDisplayMode: .never)`) is a constructor.
        if let cases = Library.builtinEnums[typeName], args == nil || Library.constructors[typeName + "." + name] == nil {
            guard args == nil else { throw Failure("enum cases take no arguments", at: e.offset) }
            guard cases.contains(name) else {
                throw Failure("'\(typeName)' has no case '\(name)'", at: e.offset, supported: suggestion(for: name, among: cases))
            }
            return .enumCase(type: typeName, name: name)
        }
        if let s = program.structs[typeName] {
            // `Key.defaultValue`, `Model.preview`, `Card.make(…)`: static members of a script type.
            if let p = s.properties.first(where: { $0.isStatic && $0.name == name })
                ?? program.extensionProperties[s.name]?[name].flatMap({ $0.isStatic ? $0 : nil }) {
                let v = try propertyValue(p, hint, e, missing: "static '\(name)' has no value")
                guard let args else { return v }
                guard case .closure(let c) = v else { throw Failure("'\(typeName).\(name)' is not a function", at: e.offset) }
                return try callClosure(c, try args.map { try eval($0.value, &env) }, e.offset, hint: hint, builder: false)
            }
            if let f = s.methods.first(where: { $0.isStatic && $0.name == name })
                ?? program.extensionMethods[s.name]?[name].flatMap({ $0.isStatic ? $0 : nil }) {
                guard let args else { throw Failure("'\(typeName).\(name)' is a function; call it with (…)", at: e.offset) }
                return try callFunction(f, on: nil, args, e, &env)
            }
            if name == "init", let args { return try made(construct(s, args, e, &env), at: e.offset) }
            if name == "self", args == nil { return .type(typeName) }
            if args == nil, !Library.typeNames.contains(typeName + "." + name) {
                let statics = s.properties.filter(\.isStatic).map(\.name) + s.methods.filter(\.isStatic).map(\.name)
                throw Failure("type '\(typeName)' has no member '\(name)'", at: e.offset,
                              supported: closestMatch(name, statics).map { "closest match '\($0)'" })
            }
        }
        let full = typeName + "." + name
        if args == nil && Library.typeNames.contains(full) { return .type(full) }
        if let args, let sigs = Library.constructors[full] { return try invoke(full, sigs, args, receiver: nil, e, &env) }
        if typeName == "Task" || typeName == "DispatchQueue" {
            throw Failure("'\(full)' can only be used in an action", at: e.offset,
                          supported: "Button(\"…\") { … }, .onAppear { … }, .task { … }, .onTapGesture { … }")
        }
        guard let h = Hint.staticTypes[typeName] else {
            throw Failure("'\(typeName)' has no member '\(name)'", at: e.offset)
        }
        return try implicitMember(name, args: args, h, e, &env)
    }

    /// `.name` or `.name(…)` where a value of type `hint` is expected.
    func implicitMember(_ name: String, args: [Argument]?, _ hint: Hint, _ e: Expr, _ env: inout Env) throws -> Value {
        let h = hint.unwrapped
        if case .optional = hint, name == "none", args == nil { return .none }
        if case .userEnum(let t) = h { return try staticCall(t, name, args, e, &env, h) }
        if case .typedTuple = h {
            throw Failure("cannot tell what '.\(name)' is here: a tuple is expected", at: e.offset, mismatch: true)
        }
        if h == .any || h == .closure || h == .tuple {
            let owners = Library.statics.filter { $0.value.values[name] != nil || $0.value.functions[name] != nil }
                .map { "\($0.key).\(name)" }.sorted()
            throw Failure("cannot tell what '.\(name)' is here; write its type", at: e.offset,
                          supported: owners.isEmpty ? nil : "for example " + owners.prefix(4).joined(separator: " or "),
                          mismatch: true)
        }
        if name == "init" {
            if let args, let typeName = Library.constructorName[h], let v = try builtinExtensionInit(typeName, args, e, &env) {
                return v
            }
            guard let args, let typeName = Library.constructorName[h], let sigs = Library.constructors[typeName] else {
                throw Failure("'.init' is not available for \(h) here", at: e.offset, mismatch: true)
            }
            return try invoke(typeName, sigs, args, receiver: nil, e, &env)
        }
        // Script extensions (`extension AnyTransition { static let flip … }`).
        for table in h == .style ? [Hint.style, .color] : [h] {
            if let p = program.staticProperties[table]?[name] {
                guard args == nil else { throw Failure("'.\(name)' is not a function", at: e.offset) }
                return try propertyValue(p, table, e, missing: "'\(p.name)' has no value")
            }
            if let f = program.staticMethods[table]?[name] {
                guard let args else { throw Failure("'.\(name)' is a function; call it with (…)", at: e.offset) }
                return try callFunction(f, on: nil, args, e, &env)
            }
        }
        if let args {
            if let sigs = Library.statics[h]?.functions[name] {
                return try invoke("." + name, sigs, args, receiver: nil, e, &env)
            }
        } else if let v = Library.statics[h]?.values[name] {
            return Library.adaptiveStatic(h, name, in: colorScheme) ?? v
        }
        var names = Array((Library.statics[h]?.values ?? [:]).keys) + Array((Library.statics[h]?.functions ?? [:]).keys)
        names += Array((program.staticProperties[h] ?? [:]).keys) + Array((program.staticMethods[h] ?? [:]).keys)
        let form = args == nil ? "" : "(…)"
        if args == nil, Library.statics[h]?.functions[name] != nil {
            throw Failure("'.\(name)' needs arguments here", at: e.offset, mismatch: true)
        }
        if args != nil, Library.statics[h]?.values[name] != nil {
            throw Failure("'.\(name)' is not a function", at: e.offset, mismatch: true)
        }
        if let f = program.broken["\(h).\(name)"] { throw f }
        throw Failure("\(h) has no member '.\(name)\(form)'", at: e.offset,
                      supported: suggestion(for: name, among: names), mismatch: true)
    }

    /// A global or a static property from a script extension, evaluated where it is used (`e`):
    /// a declared type is checked; without one, the use's type `h` only guides `.member` lookups.
    /// `missing` is the error when it has neither a value nor a getter.
    func propertyValue(_ p: PropertyDecl, _ h: Hint, _ e: Expr, missing: String) throws -> Value {
        try enterCall(e.offset, p.name)
        defer { leaveCall() }
        var inner = Env()
        let declared = p.type.map { Hint.of($0, program: program) }
        let hint = declared ?? h
        let v: Value
        if let x = p.initialValue { v = try eval(x, &inner, hint) }
        else if let g = p.getter { v = try runBody(g, &inner, hint: hint, builder: hint == .view) }
        else { throw Failure(missing, at: e.offset) }
        return try declared.map { try coerce(v, $0, p.offset) } ?? v
    }

    /// A method call on a value: value methods first (`Color.opacity`, `Animation.delay`), then
    /// view modifiers for anything that is a view.
    func methodCall(_ receiver: Value, _ name: String, _ args: [Argument], _ e: Expr, _ env: inout Env,
                    _ hint: Hint) throws -> Value {
        if case .object(let o) = receiver {
            let r = objectRecord(o)
            guard let m = method(of: r.type, name) else {
                if let f = program.broken["\(r.type.name).\(name)"] { throw f }
                throw Failure("'\(r.type.name)' has no method '\(name)'", at: e.offset,
                              supported: closestMatch(name, r.type.methods.map(\.name)).map { "closest match '\($0)'" })
            }
            return try callFunction(m, on: r, args, e, &env, object: o)
        }
        if case .enumCase(let t, _, _) = receiver {
            if let m = enumMethod(t, name) {
                if m.isMutating {
                    throw Failure("cannot use mutating member '\(name)' on an immutable value", at: e.offset,
                                  supported: "call it on a variable (a @State, or a 'var')")
                }
                return try callFunction(m, on: nil, args, e, &env, selfValue: receiver)
            }
            throw Failure("'\(t)' has no method '\(name)'", at: e.offset, supported: enumMemberSuggestion(receiver, name))
        }
        if case .record(let r) = receiver {
            if let m = method(of: r.type, name) {
                if m.isMutating {
                    throw Failure("cannot use mutating member '\(name)' on an immutable value", at: e.offset,
                                  supported: "call it on a variable (a @State, or a 'var')")
                }
                return try callFunction(m, on: r, args, e, &env)
            }
            if let f = program.broken["\(r.type.name).\(name)"] { throw f }
            if case .closure(let c)? = r.fields[name] {
                return try callClosure(c, try args.map { try eval($0.value, &env) }, e.offset, hint: hint, builder: false)
            }
            // A script shape takes the shape methods (`fill`, `stroke`, `trim`) and the modifiers.
            if r.type.role == .shape {
                return try methodCall(try customShapeValue(r, e.offset), name, args, e, &env, hint)
            }
            if r.type.role != .view {
                throw Failure("'\(r.type.name)' has no method '\(name)'", at: e.offset,
                              supported: closestMatch(name, r.type.methods.map(\.name)).map { "closest match '\($0)'" })
            }
        }
        let kind = Library.kindKey(receiver)
        if let sigs = Library.methods[kind]?[name] {
            return try invoke(name, sigs, args, receiver: receiver, e, &env, hint: hint)
        }
        if let sigs = Library.modifiers[name] {
            guard let view = try viewIfPossible(receiver, e.offset) else {
                throw Failure("'\(name)' is a view modifier, but \(receiver.described) is not a view", at: e.offset)
            }
            return try invoke(name, sigs, args, receiver: .view(view), e, &env)
        }
        if let f = program.viewMethods[name] {
            guard let view = try viewIfPossible(receiver, e.offset) else {
                throw Failure("'\(name)' is a view method, but \(receiver.described) is not a view", at: e.offset)
            }
            return try callFunction(f, on: nil, args, e, &env, viewSelf: view)
        }
        if Library.noEffectModifiers.contains(name), let view = try viewIfPossible(receiver, e.offset) {
            return .view(view)
        }
        // A method of an `extension View` left out because of an error fails with that error.
        if let f = program.broken["View.\(name)"] { throw f }
        if let reason = Library.unsupportedModifiers[name] {
            let f = Failure("modifier '\(name)' is not supported", at: e.offset, supported: reason)
            if let view = try viewIfPossible(receiver, e.offset), goesOn(past: f, "the modifier is skipped") { return .view(view) }
            throw f
        }
        if let view = try viewIfPossible(receiver, e.offset) {
            let f = Failure("unknown modifier '\(name)'", at: e.offset,
                            supported: suggestion(for: name, among: Array(Library.modifiers.keys) + Array(program.viewMethods.keys)
                                                  + Array((Library.methods[kind] ?? [:]).keys)))
            if goesOn(past: f, "the modifier is skipped") { return .view(view) }
            throw f
        }
        let known = Array((Library.methods[kind] ?? [:]).keys)
        throw Failure("\(receiver.described) has no method '\(name)'", at: e.offset,
                      supported: known.isEmpty ? nil : suggestion(for: name, among: known))
    }

    /// `x.toggle()`, `items.append(…)`, `path.addLine(to:)`: computes the new value and stores it
    /// back into the variable.
    func mutatingCall(_ base: Expr, _ name: String, _ args: [Argument], _ e: Expr, _ env: inout Env) throws -> Value {
        let current = try eval(base, &env)
        if let result = try scriptMutatingCall(current, base, name, args, e, &env) { return result }
        guard let sigs = Library.mutators[Library.kindKey(current)]?[name] else {
            return try methodCall(current, name, args, e, &env, .any)
        }
        let updated = try invoke(name, sigs, args, receiver: current, e, &env)
        try store(updated, into: base, e.offset, &env)
        return .void
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
