/// The checks Swift's compiler makes on a `switch`, made each time one runs (before a case is
/// chosen, so they do not depend on which case matches): every pattern whose type is known
/// without running it (literals, enum cases) must fit the value's type, and a switch without
/// `default` must be exhaustive — over a script enum it must name every case (the error lists
/// the missing ones), over a Bool both values, over numbers and strings it needs a catch-all.
/// Tuples and other values are not checked here; a value no case matches fails when it occurs.
extension Interpreter {
    func checkSwitch(_ subject: Value, _ cases: [SwitchCase], _ offset: Int) throws {
        for c in cases {
            for item in c.items { try checkPatternType(item.pattern, subject) }
        }
        try checkExhaustive(subject, cases, offset)
    }

    func checkPatternType(_ p: Pattern, _ v: Value) throws {
        try tick(p.offset)
        switch p.kind {
        case .wildcard, .binding:
            return
        case .tuple(let ps):
            if case .none = v { return }
            guard case .tuple(_, let vs) = v else {
                throw Failure("a tuple pattern cannot match values of type '\(v.typeName)'", at: p.offset,
                              supported: patternSuggestion(for: v))
            }
            guard vs.count == ps.count else {
                throw Failure("a tuple pattern of \(ps.count) elements cannot match a tuple of \(vs.count)", at: p.offset,
                              supported: patternSuggestion(for: v))
            }
            for (q, x) in zip(ps, vs) { try checkPatternType(q, x) }
        case .range(let lower, let upper, _):
            switch v {
            case .int, .double, .string, .none: break
            default:
                throw Failure("a range pattern cannot match values of type '\(v.typeName)'", at: p.offset,
                              supported: patternSuggestion(for: v))
            }
            for bound in [lower, upper].compactMap({ $0 }) {
                if let t = literalType(bound), !literal(t, fits: v) { throw patternMismatch(t, v, bound.offset) }
            }
        case .optional(let inner):
            if case .none = v { return }
            try checkPatternType(inner, v)
        case .enumCase(let type, let name, let payload):
            try checkEnumCasePattern(p, type, name, payload, v)
        case .expression(let e):
            if case .enumCase(let t, _, _) = v, case .implicitMember(let n) = e.kind, let decl = program.enums[t],
               !decl.cases.contains(n) {
                let close = closestMatch(n, decl.cases).map { "; did you mean '.\($0)'?" } ?? ""
                throw Failure("'\(n)' is not a case of \(t)\(close)", at: e.offset, supported: patternSuggestion(for: v))
            }
            if let t = literalType(e), !literal(t, fits: v) { throw patternMismatch(t, v, e.offset) }
        }
    }

    /// An enum-case pattern fits the value: the case exists in the value's enum, has as many
    /// associated values as the pattern gives (with the same labels), and each sub-pattern fits.
    func checkEnumCasePattern(_ p: Pattern, _ type: String?, _ name: String, _ payload: [(label: String?, pattern: Pattern)]?,
                              _ v: Value) throws {
        if isOptionalCasePattern(type, name, v) {
            if let payload, payload.count == 1, !Value.isNone(v) { try checkPatternType(payload[0].pattern, v) }
            return
        }
        guard case .enumCase(let t, _, let values) = v else {
            if case .none = v { return }
            if payload != nil || (type.map { program.enums[$0] != nil } ?? false) {
                throw Failure("enum case pattern '\(type.map { $0 + "." } ?? ".")\(name)' cannot match values of type '\(v.typeName)'",
                              at: p.offset, supported: patternSuggestion(for: v))
            }
            return
        }
        if let type, type != t { throw patternMismatch(type, v, p.offset) }
        guard let decl = program.enums[t] else {
            if let cases = Library.builtinEnums[t], !cases.contains(name) {
                throw Failure("'\(name)' is not a case of \(t)", at: p.offset, supported: patternSuggestion(for: v))
            }
            return
        }
        guard let c = decl.enumCase(name) else {
            let close = closestMatch(name, decl.cases).map { "; did you mean '.\($0)'?" } ?? ""
            throw Failure("'\(name)' is not a case of \(t)\(close)", at: p.offset, supported: patternSuggestion(for: v))
        }
        guard let payload else { return }
        let form = "." + c.name + (c.payload.isEmpty ? "" : "(" + c.payload.map { ($0.label ?? "_") + ":" }.joined() + ")")
        guard payload.count == c.payload.count else {
            throw Failure(c.payload.isEmpty ? "enum case '\(name)' has no associated values"
                                            : "the pattern has \(payload.count) associated value\(payload.count == 1 ? "" : "s") but case '.\(name)' has \(c.payload.count)",
                          at: p.offset, supported: c.payload.isEmpty ? "case .\(name):" : "case \(form) with one pattern per value, such as .\(name)(\(c.payload.map { _ in "_" }.joined(separator: ", ")))")
        }
        for (i, item) in payload.enumerated() {
            if let l = item.label, l != c.payload[i].label {
                throw Failure("the label '\(l)' does not match the associated value '\(c.payload[i].label ?? "_")' of case '.\(name)'",
                              at: item.pattern.offset, supported: form)
            }
            if i < values.count { try checkPatternType(item.pattern, values[i]) }
        }
    }

