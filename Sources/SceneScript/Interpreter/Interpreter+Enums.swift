/// Enum values at run time: making cases (`.circle(radius: 2)` checks its associated values as a
/// call's arguments), `rawValue` and `init(rawValue:)`, `allCases`, and the enum's own members —
/// computed properties and methods run with `self` bound to the value (a local, so `switch self`
/// works and a `mutating` method may assign `self = .next`), found on the enum, its extensions,
/// or as defaults of the protocols it conforms to.
extension Interpreter {
    func enumMethod(_ t: String, _ name: String) -> FunctionDecl? {
        if let m = program.enums[t]?.methods.first(where: { $0.name == name && !$0.isStatic }) { return m }
        if let m = program.extensionMethods[t]?[name], !m.isStatic { return m }
        return program.defaultMethod(for: t, name)
    }

    func enumProperty(_ t: String, _ name: String) -> PropertyDecl? {
        if let p = program.enums[t]?.properties.first(where: { $0.name == name && !$0.isStatic }) { return p }
        if let p = program.extensionProperties[t]?[name], !p.isStatic { return p }
        return program.defaultProperty(for: t, name)
    }

    /// `tab.rawValue`, `tab.title`: a property of an enum value (nil when it has none of that name).
    func enumMember(_ v: Value, _ name: String, _ e: Expr, _ env: inout Env, _ hint: Hint) throws -> Value? {
        guard case .enumCase(let t, let n, _) = v else { return nil }
        if name == "rawValue", let raw = program.rawValues[t]?[n] { return raw }
        guard let p = enumProperty(t, name), let getter = p.getter else { return nil }
        try enterCall(e.offset, name)
        defer { leaveCall() }
        var inner = Env()
        inner.bind("self", v)
        let declared = p.type.map { Hint.of($0, program: program) }
        let h = declared ?? hint
        let result = try called(at: e.offset) { try runBody(getter, &inner, hint: h, builder: p.isViewBuilder || h == .view) }
        return try declared.map { try coerce(result, $0, p.offset) } ?? result
    }

    func enumMemberSuggestion(_ v: Value, _ name: String) -> String? {
        guard case .enumCase(let t, _, _) = v, let d = program.enums[t] else { return nil }
        var names = d.properties.filter { !$0.isStatic }.map(\.name) + d.methods.filter { !$0.isStatic }.map(\.name)
        names += Array((program.extensionProperties[t] ?? [:]).keys) + Array((program.extensionMethods[t] ?? [:]).keys)
        if program.rawValues[t] != nil { names.append("rawValue") }
        return closestMatch(name, names).map { "closest match '\($0)'" }
    }

    /// `Tab.home`, `.circle(radius: 1)`, `Tab.allCases`, `Theme.accent`, `Tab.make(…)`,
    /// `.init(rawValue:)`: a case or static member of an enum of the file.
    func enumStatic(_ decl: EnumDecl, _ name: String, _ args: [Argument]?, _ e: Expr, _ env: inout Env,
                    _ hint: Hint) throws -> Value {
        if let c = decl.enumCase(name) { return try makeCase(decl, c, args, e, &env) }
        let staticProperty = decl.properties.first { $0.isStatic && $0.name == name }
            ?? program.extensionProperties[decl.name]?[name].flatMap { $0.isStatic ? $0 : nil }
        if name == "allCases", args == nil, staticProperty == nil, program.conforms(decl.name, to: "CaseIterable") {
            return .array(decl.caseList.map { .enumCase(type: decl.name, name: $0.name) })
        }
        if name == "init", let args { return try enumInit(decl, args, e, &env) }
        if name == "self", args == nil { return .type(decl.name) }
        if let p = staticProperty {
            let v = try propertyValue(p, hint, e, missing: "static '\(name)' has no value")
            guard let args else { return v }
            guard case .closure(let c) = v else { throw Failure("'\(decl.name).\(name)' is not a function", at: e.offset) }
            return try callClosure(c, try args.map { try eval($0.value, &env) }, e.offset, hint: hint, builder: false)
        }
        if let f = decl.methods.first(where: { $0.isStatic && $0.name == name })
            ?? program.extensionMethods[decl.name]?[name].flatMap({ $0.isStatic ? $0 : nil }) {
            guard let args else { throw Failure("'\(decl.name).\(name)' is a function; call it with (…)", at: e.offset) }
            return try callFunction(f, on: nil, args, e, &env)
        }
        var names = decl.cases + decl.properties.filter(\.isStatic).map(\.name) + decl.methods.filter(\.isStatic).map(\.name)
        if program.conforms(decl.name, to: "CaseIterable") { names.append("allCases") }
        if name == "allCases" {
            throw Failure("'\(decl.name).allCases' needs the enum to conform to CaseIterable", at: e.offset,
                          supported: "enum \(decl.name): CaseIterable { … }")
        }
        throw Failure("'\(decl.name)' has no case '\(name)'", at: e.offset, supported: suggestion(for: name, among: names))
    }

