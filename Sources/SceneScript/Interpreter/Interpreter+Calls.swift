import Document

extension Interpreter {
    func call(_ callee: Expr, _ args: [Argument], _ e: Expr, _ env: inout Env, _ hint: Hint) throws -> Value {
        switch callee.kind {
        case .identifier(let name):
            if let v = env.lookup(name) {
                // `layout { … }` of an `AnyLayout`/stack layout value (`callAsFunction`).
                if case .platform(.stackLayout(let l)) = v, args.count == 1, args[0].isTrailing,
                   case .closure(let content) = try eval(args[0].value, &env) {
                    return try stackLayoutView(l, content, e.offset)
                }
                guard case .closure(let c) = v else { throw Failure("'\(name)' is \(v.described), not a function", at: callee.offset) }
                let values = try args.map { try eval($0.value, &env) }
                return try callClosure(c, values, e.offset, hint: hint, builder: false)
            }
            if let rec = env.selfObject.map(objectRecord) ?? env.selfRecord, let m = method(of: rec.type, name) {
                return try callMethod(m, on: rec, args, e, &env, object: env.selfObject)
            }
            if case .enumCase(let t, _, _)? = env.lookup("self"), let m = enumMethod(t, name) {
                return try callEnumMethod(m, args, e, &env, selfName: "self")
            }
            if let rec = env.selfObject.map(objectRecord) ?? env.selfRecord, case .closure(let c)? = rec.fields[name] {
                // `let onTap: () -> Void` called as `onTap()`.
                return try callClosure(c, try args.map { try eval($0.value, &env) }, e.offset, hint: hint, builder: false)
            }
            if let rec = env.selfRecord, let p = rec.type.properties.first(where: { $0.name == name && $0.wrapper == .environment }),
               case .closure(let c) = try environmentValue(p, of: rec, e.offset) {
                // `@Environment(\.dismiss) var dismiss` called as `dismiss()`.
                return try callClosure(c, try args.map { try eval($0.value, &env) }, e.offset, hint: hint, builder: false)
            }
            if let f = program.functions[name] {
                return try callFunction(f, on: nil, args, e, &env)
            }
            // In `extension View { func card() -> some View { padding().background(…) } }`,
            // a bare modifier applies to `self`.
            if case .view(let view)? = env.lookup("self"), Library.modifiers[name] != nil || program.viewMethods[name] != nil
                || Interpreter.contextModifiers.contains(name) {
                return try methodCall(.view(view), name, args, e, &env, hint)
            }
            if let s = program.structs[name] {
                // `FlowLayout { … }`: a `Layout` called with its content (`callAsFunction`).
                if s.conformances.contains("Layout"), args.last?.isTrailing == true { return try customLayout(s, args, e, &env) }
                return try made(construct(s, args, e, &env), at: e.offset)
            }
            if let d = program.enums[name] { return try enumInit(d, args, e, &env) }
            if let v = try builtinExtensionInit(name, args, e, &env) { return v }
            if let sigs = Library.constructors[name] {
                return try invoke(name, sigs, args, receiver: nil, e, &env)
            }
            if let sigs = Library.functions[name] {
                return try invoke(name, sigs, args, receiver: nil, e, &env)
            }
            if Library.scriptOnlyFunctions.contains(name) {
                throw Failure("'\(name)' can only be used in an action", at: callee.offset,
                              supported: "Button(\"…\") { … }, .onAppear { … }, .task { … }, .onTapGesture { … }")
            }
            if let f = brokenDeclaration(name, env) { throw f }
            if let uikit = Library.uikitFailure(name, at: callee.offset) { throw uikit }
            if name == "Animation" {
                // `Animation(MyCustomAnimation())`: the initializer exists only for CustomAnimation (docs/motion.md).
                throw Failure("Animation(_:) wraps a CustomAnimation, which is not supported", at: callee.offset,
                              supported: Library.customAnimationInstead)
            }
            if let instead = Library.unsupportedTypes[name] {
                return try placeholder(for: name, Failure("'\(name)' is not supported in scene scripts", at: callee.offset,
                                                          supported: instead), hint)
            }
            var candidates = Array(Library.constructors.keys) + Array(Library.functions.keys) + Array(program.structs.keys)
                + Array(program.functions.keys)
            if let rec = env.selfRecord { candidates += rec.type.methods.map(\.name) }
            let f = Failure("unknown view or function '\(name)'", at: callee.offset,
                            supported: closestMatch(name, candidates).map { "closest match '\($0)'" })
            // A lower-case name is a function, not a view: nothing to draw for it.
            guard name.first?.isUppercase == true else { throw f }
            return try placeholder(for: name, f, hint)
        case .member(let base, let name):
            if name == "init", case .identifier("self") = base.kind, env.initializer != nil {
                return try delegateInitializer(args, e, &env)
            }
            if let typeName = staticBase(base, env) {
                return try staticCall(typeName, name, args, e, &env, hint)
            }
            if Interpreter.contextModifiers.contains(name) {
                return try contextModifierCall(base, name, args, e, &env, hint)
            }
            if Library.mutatingMethods.contains(name) || program.mutatingMethodNames.contains(name) {
                return try mutatingCall(base, name, args, e, &env)
            }
            let receiver = try eval(base, &env, chainHint(base, hint))
            return try methodCall(receiver, name, args, e, &env, hint)
        case .optionalMember(let base, let name):
            let receiver = try eval(base, &env)
            if case .none = receiver { return .none }
            return try methodCall(receiver, name, args, e, &env, hint)
        case .implicitMember(let name):
            return try implicitMember(name, args: args, hint, e, &env)
        case .dictionary(let pairs) where pairs.count == 1 && args.isEmpty:
            // `[String: Int]()`: an empty dictionary of those types.
            if case .identifier(let k) = pairs[0].key.kind, case .identifier(let v) = pairs[0].value.kind {
                return .dictionary(DictionaryValue(keyHint: Hint.of(.named(k, []), program: program),
                                                   valueHint: Hint.of(.named(v, []), program: program)))
            }
            throw Failure("a dictionary cannot be called", at: callee.offset)
        case .array(let items) where items.count == 1 && args.isEmpty:
            // `[Int]()`: an empty array of a type.
            if case .identifier(let t) = items[0].kind, Hint.typeHints[t] != nil || program.structs[t] != nil {
                return .array([])
            }
            throw Failure("an array cannot be called", at: callee.offset)
        default:
            let f = try eval(callee, &env)
            guard case .closure(let c) = f else { throw Failure("\(f.described) cannot be called", at: callee.offset) }
            let values = try args.map { try eval($0.value, &env) }
            return try callClosure(c, values, e.offset, hint: hint, builder: false)
        }
    }

