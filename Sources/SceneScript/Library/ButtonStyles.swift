import Document

/// Custom button styles: `struct PressableStyle: ButtonStyle { func makeBody(configuration: Configuration)
/// -> some View { configuration.label.padding().background(.blue, in: .capsule) } }` applied with
/// `.buttonStyle(PressableStyle())`. Like `.labelStyle(_:)` it is a context modifier: the buttons inside read
/// it as they are built, and an inner `.buttonStyle(…)` wins. Each button's label becomes what `makeBody`
/// returns; the button stays the tap target and runs its own action.
///
/// `configuration.isPressed` is false: a tap in a clip is an instant, with no finger held down (so
/// `scaleEffect(configuration.isPressed ? 0.95 : 1)` shows its rest state). `PrimitiveButtonStyle`'s
/// `configuration.trigger()` does nothing; the tap runs the button's action as for any button.
extension Library {
    /// The environment key of the custom style in effect (a record), or `.none` under a built-in style.
    static let buttonStyleKey = "flipbook.buttonStyle"
    /// The protocols a custom style conforms to.
    static let buttonStyleProtocols: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle"]

    static let buttonConfigurationProperties: [String: [String: Property]] = [
        "buttonConfiguration": [
            "label": { _, v, _ in
                if case .platform(.buttonConfiguration(let label, _)) = v { return .view(ViewValue(node: label, depth: 1)) }
                return .void
            },
            "isPressed": { _, v, _ in
                if case .platform(.buttonConfiguration(_, let pressed)) = v { return .bool(pressed) }
                return .void
            },
            // `ButtonRole?`: roles are not modelled, so no button has one.
            "role": { _, _, _ in .none },
        ],
    ]

    static let buttonConfigurationMethods: [String: [String: [Signature]]] = [
        "buttonConfiguration": ["trigger": [Signature() { _, _ in .void }]],
    ]
}

extension Interpreter {
    /// `base.buttonStyle(style)`: a custom style is set for the buttons built inside; a built-in one clears it
    /// there (the inner style wins) and applies as a modifier.
    func buttonStyleCall(_ base: Expr, _ args: [Argument], _ e: Expr, _ env: inout Env, _ hint: Hint) throws -> Value {
        if args.count == 1, args[0].label == nil,
           case .record(let r) = try eval(args[0].value, &env, .userEnum(ButtonStyleKind.swiftUIName)),
           r.type.conformances.contains(where: Library.buttonStyleProtocols.contains) {
            guard method(of: r.type, "makeBody")?.parameters.count == 1 else {
                throw Failure("'\(r.type.name)' needs func makeBody(configuration: Configuration) -> some View",
                              at: r.type.offset)
            }
            return try withEnvironment(Library.buttonStyleKey, .record(r), base, "buttonStyle", e, &env, hint)
        }
        let outer = environment
        environment.values[Library.buttonStyleKey] = Value.none
        defer { environment = outer }
        let receiver = try eval(base, &env, chainHint(base, hint))
        return try methodCall(receiver, "buttonStyle", args, e, &env, hint)
    }

    /// A button as the custom style in effect draws it: its label replaced by `makeBody(configuration:)`,
    /// drawn plainly (no tint, no padding of its own); unchanged when no custom style is set.
    ///
    /// - Parameters: source, role: the action as written and the role, for an alert collecting its buttons.
    func styledButton(_ button: ButtonView, depth: Int, at offset: Int, source: ClosureValue? = nil,
                      role: ButtonRoleKind? = nil) throws -> ViewValue {
        let made = try customStyled(button, depth: depth, at: offset)
        if alertButtons != nil { alertButtons?[made.node] = (role, source) }
        return made
    }

    private func customStyled(_ button: ButtonView, depth: Int, at offset: Int) throws -> ViewValue {
        guard case .record(let style)? = environment.values[Library.buttonStyleKey],
              let f = method(of: style.type, "makeBody") else {
            return ViewValue(node: .button(button), depth: depth)
        }
        try enterCall(offset, style.type.name)
        defer { leaveCall() }
        var env = Env(selfRecord: style)
        env.bind(f.parameters[0].name, .platform(.buttonConfiguration(label: button.label, isPressed: false)))
        let body = try asView(runBody(f.body, &env, hint: .view, builder: true), f.offset)
        var styled = button
        styled.label = body.node
        return ViewValue(node: .modified(.button(styled), .buttonStyle(.plain)), depth: max(depth, body.depth + 1) + 1)
    }
}
