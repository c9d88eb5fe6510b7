import Document

/// `Picker` as scene scripts write it: its options are the content's views, each with a
/// `.tag(value)` (or the id of the `ForEach` that made it, as SwiftUI tags `ForEach` rows
/// implicitly); the option whose tag equals the selection is the selected one. Drawn in the style
/// `.pickerStyle(_:)` sets: `.segmented` (the Swift API's `SegmentedControl`, each segment a button
/// that sets the selection) or `.menu`, iOS's default (`MenuPickerButton`, closed).
extension Library {
    /// The environment key `.pickerStyle(_:)` sets.
    static let pickerStyleKey = "flipbook.pickerStyle", pickerStyleType = PickerStyleKind.swiftUIName
    /// `SegmentedPickerStyle()` and the other pre-iOS 15 spellings.
    static let pickerStyleConstructors: [String: (type: String, name: String)] = [
        "DefaultPickerStyle": (pickerStyleType, "automatic"), "MenuPickerStyle": (pickerStyleType, "menu"),
        "SegmentedPickerStyle": (pickerStyleType, "segmented"), "InlinePickerStyle": (pickerStyleType, "inline"),
        "WheelPickerStyle": (pickerStyleType, "wheel"), "NavigationLinkPickerStyle": (pickerStyleType, "navigationLink"),
        "PalettePickerStyle": (pickerStyleType, "palette"),
    ]
    /// The styles not drawn (an inline list of options, a wheel, a pushed list, a palette), with what to write instead.
    static let unsupportedPickerStyles: [String: String] = Dictionary(uniqueKeysWithValues: ["inline", "wheel", "navigationLink", "palette"]
        .map { ($0, ".pickerStyle(.segmented) or .pickerStyle(.menu)") })

    static func addPickerConstructors(_ t: inout [String: [Signature]]) {
        let selection = Param<BindingArgument>.labeled("selection"), content = Param<ClosureValue>.labeled("content")
        t["Picker"] = [
            Signature(Param<String>.unlabeled, selection, content) { i, a, title, selection, content in
                try i.picker(label: i.leaf(Text(title).makeNode()), selection.ref, content, a, selectionArgument: 1)
            },
            // `Picker(selection: $x) { … } label: { Text("Flavor") }`.
            Signature(selection, content, Param<ClosureValue>.labeled("label")) { i, a, selection, content, label in
                try i.picker(label: i.buildClosure(label, [], a.call), selection.ref, content, a, selectionArgument: 0)
            },
            // The pre-iOS 16 form with the label as an argument: `Picker(selection: $x, label: Text("Flavor")) { … }`.
            Signature(selection, Param<ViewValue>.labeled("label"), content) { i, a, selection, label, content in
                try i.picker(label: label, selection.ref, content, a, selectionArgument: 0)
            },
        ]
        for (name, style) in pickerStyleConstructors {
            t[name] = [Signature() { _, _ in .enumCase(type: style.type, name: style.name) }]
        }
    }
}

extension Interpreter {
    /// The picker style in effect (`.pickerStyle(.segmented)` on an ancestor).
    var pickerStyle: PickerStyleKind {
        if case .enumCase(_, let name, _)? = environment.values[Library.pickerStyleKey] { return PickerStyleKind(rawValue: name) ?? .automatic }
        return .automatic
    }

    func picker(label: ViewValue, _ selection: BindingRef, _ content: ClosureValue, _ a: Args, selectionArgument: Int) throws -> Value {
        let (savedTags, savedIDs) = (tabs, forEachIDs)
        (tabs, forEachIDs) = ([], [])
        defer { (tabs, forEachIDs) = (savedTags, savedIDs) }
        let inner = try buildClosure(content, [], a.call)
        let options = inner.childList.flattenedLists.filter { if case .empty = $0.view { false } else { true } }
        guard !options.isEmpty else {
            throw Failure("Picker has no options; give it views such as Text(\"Red\").tag(0)", at: a.call)
        }
        let explicit = (tabs ?? []).compactMap(\.tag), implicit = forEachIDs ?? []
        guard let tags = explicit.count == options.count ? explicit : implicit.count == options.count ? implicit : nil else {
            throw Failure("Picker's options need tags: \(explicit.count) of \(options.count) have one", at: a.call,
                          supported: "Text(\"Red\").tag(Flavor.red) on each option, or ForEach(Flavor.allCases, id: \\.self)")
        }
        let current = try readBinding(selection, a.offsets[selectionArgument])
        let selected = try tags.firstIndex { try equal($0, current, a.call) }
        let node: ViewNode
        switch pickerStyle {
        case .segmented:
            var choices: [PickerOption] = []
            for (option, tag) in zip(options, tags) {
                let name = tapName(for: option.view, a.call)
                var env = Env()
                env.bind("tag", tag)
                let action = try assignAction(selection, Expr(.identifier("tag"), at: a.call), env, a.call, name: "Picker.\(name)")
                choices.append(PickerOption(label: option.view, name: name, action: action))
            }
            node = SegmentedControl.control(choices, selected: selected, scheme: colorScheme)
        default:
            // `.inline`, `.wheel` and the others are refused where `.pickerStyle` names them.
            let hidden = environment.values[Library.labelsHiddenKey] != nil
            node = MenuPickerButton.node(label: hidden ? nil : label.node, value: selected.map { options[$0].view } ?? .empty,
                                         inList: listSections != nil, scheme: colorScheme)
        }
        return .view(ViewValue(node: node, depth: max(inner.depth, label.depth) + 6))
    }

    /// An action that writes `newValue` (an expression over `env`) through `binding`, in the
    /// transaction of the tap that runs it, so `$x.animation(…)` animates it. `newValue` may read
    /// `value`, the binding's value when the view was built.
    func assignAction(_ binding: BindingRef, _ newValue: Expr, _ env: Env, _ offset: Int, name: String) throws -> Script {
        var env = env
        env.bind("$value", .binding(binding))
        env.bind("value", try readBinding(binding, offset))
        func expr(_ k: Expr.Kind) -> Expr { Expr(k, at: offset) }
        func arg(_ e: Expr) -> Argument { Argument(label: nil, value: e, isTrailing: false, offset: offset) }
        var stmt = Stmt(.assign(op: "=", target: expr(.identifier("value")), value: newValue), at: offset)
        if let animation = binding.animation {
            env.bind("animation", animation.map(Value.animation) ?? .none)
            let body = Closure(parameters: [], shorthandCount: 0, body: [stmt], offset: offset)
            stmt = Stmt(.expression(expr(.call(expr(.identifier("withAnimation")), [arg(expr(.identifier("animation"))),
                        Argument(label: nil, value: expr(.closure(body)), isTrailing: true, offset: offset)]))), at: offset)
        }
        let closure = ClosureValue(closure: Closure(parameters: [], shorthandCount: 0, body: [stmt], offset: offset), env: env)
        return try makeScript(closure, name: name)
    }
}