    /// When `base` names a type (`Color`, `Animation`, `Edge.Set`, a script enum), its name.
    func staticBase(_ base: Expr, _ env: Env) -> String? {
        switch base.kind {
        case .identifier(let n):
            guard env.lookup(n) == nil, env.selfRecord?.type.property(n) == nil, program.globals[n] == nil else { return nil }
            if Library.typeNames.contains(n) || program.enums[n] != nil || program.structs[n] != nil { return n }
            return nil
        case .member(let inner, let n):
            guard let outer = staticBase(inner, env) else { return nil }
            let full = outer + "." + n
            return Library.typeNames.contains(full) ? full : nil
        default:
            return nil
        }
    }

    // MARK: Built-ins

    /// Calls the first form of a built-in whose labels and argument types fit.
    func invoke(_ name: String, _ sigs: [Signature], _ args: [Argument], receiver: Value?, _ e: Expr,
                _ env: inout Env, hint: Hint = .any) throws -> Value {
        var matched: [(Signature, [Int?])] = []
        for sig in sigs {
            if let m = matchLabels(args, sig.params) { matched.append((sig, m)) }
        }
        guard !matched.isEmpty else {
            let got = "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
            let forms = sigs.map { name + $0.labels }.joined(separator: ", ")
            throw Failure("'\(name)' has no form taking \(args.isEmpty ? "no arguments" : got)", at: e.offset,
                          supported: "supported: " + forms, mismatch: true)
        }
        // Arguments already evaluated for an earlier candidate form, by argument and hint (a short
        // list: forms are few, and a dictionary's hashing cost more than the scan in hot loops).
        var cache: [(argument: Int, hint: Hint, value: Value)] = []
        func cached(_ ai: Int, _ h: Hint) -> Value? {
            for c in cache where c.argument == ai && c.hint == h { return c.value }
            return nil
        }
        var firstMismatch: Failure?
        // `Text("…")`: a string literal is a LocalizedStringKey, whose own text is Markdown.
        var literalMask: [Bool]?
        if name == "Text", receiver == nil, let first = args.first, first.label == nil, case .string(let segs) = first.value.kind {
            let (s, mask) = try literalText(segs, first.value, &env)
            cache.append((0, .string, s))
            literalMask = mask
        }
        for (sig, mapping) in matched {
            do {
                var values: [Value?] = []
                var offsets: [Int] = []
                values.reserveCapacity(sig.params.count); offsets.reserveCapacity(sig.params.count)
                for (pi, p) in sig.params.enumerated() {
                    guard let ai = mapping[pi] else { values.append(nil); offsets.append(e.offset); continue }
                    let a = args[ai]
                    let raw: Value
                    if let c = cached(ai, p.hint) { raw = c } else {
                        raw = try eval(a.value, &env, p.hint)
                        if matched.count > 1 { cache.append((ai, p.hint, raw)) }
                    }
                    values.append(try coerce(raw, p.hint, a.value.offset))
                    offsets.append(a.value.offset)
                }
                var call = Args(name: name, values: values, offsets: offsets, call: e.offset, receiver: receiver, hint: hint)
                if mapping.first == 0 { call.literalMask = literalMask }
                return try sig.impl(self, call)
            } catch let f as Failure where f.isMismatch && matched.count > 1 {
                if firstMismatch == nil { firstMismatch = f }
            }
        }
        throw firstMismatch!
    }