    /// The type of a pattern expression known without evaluating it: a literal, or `Enum.case`
    /// of a script enum.
    func literalType(_ e: Expr) -> String? {
        switch e.kind {
        case .integer: return "Int"
        case .float: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .prefix("-", let x): return literalType(x)
        case .member(let base, _):
            if case .identifier(let n) = base.kind, program.enums[n] != nil { return n }
            return nil
        default: return nil
        }
    }

    /// Whether a literal of type `t` can stand for a value like `v` (an integer literal is
    /// also a Double; nil — an optional — takes any).
    func literal(_ t: String, fits v: Value) -> Bool {
        switch v {
        case .none: return true
        case .int: return t == "Int"
        case .double: return t == "Int" || t == "Double"
        default: return t == v.typeName
        }
    }

    func checkExhaustive(_ subject: Value, _ cases: [SwitchCase], _ offset: Int) throws {
        if cases.contains(where: \.isDefault) { return }
        let items = cases.flatMap(\.items).filter { $0.guardExpr == nil }
        if items.contains(where: { $0.pattern.isIrrefutable }) { return }
        // `case let x?` / `.some(_)` with `case nil` / `.none`: every optional value.
        if items.contains(where: { $0.pattern.isIrrefutableWhenNotNil }), items.contains(where: { $0.pattern.matchesNil }) { return }
        switch subject {
        case .enumCase(let t, _, _):
            guard let decl = program.enums[t] else { return }
            var covered = Set<String>()
            for item in items {
                switch item.pattern.kind {
                case .enumCase(let type, let n, let payload) where type == nil || type == t:
                    // A case with patterns for its values covers it only when they match anything.
                    if payload?.allSatisfy({ $0.pattern.isIrrefutable }) ?? true { covered.insert(n) }
                case .expression(let e):
                    switch e.kind {
                    case .implicitMember(let n): covered.insert(n)
                    case .member(let base, let n): if case .identifier(t) = base.kind { covered.insert(n) }
                    default: break
                    }
                default: break
                }
            }
            let missing = decl.cases.filter { !covered.contains($0) }
            guard missing.isEmpty else {
                throw Failure("switch must be exhaustive: add missing case\(missing.count == 1 ? "" : "s") "
                              + missing.map { "'.\($0)'" }.joined(separator: ", "), at: offset,
                              supported: missing.map { "case .\($0): …" }.joined(separator: ", ") + " (or default: …)")
            }
        case .bool:
            var covered = Set<Bool>()
            for item in items {
                if case .expression(let e) = item.pattern.kind, case .bool(let b) = e.kind { covered.insert(b) }
            }
            let missing = [true, false].filter { !covered.contains($0) }
            guard missing.isEmpty else {
                throw Failure("switch must be exhaustive: add missing case '\(missing.map(String.init).joined(separator: "', '"))'",
                              at: offset, supported: "case true: … case false: … (or default: …)")
            }
        case .int, .double, .string:
            throw Failure("switch must be exhaustive: a switch over \(subject.typeName) needs a 'default:' case", at: offset,
                          supported: "default: … (or case let x: / case _:)")
        default:
            return
        }
    }
}

extension Pattern {
    /// Matches every value (`_`, `let x`, tuples of those).
    var isIrrefutable: Bool {
        switch kind {
        case .wildcard, .binding: return true
        case .tuple(let ps): return ps.allSatisfy(\.isIrrefutable)
        case .range, .expression, .enumCase, .optional: return false
        }
    }

    /// Matches every value that is not nil (`let x?`, `.some(_)`).
    var isIrrefutableWhenNotNil: Bool {
        switch kind {
        case .optional(let p): return p.isIrrefutable
        case .enumCase(nil, "some", let payload): return payload?.allSatisfy { $0.pattern.isIrrefutable } ?? true
        default: return false
        }
    }

    /// `nil` or `.none`.
    var matchesNil: Bool {
        switch kind {
        case .enumCase(nil, "none", nil): return true
        case .expression(let e): if case .nil = e.kind { return true } else { return false }
        default: return false
        }
    }
}

extension Pattern {
    /// The names the pattern binds (`let x`, `(let a, _)`).
    var boundNames: [String] {
        switch kind {
        case .binding(let n, _): return [n]
        case .tuple(let ps): return ps.flatMap(\.boundNames)
        case .optional(let p): return p.boundNames
        case .enumCase(_, _, let payload): return payload?.flatMap(\.pattern.boundNames) ?? []
        case .wildcard, .range, .expression: return []
        }
    }
}
