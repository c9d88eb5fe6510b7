import Document

extension Interpreter {
    /// Evaluates an expression where a value of type `hint` is expected.
    func eval(_ e: Expr, _ env: inout Env, _ hint: Hint = .any) throws -> Value {
        try tick(e.offset)
        try enter(e.offset)
        defer { leave() }
        switch e.kind {
        case .integer(let v):
            if hint.unwrapped == .double { return .double(Double(v)) }
            return .int(v)
        case .float(let v):
            return .double(v)
        case .bool(let b):
            return .bool(b)
        case .nil:
            return .none
        case .string(let segments):
            if let c = characterLiteral(segments, hint) { return c }
            var s = ""
            for seg in segments {
                switch seg {
                case .text(let t): s += t
                case .interpolation(let x): s += try describe(eval(x, &env), x.offset)
                }
                if s.utf8.count > limits.maxStringLength { return try checkString(s, e.offset) }
            }
            return try checkString(s, e.offset)
        case .identifier(let name):
            return try lookup(name, e, &env, hint)
        case .implicitMember(let name):
            return try implicitMember(name, args: nil, hint, e, &env)
        case .member(let base, let name):
            return try member(of: base, name, e, &env, hint)
        case .optionalMember(let base, let name):
            let b = try eval(base, &env)
            if case .none = b { return .none }
            return try memberValue(b, name, e, &env, hint)
        case .call(let callee, let args):
            return try call(callee, args, e, &env, hint)
        case .subscript(let base, let args):
            return try subscriptValue(base, args, e, &env)
        case .prefix(let op, let x):
            return try prefixOperator(op, x, e, &env, hint)
        case .postfix(_, let x):
            let v = try eval(x, &env, hint)
            if case .none = v { throw Failure("unexpectedly found nil while unwrapping with '!'", at: e.offset) }
            return v
        case .binary(let op, let a, let b):
            return try binaryOperator(op, a, b, e, &env, hint)
        case .ternary(let c, let a, let b):
            return try condition(c, &env) ? eval(a, &env, hint) : eval(b, &env, hint)
        case .closure(let c):
            // A closure made in an `init` runs later, as ordinary code.
            var captured = env
            captured.initializer = nil
            return .closure(ClosureValue(closure: c, env: captured))
        case .array(let items):
            if hint.unwrapped == .edge || hint.unwrapped == .axes {
                // An option set written as an array literal: `[.top, .leading]`.
                var edges = Edge(), axes = Axes()
                for item in items {
                    switch try eval(item, &env, hint.unwrapped) {
                    case .edge(let x): edges.formUnion(x)
                    case .axes(let x): axes.formUnion(x)
                    case let other: throw Failure("expected \(hint.unwrapped), found \(other.described)", at: item.offset)
                    }
                }
                return hint.unwrapped == .edge ? .edge(edges) : .axes(axes)
            }
            if case .userEnum(let type) = hint.unwrapped, type == Library.datePickerComponentsType {
                // `[.date, .hourAndMinute]`: one value naming its options, joined by "+".
                var names: [String] = []
                for item in items {
                    guard case .enumCase(type, let n, _) = try eval(item, &env, hint.unwrapped) else {
                        throw Failure("expected one of \(type)'s options", at: item.offset)
                    }
                    names.append(n)
                }
                return .enumCase(type: type, name: names.joined(separator: "+"))
            }
            var element = Hint.any
            if case .array(let h) = hint.unwrapped { element = h }
            var values: [Value] = []
            values.reserveCapacity(items.count)
            for item in items {
                let v = try coerce(eval(item, &env, element), element, item.offset)
                // `[Color.red, .orange]`: without a declared type, the first element's type is the
                // array's, so the rest resolve against it (as Swift infers one element type).
                if element == .any, values.isEmpty, case let h = contextHint(for: v), h != .any, h != .int, h != .double { element = h }
                values.append(v)
            }
            return try checkArray(values, e.offset)
        case .dictionary(let pairs):
            return try dictionaryLiteral(pairs, e, &env, hint)
        case .tuple(let elements):
            var labels: [String?] = [], values: [Value] = []
            var hints: [Hint]?
            if case .typedTuple(let hs) = hint.unwrapped, hs.count == elements.count { hints = hs }
            for (i, el) in elements.enumerated() {
                labels.append(el.label)
                let h = hints?[i] ?? (el.label == nil ? .any : .double)
                values.append(try hints == nil ? eval(el.value, &env, h) : coerce(eval(el.value, &env, h), h, el.value.offset))
            }
            return try checkComposite(.tuple(labels: labels, values: values), e.offset)
        case .keyPath(let names):
            return .keyPath(names)
        case .cast(let x, let type):
            let target = Hint.of(type, program: program)
            return try coerce(eval(x, &env, target), target, e.offset)
        case .try(let x, _):
            // Nothing in the subset throws at run time except script errors, which must surface:
            // `try?` evaluates like `try`.
            return try eval(x, &env, hint)
        case .await(let x):
            return try eval(x, &env, hint)
        }
    }