    /// Swift's argument-to-parameter matching by labels: parameters with defaults may be
    /// skipped; an unlabeled trailing closure binds to the next closure parameter.
    func matchLabels(_ args: [Argument], _ params: [CallParameter]) -> [Int?]? {
        // Each argument binds its own parameter. Checked once without recording first: most forms
        // of a built-in with many (`Color(…)`) do not fit, and those then cost no allocation.
        guard args.count <= params.count, bindLabels(args, params, { _, _ in }) else { return nil }
        var result = [Int?](repeating: nil, count: params.count)
        _ = bindLabels(args, params) { p, ai in result[p] = ai }
        return result
    }

    /// The matching of `matchLabels`, calling `bind(parameter, argument)` for each binding.
    private func bindLabels(_ args: [Argument], _ params: [CallParameter], _ bind: (Int, Int) -> Void) -> Bool {
        var p = 0
        for ai in args.indices {
            var bound = false
            while p < params.count {
                let fits = args[ai].isTrailing && args[ai].label == nil ? params[p].isClosure : params[p].label == args[ai].label
                if fits { bind(p, ai); p += 1; bound = true; break }
                if params[p].hasDefault { p += 1; continue }
                return false
            }
            if !bound { return false }
        }
        while p < params.count {
            if !params[p].hasDefault { return false }
            p += 1
        }
        return true
    }

    // MARK: Script-declared functions

    /// An instance method of a script struct or class: its own, one of its extensions', or a
    /// default from an extension of a protocol it conforms to.
    func method(of s: StructDecl, _ name: String) -> FunctionDecl? {
        s.method(name) ?? program.extensionMethods[s.name]?[name].flatMap { $0.isStatic ? nil : $0 }
            ?? program.defaultMethod(for: s.name, name)
    }

