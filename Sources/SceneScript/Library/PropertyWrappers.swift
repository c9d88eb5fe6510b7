import Document

extension Library {
    /// `State(initialValue:)`, `StateObject(wrappedValue:)`, … for `_x = …` in an `init`, and
    /// `Binding(get:set:)`.
    static let propertyWrappers: [String: [Signature]] = {
        var t: [String: [Signature]] = [:]
        for name in ["State", "StateObject", "ObservedObject", "Bindable"] {
            t[name] = ["initialValue", "wrappedValue"].map { label in
                Signature(Param<Value>.labeled(label)) { _, _, v in .wrapped(name, v) }
            }
        }
        t["Binding"] = [
            Signature(Param<ClosureValue>.labeled("get"), Param<ClosureValue>.labeled("set")) { _, _, get, set in
                .binding(BindingRef(root: .computed(get: get, set: set)))
            },
            // `Binding(other)`: the same binding.
            Signature(Param<Located<Value>>.unlabeled) { _, _, v in
                guard case .binding = v.value else { throw Failure("expected a Binding, found \(v.value.described)", at: v.offset) }
                return v.value
            },
        ]
        return t
    }()

    /// `.constant(v)` where a `Binding` is expected.
    static let bindings = StaticTable(functions: [
        "constant": [Signature(Param<Value>.unlabeled) { _, _, v in .binding(BindingRef(root: .constant(v))) }],
    ])
}
