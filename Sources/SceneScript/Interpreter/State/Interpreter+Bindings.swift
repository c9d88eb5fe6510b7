import Document

/// Reading and writing through bindings (`$x`, `$model.field`, `$items[i]`, `Binding(get:set:)`,
/// `.constant`), and the places they point to.
extension Interpreter {
    /// `$name`: the projected value of a property of `self` — a `@State`'s binding, a
    /// `@Binding`'s own binding, an object's bindings (`$model.field`).
    func projectedValue(_ name: String, _ e: Expr, _ env: inout Env) throws -> Value {
        guard let rec = env.selfRecord, let p = rec.type.property(name) else {
            if env.lookup(name) != nil {
                throw Failure("'$\(name)': only properties with a property wrapper have a projected value", at: e.offset,
                              supported: "@State, @Binding, @ObservedObject, @StateObject, @Bindable properties")
            }
            throw Failure("unknown name '$\(name)'", at: e.offset,
                          supported: env.selfRecord.flatMap { r in closestMatch(name, r.type.properties.filter { $0.wrapper != nil }.map(\.name)) }
                            .map { "did you mean '$\($0)'?" })
        }
        switch p.wrapper {
        case .state?:
            guard let s = stateDecl(of: rec.type, name) else { break }
            let key = try slotKey(rec, name, e.offset)
            return .binding(BindingRef(root: .slot(key, initial: try readSlot(rec, s, e.offset))))
        case .binding?:
            guard case .binding(let b)? = rec.fields[name] else {
                throw Failure("'\(name)' is used before being initialized", at: e.offset)
            }
            return .binding(b)
        case .stateObject?, .observedObject?, .environmentObject?, .bindable?:
            guard case .object(let o) = try lookup(name, e, &env, .any) else {
                throw Failure("'$\(name)' needs an object (a class instance)", at: e.offset)
            }
            return .binding(BindingRef(root: .object(o)))
        default:
            break
        }
        throw Failure("'\(name)' has no projected value", at: e.offset,
                      supported: "mark it @State (in the view that owns it) or @Binding (in a view it is passed to)")
    }

    /// The current value a binding points to.
    func readBinding(_ b: BindingRef, _ offset: Int) throws -> Value {
        var v: Value
        switch b.root {
        case .slot(let key, let initial):
            v = store.slots[key] ?? initial
        case .object(let o):
            v = .record(objectRecord(o))
        case .constant(let c):
            v = c
        case .computed(let get, _):
            v = try callClosure(get, [], offset, hint: .any, builder: false)
        }
        for step in b.path { v = try value(v, at: step, offset) }
        return v
    }

    /// Writes through a binding (in an action).
    func writeBinding(_ b: BindingRef, _ newValue: Value, _ offset: Int) throws {
        guard canWriteState else {
            throw Failure("a Binding can only be written in an action (Button, onAppear, task, onTapGesture, withAnimation), not while the view is built",
                          at: offset)
        }
        switch b.root {
        case .slot(let key, let initial):
            let current = store.slots[key] ?? initial
            let updated = try replacing(in: current, at: b.path[...], with: newValue, offset)
            store.slots[key] = try checkComposite(coerce(updated, contextHint(for: current), offset), offset)
        case .object(let o):
            _ = try replacing(in: .object(o), at: b.path[...], with: newValue, offset)
        case .constant:
            break   // `.constant(v)` ignores writes, as SwiftUI's does.
        case .computed(let get, let set):
            let current = try callClosure(get, [], offset, hint: .any, builder: false)
            let updated = try replacing(in: current, at: b.path[...], with: newValue, offset)
            _ = try callClosure(set, [updated], offset, hint: .any, builder: false)
        }
    }

    /// One step into a value: a stored property of a struct or object, an element of an array.
    func value(_ v: Value, at step: BindingRef.Step, _ offset: Int) throws -> Value {
        switch (step, v) {
        case (.field(let n), .record(let r)):
            guard let x = r.fields[n] else { throw Failure("'\(r.type.name)' has no stored property '\(n)'", at: offset) }
            return x
        case (.field(let n), .object(let o)):
            return try value(.record(objectRecord(o)), at: .field(n), offset)
        case (.field(let n), .tuple(let labels, let values)):
            guard let i = labels.firstIndex(of: n) ?? Int(n), i >= 0, i < values.count else {
                throw Failure("the tuple has no element '\(n)'", at: offset)
            }
            return values[i]
        case (.index(let i), .array(let items)):
            guard i >= 0 && i < items.count else { throw Failure("index \(i) is out of range (count \(items.count))", at: offset) }
            return items[i]
        case (.key(let k), .dictionary(let d)):
            return try d.value(for: k, offset) ?? .none
        case (.field(let n), _):
            throw Failure("\(v.described) has no stored property '\(n)' to bind to", at: offset)
        case (.index, _), (.key, _):
            throw Failure("cannot subscript \(v.described)", at: offset, supported: "arrays and dictionaries")
        }
    }

