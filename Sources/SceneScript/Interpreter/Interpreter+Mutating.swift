/// Value semantics of the script's own structs and enums: `mutating` methods and computed
/// properties with setters. A mutating method runs on a copy of the value with `self` writable
/// and the changed copy is stored back into the variable it was called on (`items[0].toggle()`
/// writes `items[0]`, so a `@State` array changes in an action); a setter runs the same way with
/// `newValue` bound. Outside a mutating context `self` is immutable, as Swift's compiler says.
extension Interpreter {
    /// `items[0].toggle()`, `counter.increment()`, `tab.next()`: a `mutating func` of a script
    /// struct or enum called on a variable (nil when `name` is no such method of the value).
    func scriptMutatingCall(_ current: Value, _ base: Expr, _ name: String, _ args: [Argument], _ e: Expr,
                            _ env: inout Env) throws -> Value? {
        if !isNamedValue(base) && !isSubscriptTarget(base), isScriptMutating(current, name) {
            throw Failure("cannot use mutating member '\(name)' on immutable value: \(base.isCall ? "function call returns immutable value" : "it is not a variable")",
                          at: e.offset, supported: "store it in a 'var' (or a @State) first")
        }
        switch current {
        case .record(let r):
            guard let m = method(of: r.type, name), m.isMutating else { return nil }
            if case .identifier("self") = base.kind {
                return try callMethod(m, on: r, args, e, &env, object: nil)
            }
            let (result, scope) = try callFunctionUpdating(m, on: r, args, e, &env, mutating: true)
            if let updated = scope.selfRecord { try store(.record(updated), into: base, e.offset, &env) }
            return result
        case .enumCase(let t, _, _):
            guard let m = enumMethod(t, name), m.isMutating else { return nil }
            let (result, scope) = try callFunctionUpdating(m, on: nil, args, e, &env, selfValue: current, mutating: true)
            if let updated = scope.lookup("self") { try store(updated, into: base, e.offset, &env) }
            return result
        default:
            return nil
        }
    }

    func isScriptMutating(_ v: Value, _ name: String) -> Bool {
        switch v {
        case .record(let r): return method(of: r.type, name)?.isMutating == true
        case .enumCase(let t, _, _): return enumMethod(t, name)?.isMutating == true
        default: return false
        }
    }

    /// `items[0]`, `grid[i].cells[j]`: a place a value can be written back to.
    func isSubscriptTarget(_ e: Expr) -> Bool {
        switch e.kind {
        case .identifier: return true
        case .member(let b, _), .subscript(let b, _): return isSubscriptTarget(b)
        default: return false
        }
    }

    /// `x = v` for a computed property of `rec` with a setter: runs the setter with `newValue`.
    /// Returns the record as the setter left it (a data struct's stored properties may change).
    func runSetter(_ p: PropertyDecl, on rec: Record, _ value: Value, _ env: Env, _ offset: Int) throws -> Record {
        guard let setter = p.setter else {
            throw Failure("cannot assign to property: '\(p.name)' is a get-only property", at: offset,
                          supported: "give it a setter: var \(p.name): T { get { … } set { … newValue … } }")
        }
        try enterCall(offset, p.name)
        defer { leaveCall() }
        var inner = Env(selfRecord: rec)
        inner.selfObject = env.selfObject
        inner.selfIsMutable = true
        let h = p.type.map { Hint.of($0, program: program) } ?? .any
        inner.bind("newValue", try coerce(value, h, offset))
        _ = try called(at: offset) { try exec(setter, &inner, returnHint: .any) }
        return inner.selfRecord ?? rec
    }

    /// A computed property of `type` (its own, an extension's or a protocol default), if `name` is one.
    func computedProperty(_ type: StructDecl, _ name: String) -> PropertyDecl? {
        let p = type.property(name) ?? program.extensionProperties[type.name]?[name] ?? program.defaultProperty(for: type.name, name)
        guard let p, !p.isStored, !p.isStatic else { return nil }
        return p
    }
}

extension Expr {
    var isCall: Bool { if case .call = kind { return true } else { return false } }
}
