import Document

/// iOS's controls as scene scripts write them: `Toggle`, `Label`, `Button(_:systemImage:action:)`.
/// Their looks are the Swift API's (`ToggleSwitch`, `LabelStyleKind`); what a control changes
/// goes through the binding it is given.
extension Library {
    /// A `Binding` argument (`isOn: $wifi`).
    struct BindingArgument: ScriptArgument {
        let ref: BindingRef
        static var hint: Hint { .binding }
        static var expected: String { "a binding such as $name" }
        static func read(_ v: Value, at _: Int) -> BindingArgument? {
            if case .binding(let b) = v { BindingArgument(ref: b) } else { nil }
        }
    }

    static func addControlConstructors(_ t: inout [String: [Signature]]) {
        t["Toggle"] = [
            Signature(Param<String>.unlabeled, Param<BindingArgument>.labeled("isOn")) { i, a, title, isOn in
                .view(i.leaf(try i.toggle(label: Text(title).makeNode(), name: title, isOn.ref, a.call)))
            },
            Signature(Param<String>.unlabeled, Param<String>.labeled("systemImage"), Param<BindingArgument>.labeled("isOn")) { i, a, title, symbol, isOn in
                let label = i.labelStyle.node(title: Text(title).makeNode(), icon: try i.symbolImage(symbol, at: a.offsets[1]))
                return .view(i.leaf(try i.toggle(label: label, name: title, isOn.ref, a.call)))
            },
            Signature(Param<BindingArgument>.labeled("isOn"), Param<ClosureValue>.labeled("label")) { i, a, isOn, labelClosure in
                let label = try i.buildClosure(labelClosure, [], a.call)
                let name = Button(action: {}, label: { ScriptContent(label) }).actionName
                return .view(ViewValue(node: try i.toggle(label: label.node, name: name, isOn.ref, a.call), depth: label.depth + 1))
            },
        ]
        t["ProgressView"] = [
            Signature() { i, _ in .view(i.leaf(ProgressView(scheme: i.colorScheme, controlSize: i.controlSize).makeNode())) },
            Signature(Param<String>.unlabeled) { i, _, title in
                .view(i.leaf(ProgressView(title, scheme: i.colorScheme, controlSize: i.controlSize).makeNode()))
            },
            Signature(Param<Double?>.labeled("value"), Param<Double>.labeled("total", default: 1)) { i, _, value, total in
                .view(i.leaf(ProgressView(value: value, total: total, scheme: i.colorScheme).makeNode()))
            },
            Signature(Param<String>.unlabeled, Param<Double?>.labeled("value"), Param<Double>.labeled("total", default: 1)) { i, _, title, value, total in
                .view(i.leaf(ProgressView(title, value: value, total: total, scheme: i.colorScheme).makeNode()))
            },
        ]
        for (name, secure) in [("TextField", false), ("SecureField", true)] {
            t[name] = [Signature(Param<String>.unlabeled, Param<BindingArgument>.labeled("text")) { i, a, placeholder, text in
                guard case .string(let s) = try i.readBinding(text.ref, a.offsets[1]) else {
                    throw Failure("\(name)'s text needs a binding to a String", at: a.offsets[1])
                }
                return .view(i.leaf(TextField(placeholder, text: s, isSecure: secure, style: i.textFieldStyle, scheme: i.colorScheme).makeNode()))
            }]
        }
        t["Label"] = [
            Signature(Param<String>.unlabeled, Param<String>.labeled("systemImage")) { i, a, title, symbol in
                return .view(i.leaf(i.labelStyle.node(title: Text(title).makeNode(), icon: try i.symbolImage(symbol, at: a.offsets[1]))))
            },
            Signature(Param<String>.unlabeled, Param<String>.labeled("image")) { i, _, title, image in
                .view(i.leaf(i.labelStyle.node(title: Text(title).makeNode(), icon: Image(image).makeNode())))
            },
            Signature(Param<ClosureValue>.labeled("title"), Param<ClosureValue>.labeled("icon")) { i, a, title, icon in
                let t = try i.buildClosure(title, [], a.call), ic = try i.buildClosure(icon, [], a.call)
                return .view(ViewValue(node: i.labelStyle.node(title: t.node, icon: ic.node), depth: max(t.depth, ic.depth) + 1))
            },
        ]
        t["Button", default: []].append(
            Signature(Param<String>.unlabeled, Param<String>.labeled("systemImage"), Param<ClosureValue>.labeled("action")) { i, a, title, symbol, action in
                let script = try i.makeScript(action, name: "Button(\"\(title)\")")
                let label = i.labelStyle.node(title: Text(title).makeNode(), icon: try i.symbolImage(symbol, at: a.offsets[1]))
                return .view(try i.styledButton(ButtonView(label: label, actionName: title, action: script), depth: 1,
                                                at: a.call, source: action))
            })
    }

