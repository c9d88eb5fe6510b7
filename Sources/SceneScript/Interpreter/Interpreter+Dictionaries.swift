/// Dictionaries as Swift has them: literals (`["a": 1]`, `[:]` where the type is known), typed
/// subscripts (`dict[key]` is optional, `dict[key, default: v]` is not), writes through
/// subscripts (`dict[k] = v`, `dict[k] = nil` removes, `dict[k, default: 0] += 1`), iteration as
/// `(key:, value:)` tuples. The methods are the library's (`Library+Dictionaries.swift`).
extension Interpreter {
    func dictionaryLiteral(_ pairs: [(key: Expr, value: Expr)], _ e: Expr, _ env: inout Env, _ hint: Hint) throws -> Value {
        var keyHint = Hint.any, valueHint = Hint.any
        if case .dictionary(let k, let v) = hint.unwrapped { keyHint = k; valueHint = v }
        if pairs.isEmpty && keyHint == .any && hint.unwrapped != .any {
            throw Failure("expected \(hint) here, found an empty dictionary", at: e.offset, mismatch: true)
        }
        guard pairs.count <= limits.maxArrayCount else {
            throw Failure("dictionary with more than \(limits.maxArrayCount) elements", at: e.offset)
        }
        var d = DictionaryValue(keyHint: keyHint, valueHint: valueHint)
        for (k, x) in pairs {
            let key = try coerce(eval(k, &env, keyHint), keyHint, k.offset)
            if try d.value(for: key, k.offset) != nil {
                throw Failure("the dictionary literal has the key \(try patternText(key, k.offset)) twice (Swift stops with 'Dictionary literal contains duplicate keys')",
                              at: k.offset, supported: "each key once")
            }
            try d.set(key, coerce(eval(x, &env, valueHint), valueHint, x.offset), k.offset)
        }
        // Without a declared type, the first entry's types guide later `.member` lookups.
        if keyHint == .any, let first = d.keys.first { d.keyHint = contextHint(for: first) }
        if valueHint == .any, let first = d.values.first { d.valueHint = contextHint(for: first) }
        return try checkComposite(.dictionary(d), e.offset)
    }

    /// `dict[key]` (nil when missing) or `dict[key, default: value]`.
    func dictionarySubscript(_ d: DictionaryValue, _ args: [Argument], _ e: Expr, _ env: inout Env) throws -> Value {
        let key = try dictionaryKey(d, args, e, &env)
        if let v = try d.value(for: key, args[0].offset) { return v }
        guard args.count == 2 else { return .none }
        return try coerce(eval(args[1].value, &env, d.valueHint), d.valueHint, args[1].offset)
    }

    /// The key of `dict[key]` / `dict[key, default: value]`, evaluated as the dictionary's key type.
    func dictionaryKey(_ d: DictionaryValue, _ args: [Argument], _ e: Expr, _ env: inout Env) throws -> Value {
        guard (args.count == 1 && args[0].label == nil) || (args.count == 2 && args[0].label == nil && args[1].label == "default") else {
            throw Failure("a dictionary subscript takes a key", at: e.offset, supported: "dict[key] or dict[key, default: value]")
        }
        return try coerce(eval(args[0].value, &env, d.keyHint), d.keyHint, args[0].offset)
    }

    /// The dictionary an assignment's subscript target goes into (`counts[k] = …`), or nil when
    /// the base is something else.
    func dictionaryTarget(_ base: Expr, _ env: inout Env) throws -> DictionaryValue? {
        switch try eval(base, &env) {
        case .dictionary(let d): return d
        case .binding(let b):
            if case .dictionary(let d) = try readBinding(b, base.offset) { return d }
            return nil
        default: return nil
        }
    }
}
