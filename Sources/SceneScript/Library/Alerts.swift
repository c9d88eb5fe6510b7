import Document

/// `.alert("Title", isPresented: $flag) { Button("OK") { } } message: { Text("…") }` and `Button(_:role:action:)`.
///
/// An alert is presented over the whole canvas like a sheet (`Library/Presentations.swift`): a 270-pt box of
/// radius 14 in the thick material, centred over a black scrim at 20 %, with the title (17-pt semibold) and the
/// message (13 pt) centred above a row of buttons (two side by side, more stacked), 44 pt high between hairlines;
/// button titles are 17 pt in the tint, a `.cancel` one semibold and first, a `.destructive` one red. Without
/// buttons the alert has an "OK". A tap on a button runs its action and dismisses the alert. It appears scaling
/// down from 115 % as it fades in and leaves fading out, with `.spring(duration: 0.4, bounce: 0)`. (UIKit's
/// metrics as measured from iOS 17 screenshots; the scale, scrim and timing are estimates: inferred.)
extension Library {
    /// `ButtonRole`.
    static let buttonRoleType = "ButtonRole"

    static let alertWidth = 270.0, alertCornerRadius = 14.0, alertButtonHeight = 44.0, alertScrimOpacity = 0.2
    static let alertAnimation = Animation.spring(duration: 0.4, bounce: 0)
    static let alertTransition = Transition.asymmetric(.scale(scale: 1.15).combined(with: .opacity), .opacity)

    /// Confirmation dialogs (action sheets): buttons 57 pt high with 20-pt titles in cards of radius 14, 8 pt from the
    /// canvas's sides and bottom, the cancel button in a card of its own below (estimates from iOS 17 screenshots).
    static let dialogButtonHeight = 57.0, dialogInset = 8.0

    static func addAlertModifiers(_ t: inout [String: [Signature]]) {
        t["confirmationDialog"] = [
            onView(Param<String>.unlabeled, Param<BindingArgument>.labeled("isPresented"),
                   Param<BuiltinEnumArgument<VisibilityKind>>.labeled("titleVisibility", default: BuiltinEnumArgument(value: .automatic)),
                   Param<ClosureValue>.labeled("actions")) { i, base, a, title, shown, visibility, actions in
                try i.alert(title, isPresented: shown.ref, actions, message: nil, on: base, a.call,
                            dialog: visibility.value == VisibilityKind.visible)
            },
            onView(Param<String>.unlabeled, Param<BindingArgument>.labeled("isPresented"),
                   Param<BuiltinEnumArgument<VisibilityKind>>.labeled("titleVisibility", default: BuiltinEnumArgument(value: .automatic)),
                   Param<ClosureValue>.labeled("actions"), Param<ClosureValue>.labeled("message")) {
                i, base, a, title, shown, visibility, actions, message in
                try i.alert(title, isPresented: shown.ref, actions, message: message, on: base, a.call,
                            dialog: visibility.value == VisibilityKind.visible)
            },
        ]
        t["alert"] = [
            onView(Param<String>.unlabeled, Param<BindingArgument>.labeled("isPresented"), Param<ClosureValue>.labeled("actions")) {
                i, base, a, title, shown, actions in
                try i.alert(title, isPresented: shown.ref, actions, message: nil, on: base, a.call)
            },
            onView(Param<String>.unlabeled, Param<BindingArgument>.labeled("isPresented"), Param<ClosureValue>.labeled("actions"),
                   Param<ClosureValue>.labeled("message")) { i, base, a, title, shown, actions, message in
                try i.alert(title, isPresented: shown.ref, actions, message: message, on: base, a.call)
            },
        ]
    }

    static func addRoleButtonConstructors(_ t: inout [String: [Signature]]) {
        t["Button", default: []] += [
            Signature(Param<String>.unlabeled, Param<BuiltinEnumArgument<ButtonRoleKind>?>.labeled("role"),
                      Param<ClosureValue>.labeled("action")) { i, a, title, role, action in
                let script = try i.makeScript(action, name: "Button(\"\(title)\")")
                return try i.roleButton(ButtonView(label: Text(title).makeNode(), actionName: title, action: script), role?.value,
                                        source: action, depth: 1, a.call)
            },
            Signature(Param<BuiltinEnumArgument<ButtonRoleKind>?>.labeled("role"), Param<ClosureValue>.labeled("action"),
                      Param<ClosureValue>.labeled("label")) { i, a, role, action, labelClosure in
                let label = try i.buildClosure(labelClosure, [], a.call)
                let name = Button(action: {}, label: { ScriptContent(label) }).actionName
                let script = try i.makeScript(action, name: "Button(\"\(name)\")")
                return try i.roleButton(ButtonView(label: label.node, actionName: name, action: script), role?.value,
                                        source: action, depth: label.depth + 1, a.call)
            },
        ]
    }
}