    /// Evaluates a condition (must be a Bool).
    func condition(_ e: Expr, _ env: inout Env) throws -> Bool {
        let v = try eval(e, &env, .bool)
        guard case .bool(let b) = v else { throw Failure("expected a Bool condition, found \(v.described)", at: e.offset) }
        return b
    }

    /// A value as string interpolation shows it (`"\(x)"`).
    /// A string literal's value and, per character, whether it came from the literal's own text
    /// (true) or from an interpolation (false).
    func literalText(_ segments: [StringSegment], _ e: Expr, _ env: inout Env) throws -> (Value, [Bool]) {
        // Counted as `eval` counts the literal expression, so step limits hit where they always did.
        try tick(e.offset)
        try enter(e.offset)
        defer { leave() }
        var s = ""
        var mask: [Bool] = []
        for seg in segments {
            let piece: String
            let isText: Bool
            switch seg {
            case .text(let t): piece = t; isText = true
            case .interpolation(let x): piece = try describe(eval(x, &env), x.offset); isText = false
            }
            s += piece
            mask.append(contentsOf: repeatElement(isText, count: piece.count))
            if s.utf8.count > limits.maxStringLength { return (try checkString(s, e.offset), []) }
        }
        let v = try checkString(s, e.offset)
        // Characters that merged across a segment boundary (a combining mark after an interpolation):
        // the mask no longer lines up, so nothing is Markdown.
        return (v, s.count == mask.count ? mask : [Bool](repeating: false, count: s.count))
    }

    func describe(_ v: Value, _ offset: Int) throws -> String {
        switch v {
        case .int(let i): return String(i)
        case .double(let d): return swiftDescription(d)
        case .bool(let b): return String(b)
        case .string(let s): return s
        case .character(let c): return String(c)
        case .platform(let p): if let s = p.describedValue { return s }
        case .tuple(let labels, let values):
            var parts: [String] = []
            for (l, x) in zip(labels, values) { parts.append((l.map { $0 + ": " } ?? "") + (try describeElement(x, offset))) }
            return "(" + parts.joined(separator: ", ") + ")"
        case .none: return "nil"
        case .record(let r) where program.conforms(r.type.name, to: "CustomStringConvertible"):
            var env = Env(selfRecord: r)
            guard case .string(let s)? = try instanceMember(r, "description", Expr(.identifier("description"), at: offset), &env, .string) else {
                throw Failure("'\(r.type.name).description' must be a String", at: offset)
            }
            return s
        case .enumCase(let t, let n, let payload):
            return try enumDescription(t, n, payload, offset)
        case .dictionary(let d):
            if d.isEmpty { return "[:]" }
            var parts: [String] = []
            for (k, x) in zip(d.keys, d.values) { parts.append(try describeElement(k, offset) + ": " + describeElement(x, offset)) }
            return "[" + parts.joined(separator: ", ") + "]"
        case .angle(let a): return "Angle(radians: \(swiftDescription(a.radians)))"
        case .array(let items):
            var parts: [String] = []
            for item in items { parts.append(try describeElement(item, offset)) }
            return "[" + parts.joined(separator: ", ") + "]"
        case .range(let a, let b): return "\(a)..<\(b)"
        default: break
        }
        throw Failure("cannot interpolate \(v.described) into a string", at: offset,
                      supported: "numbers, Bool, String, Character, enum cases, UUID, Date, arrays, tuples and dictionaries of those")
    }

