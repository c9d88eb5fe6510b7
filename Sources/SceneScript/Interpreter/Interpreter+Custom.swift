import Document

extension Interpreter {
    // MARK: Identities and hashable values

    /// The identity for an id value, as the API's `ViewID.init(_:)` makes it.
    func viewID(_ v: Value, _ offset: Int) throws -> ViewID {
        switch v {
        case .int(let i): return ViewID(i)
        case .string(let s): return ViewID(s)
        case .double(let d): return ViewID(try checkedNumber(d, offset))
        case .bool(let b): return ViewID(b)
        case .enumCase: return ViewID(v.debugDescription)
        case .character(let c): return ViewID(String(c))
        case .color(let c): return ViewID("\(c)")   // Color is Hashable in SwiftUI
        case .platform(.uuid(let u)): return ViewID(u.uuidString)
        case .platform(.date(let d)): return ViewID(d)
        default:
            throw Failure("\(v.described) cannot be an id", at: offset,
                          supported: "Int, String, Double, Bool, Character, UUID, Date or an enum case")
        }
    }

    /// The recorded value for `animation(_:value:)` or `matchedGeometryEffect(id:)`, as the API's
    /// `StateValue.init(_:)` records a Swift value.
    static func hashableStateValue(_ v: Value, _ offset: Int) throws -> StateValue {
        switch v {
        case .int(let i): return StateValue(i)
        case .double(let d):
            if d.isFinite && abs(d) > 1e12 { throw Failure("number \(d) is out of range (at most ±1e12)", at: offset) }
            return StateValue(d)
        case .bool(let b): return StateValue(b)
        case .string(let s): return StateValue(s)
        case .enumCase: return .string(v.debugDescription)
        case .none: return .string("nil")
        case .character(let c): return StateValue(String(c))
        case .platform(.uuid(let u)): return StateValue(u.uuidString)
        case .platform(.date(let d)): return StateValue(d)
        // Equatable values made of parts (`[Item]`, a struct, a `CGSize` offset): equal exactly
        // when their descriptions are, which is what watching for a change needs.
        case .array, .dictionary, .record, .tuple, .color, .size, .point, .rect, .angle, .edgeInsets:
            guard let key = watchKey(v) else { break }
            return .string(key)
        default: break
        }
        throw Failure("\(v.described) cannot be watched for changes here", at: offset,
                      supported: "an Equatable value: a number, Bool, String, enum case, optional, CGSize, CGPoint, Color, or an array or struct of them")
    }

    /// A description of `v` that is equal for equal values, or nil when `v` holds something with
    /// no equality (a view, a closure).
    private static func watchKey(_ v: Value) -> String? {
        func parts(_ vs: [Value]) -> String? {
            var out: [String] = []
            for x in vs { guard let k = watchKey(x) else { return nil }; out.append(k) }
            return out.joined(separator: ", ")
        }
        switch v {
        case .none, .bool, .int, .double, .string, .character, .color: return v.debugDescription
        case .enumCase(let t, let n, let payload): return parts(payload).map { "\(t).\(n)(\($0))" }
        case .array(let items): return parts(items).map { "[\($0)]" }
        case .tuple(let labels, let values):
            return parts(values).map { "(\(labels.map { $0 ?? "_" }.joined(separator: ",")):\($0))" }
        case .dictionary(let d):
            // In key order: equal dictionaries filled in different orders are equal.
            var pairs: [String] = []
            for (k, x) in zip(d.keys, d.values) {
                guard let a = watchKey(k), let b = watchKey(x) else { return nil }
                pairs.append(a + ": " + b)
            }
            return "[" + pairs.sorted().joined(separator: ", ") + "]"
        case .record(let r):
            let names = r.fields.keys.sorted()
            return parts(names.map { r.fields[$0]! }).map { "\(r.type.name)(\(names.joined(separator: ",")):\($0))" }
        case .platform(.uuid(let u)): return u.uuidString
        case .platform(.date(let d)): return "\(d)"
        case .size(let s): return "\(s)"
        case .point(let p): return "\(p)"
        case .rect(let r): return "\(r)"
        case .angle(let a): return "\(a)"
        case .edgeInsets(let e): return "\(e)"
        default: return nil
        }
    }

    func stateValue(_ v: Value, _ offset: Int) throws -> StateValue { try Interpreter.hashableStateValue(v, offset) }