    /// A case value; its associated values are matched to the declaration like a call's arguments.
    func makeCase(_ decl: EnumDecl, _ c: EnumDecl.Case, _ args: [Argument]?, _ e: Expr, _ env: inout Env) throws -> Value {
        if c.payload.isEmpty {
            guard args == nil else {
                throw Failure("enum case '\(c.name)' has no associated values", at: e.offset, supported: "\(decl.name).\(c.name)")
            }
            return .enumCase(type: decl.name, name: c.name)
        }
        let form = "." + c.name + "(" + c.payload.map { ($0.label ?? "_") + ":" }.joined() + ")"
        guard let args else {
            throw Failure("enum case '\(c.name)' needs its associated values", at: e.offset, supported: form)
        }
        let params = c.payload.map {
            CallParameter(label: $0.label, hint: Hint.of($0.type, program: program), hasDefault: $0.defaultValue != nil)
        }
        guard let mapping = matchLabels(args, params) else {
            throw Failure("wrong associated values for '\(decl.name).\(c.name)'", at: e.offset, supported: "expected " + form)
        }
        var values: [Value] = []
        for (i, p) in params.enumerated() {
            if let ai = mapping[i] {
                values.append(try coerce(eval(args[ai].value, &env, p.hint), p.hint, args[ai].value.offset))
            } else {
                var defEnv = Env()
                values.append(try coerce(eval(c.payload[i].defaultValue!, &defEnv, p.hint), p.hint, e.offset))
            }
        }
        return try checkComposite(.enumCase(type: decl.name, name: c.name, payload: values), e.offset)
    }

    /// `Tab(rawValue: "home")` (the case with that raw value, or nil, as Swift's failable
    /// initializer gives it) or an `init` of the enum (which assigns `self = .case`).
    func enumInit(_ d: EnumDecl, _ args: [Argument], _ e: Expr, _ env: inout Env) throws -> Value {
        let inits = d.initializers + (program.extensionInitializers[d.name] ?? [])
        if let raw = program.rawValues[d.name], args.count == 1, args[0].label == "rawValue",
           !inits.contains(where: { $0.parameters.first?.label == "rawValue" }) {
            let h = contextHint(for: raw.values.first ?? .none)
            let v = try coerce(eval(args[0].value, &env, h), h, args[0].offset)
            for c in d.caseList where try equal(raw[c.name] ?? .none, v, e.offset) { return .enumCase(type: d.name, name: c.name) }
            return .none
        }
        guard !inits.isEmpty else {
            let got = args.isEmpty ? "no arguments" : "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
            throw Failure("no initializer of '\(d.name)' takes \(got)", at: e.offset,
                          supported: program.rawValues[d.name] != nil ? "\(d.name)(rawValue: …), or a case such as .\(d.cases.first ?? "a")"
                                                                       : "a case such as .\(d.cases.first ?? "a"), or an init(…) { self = … } in the enum")
        }
        return try runEnumInitializer(d, inits, args, e, &env)
    }

    /// Swift's description of a case for `"\(value)"`: `circle(radius: 2.0)`, `home`, or the
    /// enum's own `description` when it is `CustomStringConvertible`.
    func enumDescription(_ t: String, _ n: String, _ payload: [Value], _ offset: Int) throws -> String {
        if program.conforms(t, to: "CustomStringConvertible"), enumProperty(t, "description") != nil {
            var env = Env()
            if case .string(let s)? = try enumMember(.enumCase(type: t, name: n, payload: payload), "description",
                                                      Expr(.identifier("description"), at: offset), &env, .string) { return s }
        }
        guard !payload.isEmpty else { return n }
        let labels = program.enums[t]?.enumCase(n)?.payload.map(\.label) ?? []
        var parts: [String] = []
        for (i, v) in payload.enumerated() {
            let label = i < labels.count ? labels[i] : nil
            parts.append((label.map { "\($0): " } ?? "") + (try describeElement(v, offset)))
        }
        return n + "(" + parts.joined(separator: ", ") + ")"
    }
}