    /// The environment keys `.labelsHidden()`, `.labelStyle(_:)` and `.toggleStyle(_:)` set.
    static let labelsHiddenKey = "flipbook.labelsHidden", labelStyleKey = "flipbook.labelStyle"
    /// `LabelStyle`'s and `ToggleStyle`'s built-in styles, as enum-like names.
    static let labelStyleType = LabelStyleKind.swiftUIName, toggleStyleType = "ToggleStyle"
    static let textFieldStyleKey = "flipbook.textFieldStyle", textFieldStyleType = TextField.Style.swiftUIName
    static let controlSizeKey = "flipbook.controlSize"
    /// The style modifiers read from the environment by the views they style: modifier → (key, style type).
    static let controlStyles: [String: (key: String, type: String)] = [
        "labelStyle": (labelStyleKey, labelStyleType), "listStyle": (listStyleKey, listStyleType),
        "textFieldStyle": (textFieldStyleKey, textFieldStyleType), "pickerStyle": (pickerStyleKey, pickerStyleType),
        "tabViewStyle": (tabViewStyleKey, TabViewStyleKind.swiftUIName), "indexViewStyle": (indexViewStyleKey, IndexViewStyleKind.swiftUIName),
        "scrollContentBackground": (scrollContentBackgroundKey, visibilityType),
        "controlSize": (controlSizeKey, ControlSize.swiftUIName),
    ]
}

extension Interpreter {
    /// The control size in effect (`.controlSize(.large)` on an ancestor: a context modifier, so the
    /// views built inside see it, as the spinner's size needs).
    var controlSize: ControlSize {
        if case .enumCase(_, let name, _)? = environment.values[Library.controlSizeKey] { return ControlSize(rawValue: name) ?? .regular }
        return .regular
    }

    /// The label style in effect (`.labelStyle(.iconOnly)` on an ancestor).
    var labelStyle: LabelStyleKind {
        if case .enumCase(_, let name, _)? = environment.values[Library.labelStyleKey] { return LabelStyleKind(rawValue: name) ?? .automatic }
        return .automatic
    }

    /// The text field style in effect (`.textFieldStyle(.roundedBorder)` on an ancestor).
    var textFieldStyle: TextField.Style {
        if case .enumCase(_, let name, _)? = environment.values[Library.textFieldStyleKey] { return TextField.Style(rawValue: name) ?? .automatic }
        return .automatic
    }

    /// A switch-style toggle whose tap flips `isOn` (an action `isOn.toggle()` through the binding).
    func toggle(label: ViewNode, name: String, _ isOn: BindingRef, _ offset: Int) throws -> ViewNode {
        guard case .bool(let on) = try readBinding(isOn, offset) else {
            throw Failure("Toggle's isOn needs a binding to a Bool", at: offset)
        }
        var env = Env()
        env.bind("$isOn", .binding(isOn))
        env.bind("isOn", .bool(on))
        func expr(_ k: Expr.Kind) -> Expr { Expr(k, at: offset) }
        var flip = expr(.call(expr(.member(expr(.identifier("isOn")), "toggle")), []))
        if let animation = isOn.animation {
            // `$isOn.animation(a)`: `withAnimation(a) { isOn.toggle() }`.
            env.bind("animation", animation.map(Value.animation) ?? .none)
            let body = Closure(parameters: [], shorthandCount: 0, body: [Stmt(.expression(flip), at: offset)], offset: offset)
            flip = expr(.call(expr(.identifier("withAnimation")), [Argument(label: nil, value: expr(.identifier("animation")), isTrailing: false, offset: offset),
                                                                   Argument(label: nil, value: expr(.closure(body)), isTrailing: true, offset: offset)]))
        }
        let closure = ClosureValue(closure: Closure(parameters: [], shorthandCount: 0, body: [Stmt(.expression(flip), at: offset)],
                                                    offset: offset), env: env)
        let action = try makeScript(closure, name: "Toggle(\"\(name)\")")
        let hidden = environment.values[Library.labelsHiddenKey] == nil ? label : nil
        return ToggleSwitch.row(label: hidden, isOn: on, name: name, action: action, scheme: colorScheme)
    }
}
