/// Matching patterns against a value, as Swift's `~=`: enum cases by name and then their
/// associated values pattern by pattern, optionals (`let x?`, `.some(p)`, `.none`), literals by
/// equality, ranges by containment (one-sided too), tuples element by element, `_` and `let x`
/// always (binding the value). `switch`, `if case`, `guard case`, `while case` and `for case`
/// all match this way.
///
/// Swift checks pattern types and exhaustiveness at compile time; an interpreter only knows the
/// value, so `checkSwitch` runs both checks every time a switch runs — before a case is chosen,
/// so a wrong case fails even when an earlier one matches, and a switch in a body fails when
/// the scene loads.
extension Interpreter {
    /// A name bound by a pattern (`let x`), with its value.
    struct PatternBinding {
        var name: String
        var value: Value
        var mutable: Bool
    }

    /// The case a switch takes and the names its pattern binds.
    func selectCase(_ subjectExpr: Expr, _ cases: [SwitchCase], _ offset: Int,
                    _ env: inout Env) throws -> (index: Int, bindings: [PatternBinding]) {
        let subject = try eval(subjectExpr, &env)
        try checkSwitch(subject, cases, offset)
        for (k, c) in cases.enumerated() {
            try tick(c.offset)
            if c.isDefault { return (k, []) }
            for item in c.items {
                var bindings: [PatternBinding] = []
                guard try match(item.pattern, subject, &env, &bindings) else { continue }
                if let g = item.guardExpr {
                    env.push()
                    for b in bindings { env.bind(b.name, b.value, mutable: b.mutable) }
                    let pass = try condition(g, &env)
                    env.pop()
                    if !pass { continue }
                }
                return (k, bindings)
            }
        }
        throw Failure("no case of the switch matches \(try patternText(subject, offset)) (a Swift switch must be exhaustive)",
                      at: offset, supported: "a 'default:' case")
    }

    func match(_ p: Pattern, _ v: Value, _ env: inout Env, _ out: inout [PatternBinding]) throws -> Bool {
        try tick(p.offset)
        switch p.kind {
        case .wildcard:
            return true
        case .binding(let name, let mutable):
            out.append(PatternBinding(name: name, value: v, mutable: mutable))
            return true
        case .tuple(let ps):
            guard case .tuple(_, let vs) = v, vs.count == ps.count else {
                throw Failure("a tuple pattern of \(ps.count) elements cannot match \(v.described)", at: p.offset)
            }
            for (q, x) in zip(ps, vs) where try !match(q, x, &env, &out) { return false }
            return true
        case .range(let lower, let upper, let closed):
            if case .none = v { return false }
            let hint = contextHint(for: v)
            if let lower {
                let lo = try eval(lower, &env, hint)
                try checkPatternValue(lo, v, lower.offset)
                if try compare("<", v, lo, p.offset) { return false }
            }
            if let upper {
                let hi = try eval(upper, &env, hint)
                try checkPatternValue(hi, v, upper.offset)
                if try compare(closed ? ">" : ">=", v, hi, p.offset) { return false }
            }
            return true
        case .optional(let inner):
            if case .none = v { return false }
            return try match(inner, v, &env, &out)
        case .enumCase(let type, let name, let payload):
            return try matchEnumCase(p, type, name, payload, v, &env, &out)
        case .expression(let e):
            let x = try eval(e, &env, contextHint(for: v))
            if case .range(let lo, let hi) = x {
                guard case .int(let i) = v else {
                    throw Failure("a range of Int cannot match values of type '\(v.typeName)'", at: e.offset)
                }
                return lo <= i && i < hi
            }
            try checkPatternValue(x, v, e.offset)
            return try equal(x, v, e.offset)
        }
    }

    /// `.circle(let r)` against a value: the case by name, then each associated value.
    /// `.some(p)` and `.none` match optionals (unless the enum has cases of those names); a
    /// case pattern without payload against a non-enum value is an expression (`.zero`).
    func matchEnumCase(_ p: Pattern, _ type: String?, _ name: String, _ payload: [(label: String?, pattern: Pattern)]?,
                       _ v: Value, _ env: inout Env, _ out: inout [PatternBinding]) throws -> Bool {
        if isOptionalCasePattern(type, name, v) {
            if case .none = v { return name == "none" }
            guard name == "some" else { return false }
            guard let payload, payload.count == 1 else { return true }
            return try match(payload[0].pattern, v, &env, &out)
        }
        guard case .enumCase(_, let n, let values) = v else {
            if case .none = v { return false }
            if payload == nil {
                let e = type.map { Expr(.member(Expr(.identifier($0), at: p.offset), name), at: p.offset) }
                    ?? Expr(.implicitMember(name), at: p.offset)
                return try match(Pattern(.expression(e), at: p.offset), v, &env, &out)
            }
            throw Failure("enum case pattern '.\(name)(…)' cannot match values of type '\(v.typeName)'", at: p.offset,
                          supported: patternSuggestion(for: v))
        }
        guard n == name else { return false }
        guard let payload else { return true }
        guard payload.count == values.count else { return false }
        for (item, x) in zip(payload, values) where try !match(item.pattern, x, &env, &out) { return false }
        return true
    }

    /// `.some(…)` / `.none` meaning Optional's cases: without a type, on nil or on a value whose
    /// enum has no case of that name.
    func isOptionalCasePattern(_ type: String?, _ name: String, _ v: Value) -> Bool {
        guard type == nil || type == "Optional", name == "some" || name == "none" else { return false }
        if case .enumCase(let t, _, _) = v {
            return !(program.enums[t]?.cases.contains(name) ?? Library.builtinEnums[t]?.contains(name) ?? false)
        }
        return true
    }

    /// Swift's "expression pattern of type 'T' cannot match values of type 'U'".
    func checkPatternValue(_ x: Value, _ v: Value, _ offset: Int) throws {
        switch (x, v) {
        case (.none, _), (_, .none): return
        case (.int, .int), (.int, .double), (.double, .int), (.double, .double): return
        default:
            if x.typeName != v.typeName { throw patternMismatch(x.typeName, v, offset) }
        }
    }

    func patternMismatch(_ patternType: String, _ v: Value, _ offset: Int) -> Failure {
        Failure("expression pattern of type '\(patternType)' cannot match values of type '\(v.typeName)'", at: offset,
                supported: patternSuggestion(for: v))
    }

    func patternSuggestion(for v: Value) -> String {
        switch v {
        case .enumCase(let t, _, _):
            let names = program.enums[t]?.cases.map { "." + $0 } ?? []
            return "cases of \(t): " + names.joined(separator: ", ")
        case .tuple(_, let vs): return "a tuple pattern of \(vs.count) elements, such as (\(vs.map { _ in "_" }.joined(separator: ", ")))"
        default: return "\(v.described), a range of \(v.typeName), _ or let name"
        }
    }

    /// The value as a pattern would be written, for messages (`.home`, `"a"`, `(1, true)`).
    func patternText(_ v: Value, _ offset: Int) throws -> String {
        switch v {
        case .enumCase(let t, _, _): return t + "." + (try describe(v, offset))
        case .string(let s): return "\"\(s)\""
        case .tuple(_, let vs): return "(" + (try vs.map { try patternText($0, offset) }).joined(separator: ", ") + ")"
        default: return (try? describe(v, offset)) ?? v.described
        }
    }
}