    /// Calls a `func` of the script (with `self` for a method).
    func callFunction(_ f: FunctionDecl, on rec: Record?, _ args: [Argument], _ e: Expr, _ env: inout Env,
                      viewSelf: ViewValue? = nil, object: ObjectRef? = nil, selfValue: Value? = nil) throws -> Value {
        try callFunctionUpdating(f, on: rec, args, e, &env, viewSelf: viewSelf, object: object, selfValue: selfValue).result
    }

    /// A script function's parameters as call matching sees them, and which argument binds each.
    func argumentMapping(_ f: FunctionDecl, _ args: [Argument], _ e: Expr) throws -> (params: [CallParameter], mapping: [Int?]) {
        let params = f.parameters.map {
            CallParameter(label: $0.label, hint: Hint.of($0.type, program: program), hasDefault: $0.defaultValue != nil)
        }
        guard let mapping = matchLabels(args, params) else {
            let forms = f.name + "(" + f.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
            throw Failure("wrong arguments for '\(f.name)'", at: e.offset, supported: "expected \(forms)")
        }
        return (params, mapping)
    }

    /// Binds a script function's parameters in `inner`: the arguments (evaluated in `env`) or the
    /// defaults (evaluated with `rec` as `self`); used by calls and by inlined action helpers alike.
    func bindArguments(_ f: FunctionDecl, _ args: [Argument], _ e: Expr, _ env: inout Env, into inner: inout Env,
                       defaultsSeeing rec: Record?) throws {
        let (params, mapping) = try argumentMapping(f, args, e)
        for (i, p) in params.enumerated() {
            var v: Value
            if let ai = mapping[i] {
                v = try coerce(eval(args[ai].value, &env, p.hint), p.hint, args[ai].value.offset)
            } else {
                var defEnv = Env(selfRecord: rec)
                v = try coerce(eval(f.parameters[i].defaultValue!, &defEnv, p.hint), p.hint, f.parameters[i].offset)
            }
            if f.parameters[i].isViewBuilder, case .closure(var c) = v { c.isViewBuilder = true; v = .closure(c) }
            if let ai = mapping[i] { try checkClosureArity(v, f.parameters[i].type, args[ai].value.offset) }
            inner.bind(f.parameters[i].name, v)
        }
    }

    /// Calls a `func` of the script and also gives the scope it ended with: a `mutating` method's
    /// changed `self` (`selfRecord`, or the local `self` of an enum method) is read from it.
    func callFunctionUpdating(_ f: FunctionDecl, on rec: Record?, _ args: [Argument], _ e: Expr, _ env: inout Env,
                              viewSelf: ViewValue? = nil, object: ObjectRef? = nil, selfValue: Value? = nil,
                              mutating: Bool = false) throws -> (result: Value, scope: Env) {
        var inner = Env(selfRecord: rec)
        inner.selfObject = object
        inner.selfIsMutable = mutating && rec != nil
        if let viewSelf { inner.bind("self", .view(viewSelf)) }
        if let selfValue { inner.bind("self", selfValue, mutable: mutating) }
        try bindArguments(f, args, e, &env, into: &inner, defaultsSeeing: rec)
        try enterCall(e.offset, f.name)
        defer { leaveCall() }
        let ret = f.returnType.map { Hint.of($0, program: program) } ?? .any
        let builder = f.isViewBuilder || ret == .view
        let result = try called(at: e.offset) { try runBody(f.body, &inner, hint: ret, builder: builder) }
        if f.returnType == nil { return (.void, inner) }
        return (try coerce(result, ret, f.offset), inner)
    }

    /// A method of `self` called by its bare name (`toggle()` inside another method): a
    /// `mutating` one changes `self`, which only a mutating context may do.
    func callMethod(_ m: FunctionDecl, on rec: Record, _ args: [Argument], _ e: Expr, _ env: inout Env,
                    object: ObjectRef?) throws -> Value {
        guard m.isMutating, object == nil else { return try callFunction(m, on: rec, args, e, &env, object: object) }
        guard env.selfIsMutable else {
            throw Failure("cannot use mutating member '\(m.name)' on immutable value: 'self' is immutable", at: e.offset,
                          supported: "mark the calling method 'mutating', or call it on a @State value in an action")
        }
        let (result, scope) = try callFunctionUpdating(m, on: rec, args, e, &env, mutating: true)
        env.selfRecord = scope.selfRecord
        return result
    }