/// `ButtonRole`'s roles.
enum ButtonRoleKind: String, SwiftUIEnum {
    case cancel, destructive
    static var swiftUIName: String { Library.buttonRoleType }
}

extension Interpreter {
    /// A button with a role: a destructive one's label is red (as iOS draws it in lists, menus and alerts).
    func roleButton(_ button: ButtonView, _ role: ButtonRoleKind?, source: ClosureValue, depth: Int, _ call: Int) throws -> Value {
        var b = button
        if role == .destructive {
            b.label = b.label.foregroundStyle(UIKitColor["systemRed"].resolved(in: colorScheme)).makeNode()
        }
        return .view(try styledButton(b, depth: depth, at: call, source: source, role: role))
    }

    /// Records the alert (built when presented) and returns `base`. `dialog`: a confirmation dialog instead, its
    /// title shown if true (iOS hides it unless `titleVisibility: .visible`).
    func alert(_ title: String, isPresented: BindingRef, _ actions: ClosureValue, message: ClosureValue?,
               on base: ViewValue, _ call: Int, dialog: Bool? = nil) throws -> Value {
        guard case .bool(let shown) = try readBinding(isPresented, call) else {
            throw Failure("isPresented needs a binding to a Bool", at: call)
        }
        var p = Library.Presentation(site: call, style: dialog == nil ? .alert : .confirmationDialog)
        if shown {
            let saved = alertButtons
            alertButtons = [:]
            defer { alertButtons = saved }
            let built = try buildClosure(actions, [], call)
            var buttons: [AlertButton] = []
            for item in built.childList where item.view != .empty {
                guard let b = Self.button(in: item.view) else {
                    throw Failure("an alert's actions are Buttons", at: actions.closure.offset,
                                  supported: "Button(\"OK\") { … }, Button(\"Cancel\", role: .cancel) { }")
                }
                let made = alertButtons?[item.view]
                buttons.append(AlertButton(button: b, role: made?.role, source: made?.source))
            }
            let text = try message.map { try buildClosure($0, [], call) }
            if let dialog {
                // iOS adds a Cancel where the dialog has none.
                if !buttons.contains(where: { $0.role == .cancel }) {
                    buttons.append(AlertButton(button: ButtonView(label: Text("Cancel").makeNode(), actionName: "Cancel"), role: .cancel, source: nil))
                }
                p.content = try dialogBox(dialog ? title : nil, text, buttons, dismissing: isPresented, call)
            } else {
                if buttons.isEmpty { buttons = [AlertButton(button: ButtonView(label: Text("OK").makeNode(), actionName: "OK"), role: nil, source: nil)] }
                p.content = try alertBox(title, text, buttons, dismissing: isPresented, call)
            }
        }
        presentations.append(p)
        return .view(base)
    }

    /// The button a built action is (through modifiers), if it is one.
    static func button(in node: ViewNode) -> ButtonView? {
        switch node {
        case .button(let b): return b
        case .modified(let inner, _): return button(in: inner)
        default: return nil
        }
    }

    /// A button of an alert's actions: what it draws, its role and the action it was given.
    struct AlertButton {
        let button: ButtonView
        let role: ButtonRoleKind?
        let source: ClosureValue?
    }

    private func alertBox(_ title: String, _ message: ViewValue?, _ buttons: [AlertButton],
                          dismissing binding: BindingRef, _ call: Int) throws -> ViewValue {
        let scheme = colorScheme
        let hairline = UIKitColor["separator"].resolved(in: scheme)
        // The cancel button comes first (on the left of two).
        let ordered = buttons.filter { $0.role == .cancel } + buttons.filter { $0.role != .cancel }
        let rows = try ordered.map { try actionRow($0, size: 17, height: Library.alertButtonHeight, dismissing: binding, call) }
        let buttonArea: ViewNode
        if rows.count == 2 {
            buttonArea = HStack(spacing: 0) {
                ScriptContent(leaf(rows[0])); hairline.frame(width: 1.0 / 3).frame(height: Library.alertButtonHeight); ScriptContent(leaf(rows[1]))
            }.makeNode()
        } else {
            let stacked = rows.flatMap { [IdentifiedView(hairline.frame(height: 1.0 / 3).makeNode()), IdentifiedView($0)] }
            buttonArea = .stack(StackView(axis: .vertical, spacing: 0, children: stacked))
        }
        let heading = VStack(spacing: 2) {
            Text(title).font(.headline)
            if let message { ScriptContent(message).font(.footnote) }
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, 16).padding(.top, 19).padding(.bottom, 17)
        .frame(maxWidth: .infinity)
        let box = VStack(spacing: 0) {
            heading
            if rows.count == 2 { hairline.frame(height: 1.0 / 3) }
            ScriptContent(leaf(buttonArea))
        }
        .frame(width: Library.alertWidth)
        .background(AnyShapeStyle(Fill.material(.thick, scheme)))
        .clipShape(RoundedRectangle(cornerRadius: Library.alertCornerRadius))
        return try wrap(box, around: [message ?? leaf(.empty)], call)
    }