    /// `v` with the part at `path` replaced (objects are changed in place, in the store: they
    /// are references).
    func replacing(in v: Value, at path: ArraySlice<BindingRef.Step>, with newValue: Value, _ offset: Int) throws -> Value {
        guard let step = path.first else { return newValue }
        let rest = path.dropFirst()
        switch (step, v) {
        case (.field(let n), .record(var r)):
            if r.fields[n] == nil, let p = computedProperty(r.type, n) {
                // `person.fullName = "…"`: the setter runs on the value, which is then stored back.
                var env = Env(selfRecord: r)
                let updatedValue = rest.isEmpty ? newValue
                    : try replacing(in: instanceMember(r, n, Expr(.identifier(n), at: offset), &env, .any) ?? .none,
                                    at: rest, with: newValue, offset)
                return .record(try runSetter(p, on: r, updatedValue, Env(), offset))
            }
            guard let current = r.fields[n] else { throw Failure("'\(r.type.name)' has no stored property '\(n)'", at: offset) }
            if rest.isEmpty, r.type.property(n)?.isLet == true, r.type.role == .data {
                throw Failure("cannot assign to property: '\(n)' is a 'let' constant", at: offset, supported: "declare it 'var \(n)'")
            }
            let h = r.type.property(n)?.type.map { Hint.of($0, program: program) } ?? contextHint(for: current)
            r.fields[n] = try coerce(replacing(in: current, at: rest, with: newValue, offset), h, offset)
            return .record(r)
        case (.field(let n), .object(let o)):
            guard canWriteState else {
                throw Failure("'\(o.initial.type.name).\(n)' can only change in an action, not while the view is built", at: offset)
            }
            guard case .record(let r) = try replacing(in: .record(objectRecord(o)), at: path, with: newValue, offset) else {
                return v
            }
            store.objects[o.id] = try checkComposite(.record(r), offset).recordValue ?? r
            return v
        case (.field(let n), .tuple(let labels, var values)):
            guard let i = labels.firstIndex(of: n) ?? Int(n), i >= 0, i < values.count else {
                throw Failure("the tuple has no element '\(n)'", at: offset)
            }
            values[i] = try replacing(in: values[i], at: rest, with: newValue, offset)
            return .tuple(labels: labels, values: values)
        case (.index(let i), .array(var items)):
            guard i >= 0 && i < items.count else { throw Failure("index \(i) is out of range (count \(items.count))", at: offset) }
            items[i] = try replacing(in: items[i], at: rest, with: newValue, offset)
            return .array(items)
        case (.key(let k), .dictionary(var d)):
            if rest.isEmpty, case .none = newValue {
                try d.remove(k, offset)
                return .dictionary(d)
            }
            if rest.isEmpty {
                try d.set(k, coerce(newValue, d.valueHint, offset), offset)
                return .dictionary(d)
            }
            guard let current = try d.value(for: k, offset) else {
                throw Failure("the dictionary has no value for the key \(try patternText(k, offset))", at: offset,
                              supported: "dict[key, default: value] for a key that may be missing")
            }
            try d.set(k, replacing(in: current, at: rest, with: newValue, offset), offset)
            return .dictionary(d)
        case (.field(let n), .transaction(let t)) where rest.isEmpty:
            return .transaction(try settingTransaction(t, n, coerce(newValue, n == "animation" ? .optional(.animation) : .bool, offset), offset))
        case (.field(let n), .platform(.attributedString(let t))) where rest.isEmpty:
            return try settingAttribute(t, n, newValue, offset)
        case (.field(let n), .platform(.graphicsContext(let c))) where rest.isEmpty:
            return .platform(.graphicsContext(try Library.settingContext(c, n, newValue, at: offset)))
        case (.field(let n), .platform(let p)) where rest.isEmpty:
            guard let d = newValue.doubleValue, let updated = Library.settingEntry(n, of: p, to: try checkedNumber(d, offset)) else {
                throw Failure("cannot assign to property '\(n)' of \(v.described)", at: offset)
            }
            return .platform(updated)
        case (.field(let n), _):
            throw Failure("cannot assign to property '\(n)' of \(v.described)", at: offset)
        case (.index, _), (.key, _):
            throw Failure("cannot assign through a subscript of \(v.described)", at: offset, supported: "arrays and dictionaries")
        }
    }

    // MARK: Objects

    /// An object as it is now: changed by actions, else as it was made.
    func objectRecord(_ o: ObjectRef) -> Record { store.objects[o.id] ?? o.initial }

    /// A newly made class instance. Made while a view is built, it is named by where it was made
    /// (so building again finds the same object); made by an action, it is numbered.
    func makeObject(_ rec: Record, at offset: Int) throws -> Value {
        let id: ObjectID
        if canWriteState {
            guard store.objects.count < limits.maxObjects else {
                throw Failure("too many objects (more than \(limits.maxObjects))", at: offset)
            }
            store.serial += 1
            id = ObjectID(owner: .root, place: Identity([.serial(store.serial)]))
            store.objects[id] = rec
        } else {
            id = ObjectID(owner: owner, place: newIdentity(at: offset))
        }
        return .object(ObjectRef(id: id, initial: rec))
    }
}

extension Value {
    var recordValue: Record? { if case .record(let r) = self { r } else { nil } }
}