    /// The name a timeline tap uses for `onTapGesture`: the first text in the view (overlays and
    /// backgrounds included), else the first symbol name, else the gesture's place in the file
    /// ("12:5").
    func tapName(for node: ViewNode, _ offset: Int) -> String {
        var text: String?, symbol: String?
        node.walk { n, _ in
            switch n {
            case .text(let t) where text == nil: text = t.string
            case .image(let i) where symbol == nil: if case .systemName(let s) = i.source { symbol = s }
            default: break
            }
        }
        return text ?? symbol ?? program.source.location(of: offset).description
    }

    // MARK: ForEach

    /// `ForEach(data, id: \.path) { item in … }`; `idOffset` is where the id key path stands.
    func forEach(_ located: Located<Value>, id: [String]?, idOffset: Int, _ content: ClosureValue, _ call: Int) throws -> Value {
        // `ForEach($items) { $item in … }`: the elements are bindings into the array.
        var binding: BindingRef?
        var data = located.value
        if case .binding(let b) = data {
            data = try readBinding(b, located.offset)
            guard case .array = data else {
                throw Failure("ForEach over a binding needs a binding to an array, not \(data.described)", at: located.offset)
            }
            binding = b
        }
        let items = try elements(of: data, located.offset)
        var ids: [ViewID] = [], views: [ViewValue] = []
        ids.reserveCapacity(items.count); views.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            try tick(call)
            let idValue: Value
            if let id {
                idValue = try keyPath(id, of: item, idOffset)
            } else if case .range = data {
                idValue = item
            } else if case .object(let o) = item {
                // A class's `id` is its own, else its identity (`Identifiable`'s `ObjectIdentifier`).
                idValue = o.initial.type.property("id") != nil ? try keyPath(["id"], of: item, located.offset) : .string(o.id.description)
            } else if case .record(let r) = item, r.type.property("id") != nil || computedProperty(r.type, "id") != nil {
                idValue = try keyPath(["id"], of: item, located.offset)
            } else if case .enumCase(let t, _, _) = item, enumProperty(t, "id") != nil {
                // An `Identifiable` enum (`var id: Self { self }`, `var id: String { rawValue }`).
                idValue = try keyPath(["id"], of: item, located.offset)
            } else {
                throw Failure("ForEach over \(data.described) needs an id", at: located.offset,
                              supported: "ForEach(items, id: \\.self), or elements that are structs or enums with an 'id' property")
            }
            let id = try viewID(idValue, located.offset)
            ids.append(id)
            forEachIDs?.append(idValue)
            let argument = binding.map { Value.binding($0.appending(.index(index))) } ?? item
            views.append(try within(.element(id)) { try buildClosure(content, [argument], call) })
        }
        let boxes = ids.enumerated().map { ForEachBox(id: $0.element, index: $0.offset) }
        let view = ForEach(boxes, id: \.id) { box in ScriptContent(views[box.index]) }
        return .view(try wrap(view, around: views, call, children: true))
    }

    /// `\.self`, `\.id`, `\.a.b` applied to a value.
    func keyPath(_ names: [String], of v: Value, _ offset: Int) throws -> Value {
        var cur = v
        var env = Env()
        for n in names where n != "self" {
            cur = try memberValue(cur, n, Expr(.identifier(n), at: offset), &env, .any)
        }
        return cur
    }

    // MARK: Path { p in … }

    func buildPath(_ c: ClosureValue, _ offset: Int) throws -> Path {
        let closure = c.closure
        guard closure.parameters.count <= 1 && closure.shorthandCount <= 1 else {
            throw Failure("Path { path in … } takes one parameter", at: closure.offset)
        }
        let name = closure.parameters.first ?? "$0"
        try enterCall(offset, "Path")
        defer { leaveCall() }
        var env = c.env
        env.push()
        env.bind(name, .path(Path()), mutable: true)
        _ = try exec(closure.body, &env, returnHint: .any)
        guard case .path(let p)? = env.lookup(name) else { throw Failure("the path was replaced by another value", at: offset) }
        return p
    }

    // MARK: Custom view modifiers

    /// A `ViewModifier`/`AnimatableModifier` value as the model's `CustomModifier`: its
    /// `animatableData` flattened to numbers, and a body that sets the data and interprets
    /// `body(content:)`.
    func customModifier(_ v: Value, _ offset: Int) throws -> CustomModifier {
        guard case .record(let r) = v, r.type.role == .modifier else {
            throw Failure("expected a ViewModifier struct, found \(v.described)", at: offset, mismatch: true)
        }
        let template = try animatableData(of: r, offset)
        var flat: [Double] = []
        if let template { try flatten(template, into: &flat, offset) }
        let program = self.program
        if r.type.conformances.contains("GeometryEffect") {
            let effect = try geometryEffect(r, template, flat, offset)
            return CustomModifier(name: r.type.name, data: flat, recipe: Interpreter.recipe(of: r, program)) { data, content in
                var e = effect
                e.data = data
                return .modified(content, .effect(Effect(e)))
            }
        }
        return CustomModifier(name: r.type.name, data: flat, recipe: Interpreter.recipe(of: r, program)) { data, content in
            let interp = Interpreter(program: program, state: StateValues())
            do {
                var rec = r
                if let template { rec = try interp.setAnimatableData(rec, data, template, offset) }
                return try interp.modifierBody(rec, content, offset).node
            } catch let f as Failure {
                throw program.source.error(f)
            }
        }
    }

    /// The declaration source and stored properties of a modifier value, when every property is a
    /// plain value (Bool, Int, Double, String); nil otherwise (such a modifier cannot be stored as data).
    static func recipe(of r: Record, _ program: Program) -> CustomModifier.Recipe? {
        var fields: [String: StateValue] = [:]
        for (name, v) in r.fields {
            switch v {
            case .bool(let b): fields[name] = .bool(b)
            case .int(let i): fields[name] = .int(i)
            case .double(let d): fields[name] = .double(d)
            case .string(let s): fields[name] = .string(s)
            default: return nil
            }
        }
        return CustomModifier.Recipe(source: program.source.text, fields: fields)
    }

    /// `animatableData` of a modifier (nil when it has none).
    func animatableData(of r: Record, _ offset: Int) throws -> Value? {
        if let v = r.fields["animatableData"] { return v }
        guard r.type.property("animatableData") != nil else { return nil }
        var env = Env(selfRecord: r)
        return try instanceMember(r, "animatableData", Expr(.identifier("animatableData"), at: offset), &env, .any)
    }

    func flatten(_ v: Value, into out: inout [Double], _ offset: Int) throws {
        switch v {
        case .double(let d): out.append(try checkedNumber(d, offset))
        case .int(let i): out.append(try checkedNumber(Double(i), offset))
        case .animatablePair(let a, let b):
            try flatten(a, into: &out, offset)
            try flatten(b, into: &out, offset)
        default:
            throw Failure("animatableData must be a number or an AnimatablePair of numbers, found \(v.described)", at: offset)
        }
    }

    /// Rebuilds a value shaped like `template` from flat numbers.
    func unflatten(_ template: Value, _ data: [Double], _ index: inout Int, _ offset: Int) throws -> Value {
        switch template {
        case .double, .int:
            guard index < data.count else { throw Failure("too few animatable values", at: offset) }
            index += 1
            return .double(data[index - 1])
        case .animatablePair(let a, let b):
            let x = try unflatten(a, data, &index, offset)
            return .animatablePair(x, try unflatten(b, data, &index, offset))
        default:
            throw Failure("animatableData must be a number or an AnimatablePair of numbers", at: offset)
        }
    }

    /// The modifier with its `animatableData` set (through the setter when it is computed).
    func setAnimatableData(_ r: Record, _ data: [Double], _ template: Value, _ offset: Int) throws -> Record {
        var index = 0
        let value = try unflatten(template, data, &index, offset)
        guard index == data.count else { throw Failure("expected \(index) animatable values, got \(data.count)", at: offset) }
        if r.fields["animatableData"] != nil {
            var rec = r
            rec.fields["animatableData"] = value
            return rec
        }
        guard let p = r.type.property("animatableData"), let setter = p.setter else {
            throw Failure("'\(r.type.name).animatableData' needs a setter (set { … = newValue })", at: r.type.offset)
        }
        try enterCall(offset, "animatableData")
        defer { leaveCall() }
        var env = Env(selfRecord: r)
        env.selfIsMutable = true
        env.bind("newValue", value)
        _ = try exec(setter, &env, returnHint: .any)
        return env.selfRecord ?? r
    }

    /// `func body(content: Content) -> some View` of a modifier.
    func modifierBody(_ r: Record, _ content: ViewNode, _ offset: Int) throws -> ViewValue {
        guard let f = method(of: r.type, "body"), f.parameters.count == 1 else {
            throw Failure("'\(r.type.name)' needs func body(content: Content) -> some View", at: r.type.offset)
        }
        try enterCall(offset, r.type.name)
        defer { leaveCall() }
        var env = Env(selfRecord: r)
        env.bind(f.parameters[0].name, .view(ViewValue(node: content, depth: 1)))
        return try asView(runBody(f.body, &env, hint: .view, builder: true), f.offset)
    }
}

/// An element of an interpreted `ForEach`: its identity and which built view it shows.
struct ForEachBox {
    let id: ViewID
    let index: Int
}