    /// An element as an array or tuple shows it: Strings and Characters quoted (`["a", "b"]`).
    func describeElement(_ v: Value, _ offset: Int) throws -> String {
        switch v {
        case .string(let s): return "\"\(s)\""
        case .character(let c): return "\"\(c)\""
        default: return try describe(v, offset)
        }
    }

    /// Swift's shortest round-trip description of a Double ("1.0", "0.5", "1e-05").
    func swiftDescription(_ d: Double) -> String { d.description }

    func lookup(_ name: String, _ e: Expr, _ env: inout Env, _ hint: Hint) throws -> Value {
        if let v = env.lookup(name) { return v }
        if name == "self" {
            if let o = env.selfObject { return .object(o) }
            guard let r = env.selfRecord else { throw Failure("'self' is only available inside a struct", at: e.offset) }
            return .record(r)
        }
        if name.hasPrefix("$") { return try projectedValue(String(name.dropFirst()), e, &env) }
        if case .enumCase(let t, _, _)? = env.lookup("self") {
            if let v = try enumMember(env.lookup("self")!, name, e, &env, hint) { return v }
            if enumMethod(t, name) != nil, hint.unwrapped != .closure {
                throw Failure("'\(name)' is a method; call it with (…)", at: e.offset)
            }
        }
        if let o = env.selfObject {
            if let v = try instanceMember(objectRecord(o), name, e, &env, hint) { return v }
        } else if let rec = env.selfRecord {
            if let v = try instanceMember(rec, name, e, &env, hint) { return v }
        }
        if let g = program.globals[name] {
            let isConstant = g.isLet && g.initialValue != nil
            if isConstant, let v = program.globalValues.value(name) { return v }
            let v = try propertyValue(g, hint, e, missing: "global '\(name)' has no value")
            // An object stays named by where each reading made it, as before.
            if isConstant, !v.isObject { program.globalValues.store(name, v) }
            return v
        }
        if let v = Library.globalConstants[name] { return v }
        if program.structs[name] != nil || program.enums[name] != nil || Library.typeNames.contains(name) {
            return .type(name)
        }
        if let uikit = Library.uikitFailure(name, at: e.offset) { throw uikit }
        if let instead = Library.unsupportedTypes[name] {
            throw Failure("'\(name)' is not supported in scene scripts", at: e.offset, supported: instead)
        }
        if program.functions[name] != nil || Library.functionNames.contains(name) {
            throw Failure("'\(name)' is a function; call it with (…)", at: e.offset)
        }
        if hint.unwrapped == .closure, let f = env.selfRecord.flatMap({ method(of: $0.type, name) }) ?? program.functions[name] {
            // `Button("Go", action: go)`, `scores.map(describe)`: a function used as a value is
            // the closure calling it with its arguments.
            let args = f.parameters.enumerated().map { i, p in
                Argument(label: p.label, value: Expr(.identifier("$\(i)"), at: e.offset), isTrailing: false, offset: e.offset)
            }
            let call = Expr(.call(Expr(.identifier(name), at: e.offset), args), at: e.offset)
            let closure = Closure(parameters: [], shorthandCount: f.parameters.count, body: [Stmt(.expression(call), at: e.offset)],
                                  offset: e.offset)
            return .closure(ClosureValue(closure: closure, env: env))
        }
        if let nested = program.nestedName(for: name) {
            throw Failure("cannot find '\(name)' in scope", at: e.offset, supported: "'\(nested)' (the type is nested)")
        }
        if let f = brokenDeclaration(name, env) { throw f }
        var candidates = env.allNames + Array(program.globals.keys) + Array(program.structs.keys)
        if let rec = env.selfRecord {
            candidates += rec.type.properties.map(\.name)
        }
        if name.first?.isUppercase == true { candidates += Library.typeNames }
        throw Failure("unknown name '\(name)'", at: e.offset,
                      supported: closestMatch(name, candidates).map { "did you mean '\($0)'?" })
    }