    /// A method of the enum value `self` called by its bare name inside another of its methods.
    func callEnumMethod(_ m: FunctionDecl, _ args: [Argument], _ e: Expr, _ env: inout Env, selfName: String) throws -> Value {
        guard let me = env.lookup(selfName) else { throw Failure("'self' is not available here", at: e.offset) }
        guard m.isMutating else { return try callFunction(m, on: nil, args, e, &env, selfValue: me) }
        guard let (index, isVar) = env.localIndex(selfName), isVar else {
            throw Failure("cannot use mutating member '\(m.name)' on immutable value: 'self' is immutable", at: e.offset,
                          supported: "mark the calling method 'mutating'")
        }
        let (result, scope) = try callFunctionUpdating(m, on: nil, args, e, &env, selfValue: me, mutating: true)
        if let updated = scope.lookup("self") { env.set(index: index, updated) }
        return result
    }

    /// Calls a closure value with already evaluated arguments.
    func callClosure(_ c: ClosureValue, _ values: [Value], _ offset: Int, hint: Hint, builder: Bool) throws -> Value {
        let closure = c.closure
        let values = destructuringTuple(closure, values)
        let expected = closure.parameters.isEmpty ? closure.shorthandCount : closure.parameters.count
        if expected > values.count || (!closure.parameters.isEmpty && closure.parameters.count != values.count) {
            throw Failure("the closure takes \(expected) parameter(s) but is called with \(values.count)", at: closure.offset)
        }
        try enterCall(offset, "closure")
        defer { leaveCall() }
        var env = c.env
        env.push()
        defer { env.pop() }
        try bindParameters(of: closure, values, &env)
        // A `@ViewBuilder` closure builds views; so does one whose result is a view and whose
        // body is not a single expression or `return` (only a builder can have several views).
        return try runBody(closure.body, &env, hint: hint, builder: builder || c.isViewBuilder || hint == .view)
    }

    /// Binds a closure's parameters, or the `$0`, `$1`, … it uses, to `values` (at least as many).
    func bindParameters(of closure: Closure, _ values: [Value], _ env: inout Env) throws {
        if closure.parameters.isEmpty {
            for i in 0..<closure.shorthandCount { env.bind("$\(i)", values[i]) }
        } else {
            for (name, v) in zip(closure.parameters, values) where name != "_" {
                try bindClosureParameter(name, v, closure.offset, &env)
            }
        }
    }

    /// Binds a closure parameter; `$item` (`ForEach($items) { $item in … }`) takes a binding and
    /// also names its value `item`, as the property wrapper's projection does in Swift.
    func bindClosureParameter(_ name: String, _ v: Value, _ offset: Int, _ env: inout Env) throws {
        guard name.hasPrefix("$") else { return env.bind(name, v) }
        guard case .binding(let b) = v else {
            throw Failure("'\(name)' needs a binding, not \(v.described)", at: offset,
                          supported: "ForEach($items) { $item in … } over a @State or @Binding array")
        }
        env.bind(name, v)
        env.bind(String(name.dropFirst()), try readBinding(b, offset))
    }

    /// A view-builder closure's view (`HStack { … }`, `ForEach(…) { i in … }`).
    func buildClosure(_ c: ClosureValue, _ values: [Value] = [], _ offset: Int) throws -> ViewValue {
        try asView(callClosure(c, values, offset, hint: .view, builder: true), c.closure.offset)
    }

    // MARK: Structs

    /// A view or object just made by `Name(…)` at `offset`: a view gets its identity, environment
    /// and initial state; a class instance becomes an object in the store.
    func made(_ v: Value, at offset: Int) throws -> Value {
        guard case .record(var r) = v else { return v }
        switch r.type.role {
        case .view:
            try attachViewStorage(&r, at: offset)
            return .record(r)
        case .object:
            return try makeObject(r, at: offset)
        case .modifier, .data, .previewProvider, .shape:
            return v
        }
    }