    /// A confirmation dialog: the buttons in a card under the title and message (13 pt, secondary), the cancel
    /// button in a card of its own below.
    private func dialogBox(_ title: String?, _ message: ViewValue?, _ buttons: [AlertButton], dismissing binding: BindingRef,
                           _ call: Int) throws -> ViewValue {
        let scheme = colorScheme
        let hairline = UIKitColor["separator"].resolved(in: scheme)
        let secondary = UIKitColor["secondaryLabel"].resolved(in: scheme)
        func row(_ item: AlertButton) throws -> ViewNode {
            try actionRow(item, size: 20, height: Library.dialogButtonHeight, dismissing: binding, call)
        }
        var rows: [IdentifiedView] = []
        if title != nil || message != nil {
            let header = VStack(spacing: 4) {
                if let title { Text(title).font(.system(size: 13, weight: .semibold)) }
                if let message { ScriptContent(message).font(.system(size: 13)) }
            }
            .foregroundStyle(secondary).multilineTextAlignment(.center)
            .padding(.horizontal, 16).padding(.vertical, 14).frame(maxWidth: .infinity)
            rows.append(IdentifiedView(header.makeNode()))
        }
        for item in buttons where item.role != .cancel {
            if !rows.isEmpty { rows.append(IdentifiedView(hairline.frame(height: 1.0 / 3).makeNode())) }
            rows.append(IdentifiedView(try row(item)))
        }
        let material = AnyShapeStyle(Fill.material(.thick, scheme))
        let card = ScriptContent(leaf(.stack(StackView(axis: .vertical, spacing: 0, children: rows))))
            .background(material).clipShape(RoundedRectangle(cornerRadius: Library.alertCornerRadius))
        let cancel = try buttons.first { $0.role == .cancel }.map { try row($0) } ?? .empty
        let page = UIKitColor[scheme == .dark ? "secondarySystemBackground" : "systemBackground"].resolved(in: scheme)
        let box = VStack(spacing: Library.dialogInset) {
            if !rows.isEmpty { card }
            ScriptContent(leaf(cancel)).background(page).clipShape(RoundedRectangle(cornerRadius: Library.alertCornerRadius))
        }
        .padding(.horizontal, Library.dialogInset).padding(.bottom, Library.dialogInset)
        return try wrap(box, around: [message ?? leaf(.empty)], call)
    }

    /// One button of an alert or dialog: its title at `size` points (semibold for cancel), in the tint unless
    /// destructive (already red), filling a row `height` high; a tap runs its action, then dismisses.
    private func actionRow(_ item: AlertButton, size: Double, height: Double, dismissing binding: BindingRef,
                           _ call: Int) throws -> ViewNode {
        var label = item.button.label.font(.system(size: size, weight: item.role == .cancel ? .semibold : .regular))
            .lineLimit(1).frame(maxWidth: .infinity).frame(height: height).makeNode()
        if item.role != .destructive { label = label.foregroundStyle(AnyShapeStyle(Fill.tint)).makeNode() }
        let action = try makeScript(dismissAfter(item.source, binding, call), name: "Button(\"\(item.button.actionName)\")")
        return .modified(.button(ButtonView(label: label, actionName: item.button.actionName, action: action)), .buttonStyle(.plain))
    }

    /// An action closure that runs `action` (if any), then sets `binding` to false.
    private func dismissAfter(_ action: ClosureValue?, _ binding: BindingRef, _ offset: Int) -> ClosureValue {
        var env = Env()
        env.bind("$presented", .binding(binding))
        env.bind("presented", .bool(true))
        func expr(_ k: Expr.Kind) -> Expr { Expr(k, at: offset) }
        var body = [Stmt(.assign(op: "=", target: expr(.identifier("presented")), value: expr(.bool(false))), at: offset)]
        if let action {
            env.bind("buttonAction", .closure(action))
            body.insert(Stmt(.expression(expr(.call(expr(.identifier("buttonAction")), []))), at: offset), at: 0)
        }
        return ClosureValue(closure: Closure(parameters: [], shorthandCount: 0, body: body, offset: offset), env: env)
    }
}