    /// A property of `self` (stored, with a property wrapper, or computed), or nil if there is none.
    func instanceMember(_ rec: Record, _ name: String, _ e: Expr, _ env: inout Env, _ hint: Hint) throws -> Value? {
        guard let p = rec.type.property(name) ?? program.extensionProperties[rec.type.name]?[name].flatMap({ $0.isStatic ? nil : $0 })
                ?? program.defaultProperty(for: rec.type.name, name) else {
            return rec.fields[name]
        }
        switch p.wrapper {
        case .state?, .stateObject?:
            guard let s = stateDecl(of: rec.type, name) else { return nil }
            return try readSlot(rec, s, e.offset)
        case .binding?:
            guard case .binding(let b)? = rec.fields[name] else {
                throw Failure("'self.\(name)' is used before being initialized", at: e.offset,
                              supported: "pass a binding: \(rec.type.name)(\(name): $value)")
            }
            return try readBinding(b, e.offset)
        case .environment?, .environmentObject?:
            return try environmentValue(p, of: rec, e.offset)
        case .namespace?:
            return .namespace("\(rec.type.name).\(name)")
        case .observedObject?, .bindable?, .published?, nil:
            if let v = rec.fields[name] { return v }
            if p.isLazy, let x = p.initialValue {
                // Not assigned yet: the initial value, computed now with `self`.
                var inner = Env(selfRecord: rec)
                let h = p.type.map { Hint.of($0, program: program) } ?? .any
                return try coerce(eval(x, &inner, h), h, x.offset)
            }
            guard let getter = p.getter else {
                // Only an `init` can leave a stored property without a value.
                throw Failure("'self.\(name)' is used before being initialized", at: e.offset,
                              supported: "assign self.\(name) = … earlier in the init")
            }
            try enterCall(e.offset, name); defer { leaveCall() }
            var inner = Env(selfRecord: rec)
            inner.selfObject = env.selfObject
            let declared = p.type.map { Hint.of($0, program: program) }
            let h = declared ?? hint
            let isBuilder = p.isViewBuilder || name == "body" || h == .view
            let v = try called(at: e.offset) { try runBody(getter, &inner, hint: h, builder: isBuilder) }
            return try declared.map { try coerce(v, $0, p.offset) } ?? v
        }
    }

    func subscriptValue(_ base: Expr, _ args: [Argument], _ e: Expr, _ env: inout Env) throws -> Value {
        let b = try eval(base, &env)
        if case .dictionary(let d) = b { return try dictionarySubscript(d, args, e, &env) }
        if case .platform(.attributedString(let t)) = b { return try attributedSlice(t, args, e, &env) }
        guard args.count == 1, args[0].label == nil else { throw Failure("expected one index", at: e.offset) }
        let idx = try eval(args[0].value, &env, .int)
        guard case .int(let i) = idx else { throw Failure("expected an Int index, found \(idx.described)", at: args[0].offset) }
        switch b {
        case .binding(let ref):
            return .binding(ref.appending(.index(i)))   // `$items[i]`
        case .array(let items):
            guard i >= 0 && i < items.count else { throw Failure("index \(i) is out of range (count \(items.count))", at: args[0].offset) }
            return items[i]
        case .range(let lo, let hi):
            guard i >= 0 && i < hi - lo else { throw Failure("index \(i) is out of range", at: args[0].offset) }
            return .int(lo + i)
        case .string:
            throw Failure("'subscript(_:)' is unavailable: cannot subscript String with an Int", at: e.offset,
                          supported: "Array(text)[i] for the i-th Character, or text.prefix(n) / text.dropFirst(n)")
        default:
            throw Failure("cannot subscript \(b.described)", at: e.offset, supported: "arrays and ranges")
        }
    }
}