    /// A closure literal given where a function type is declared takes as many parameters as the
    /// type says (Swift checks this when it compiles the closure).
    func checkClosureArity(_ v: Value, _ type: TypeRef?, _ offset: Int) throws {
        var t = type
        while case .optional(let w)? = t { t = w }
        guard case .function(let params, _)? = t, case .closure(let c) = v else { return }
        let used = c.closure.parameters.isEmpty ? c.closure.shorthandCount : c.closure.parameters.count
        let expected = params.count == 1 && params[0] == .named("Void", []) ? 0 : params.count
        if used != expected && !(c.closure.parameters.isEmpty && used < expected) {
            throw Failure("contextual closure type '\(t!)' expects \(expected) argument\(expected == 1 ? "" : "s"), but \(used) \(used == 1 ? "was" : "were") used in closure body",
                          at: c.closure.offset, supported: expected == 0 ? "{ … } without parameters" : "{ " + (0..<expected).map { "p\($0 + 1)" }.joined(separator: ", ") + " in … }")
        }
    }

    /// What a `@ViewBuilder` stored property keeps of its memberwise argument: a property of
    /// function type keeps the closure (marked so calling it builds views); one of a view type
    /// (`@ViewBuilder let content: Content`) the views the closure builds, as Swift's
    /// memberwise initializer takes `@ViewBuilder content: () -> Content` for it.
    func viewBuilderProperty(_ p: PropertyDecl, _ v: Value, _ offset: Int) throws -> Value {
        guard p.isViewBuilder, case .closure(var c) = v else { return v }
        c.isViewBuilder = true
        if case .function? = p.type { return .closure(c) }
        return .view(try buildClosure(c, [], offset))
    }

    /// The memberwise initializer's parameters: the stored properties, except `let`s with values.
    func memberwiseParameters(_ s: StructDecl) -> (properties: [PropertyDecl], parameters: [CallParameter]) {
        let stored = s.storedProperties.filter { !($0.isLet && $0.initialValue != nil) }
        return (stored, stored.map {
            var hint = $0.wrapper == .binding ? .binding : $0.type.map { Hint.of($0, program: program) } ?? .any
            if $0.isViewBuilder { hint = .closure }   // takes `@ViewBuilder content: () -> Content`
            return CallParameter(label: $0.name, hint: hint, hasDefault: $0.initialValue != nil)
        })
    }

    /// The memberwise initializer of a script struct.
    func instantiate(_ s: StructDecl, _ args: [Argument], _ e: Expr, _ env: inout Env) throws -> Value {
        let (stored, params) = memberwiseParameters(s)
        guard let mapping = matchLabels(args, params) else {
            let forms = s.name + "(" + stored.map { $0.name + ":" }.joined() + ")"
            throw Failure("wrong arguments for '\(s.name)'", at: e.offset,
                          supported: "the memberwise initializer \(forms)" + (stored.contains { $0.initialValue != nil } ? " (properties with default values may be left out)" : ""))
        }
        try enterCall(e.offset, s.name)
        defer { leaveCall() }
        var fields: [String: Value] = [:]
        for p in s.storedProperties where p.isLet && p.initialValue != nil {
            var defEnv = Env()
            let h = p.type.map { Hint.of($0, program: program) } ?? .any
            fields[p.name] = try coerce(eval(p.initialValue!, &defEnv, h), h, p.offset)
        }
        for (i, p) in stored.enumerated() {
            if let ai = mapping[i] {
                let v = try coerce(eval(args[ai].value, &env, params[i].hint), params[i].hint, args[ai].value.offset)
                try checkClosureArity(v, p.type, args[ai].value.offset)
                fields[p.name] = try viewBuilderProperty(p, v, args[ai].value.offset)
            } else {
                var defEnv = Env()
                fields[p.name] = try coerce(eval(p.initialValue!, &defEnv, params[i].hint), params[i].hint, p.offset)
            }
        }
        return try checkComposite(.record(Record(type: s, fields: fields)), e.offset)
    }
}
