import Document

/// `.sheet(isPresented:content:)`, `.sheet(item:content:)` and `.fullScreenCover(…)`. iOS presents them over
/// the whole window whatever view they are attached to, so the interpreter collects them while the body is
/// built (`Interpreter.presentations`) and the root lays them over everything (`Interpreter.presented(_:)`).
///
/// A sheet is a card in `systemBackground` (`secondarySystemBackground` in dark, as iOS raises it) with top
/// corners of radius 10, over a black scrim at 40 % (`ios-look.md`: both estimates); it slides up from the
/// bottom edge and the scrim fades in, with a critically damped spring of 0.5 s (`.spring(duration: 0.5,
/// bounce: 0)`: no visible overshoot, estimated) whatever animation the change that presents it has, and
/// back the same way. A full-screen cover slides up the same way, covers the canvas and has no scrim.
///
/// Inferred, since the canvas has no status bar: a `.large` sheet's top is 10 pt below the canvas's top, a
/// `.medium` one covers the lower half; the presenting view is not drawn receding behind the sheet. Inside
/// the content, `@Environment(\.dismiss)` dismisses it (sets the binding to false, or the item to nil).
extension Library {
    /// The presentation styles.
    enum PresentationStyle: Sendable { case sheet, fullScreenCover, alert, confirmationDialog }

    /// `PresentationDetent`: the heights a sheet rests at (`.fraction(_:)` and `.height(_:)` are not modelled).
    static let presentationDetentType = "PresentationDetent"
    /// `Visibility` (`.presentationDragIndicator(.visible)`).
    static let visibilityType = "Visibility"

    /// A `.sheet` or `.fullScreenCover` met while the body was built.
    struct Presentation: Sendable {
        /// The modifier's place in the source: the presented layers' identity.
        let site: Int
        let style: PresentationStyle
        /// The content, when presented.
        var content: ViewValue?
        /// What the content asked for (`.presentationDetents`, `.presentationDragIndicator`, `.presentationCornerRadius`).
        var preference = PresentationPreference()
    }

    /// What views inside a presented sheet asked of it.
    struct PresentationPreference: Sendable {
        var medium = false
        var dragIndicator = false
        var cornerRadius: Double?
    }

    /// The scrim's opacity, the card's corner radius and its top inset at `.large` (estimates, see above).
    static let sheetScrimOpacity = 0.4, sheetCornerRadius = 10.0, sheetTopInset = 10.0
    /// The drag indicator: 36 × 5 pt, 5 pt below the card's top (inferred).
    static let dragIndicatorSize = Size(width: 36, height: 5), dragIndicatorTop = 5.0
    /// How sheets and covers come and go.
    static let presentationAnimation = Animation.spring(duration: 0.5, bounce: 0)

    static func addPresentationModifiers(_ t: inout [String: [Signature]]) {
        for (name, style) in [("sheet", PresentationStyle.sheet), ("fullScreenCover", .fullScreenCover)] {
            t[name] = [
                onView(Param<BindingArgument>.labeled("isPresented"), Param<Located<ClosureValue?>>.labeled("onDismiss", default: Located(value: nil, offset: 0)),
                       Param<ClosureValue>.labeled("content")) { i, base, a, binding, onDismiss, content in
                    try i.present(style, isPresented: binding.ref, onDismiss, content, on: base, a.call)
                },
                onView(Param<BindingArgument>.labeled("item"), Param<Located<ClosureValue?>>.labeled("onDismiss", default: Located(value: nil, offset: 0)),
                       Param<ClosureValue>.labeled("content")) { i, base, a, binding, onDismiss, content in
                    try i.present(style, item: binding.ref, onDismiss, content, on: base, a.call)
                },
            ]
        }
        t["presentationDetents"] = [onView(Param<[BuiltinEnumArgument<PresentationDetentKind>]>.unlabeled) { i, base, _, detents in
            // The sheet opens at its smallest detent (inferred from how iOS shows `[.medium, .large]`).
            i.presentationPreference?.medium = detents.contains { $0.value == .medium }
            return .view(base)
        }]
        t["presentationDragIndicator"] = [onView(Param<BuiltinEnumArgument<VisibilityKind>>.unlabeled) { i, base, _, visibility in
            i.presentationPreference?.dragIndicator = visibility.value == .visible
            return .view(base)
        }]
        t["presentationCornerRadius"] = [onView(Param<Double?>.unlabeled) { i, base, _, radius in
            i.presentationPreference?.cornerRadius = radius
            return .view(base)
        }]
        // Swiping is not something a clip does: the sheet stays until the code dismisses it either way.
        t["interactiveDismissDisabled"] = [onView(Param<Bool>.unlabeled(default: true)) { _, base, _, _ in .view(base) }]
    }
}

/// `PresentationDetent`'s fixed detents.
enum PresentationDetentKind: String, SwiftUIEnum {
    case medium, large
    static var swiftUIName: String { Library.presentationDetentType }
}

/// `Visibility`.
enum VisibilityKind: String, SwiftUIEnum {
    case automatic, visible, hidden
    static var swiftUIName: String { Library.visibilityType }
}

extension Interpreter {
    /// `.sheet(isPresented: $flag) { … }`: presented while the flag is true.
    func present(_ style: Library.PresentationStyle, isPresented: BindingRef, _ onDismiss: Located<ClosureValue?>,
                 _ content: ClosureValue, on base: ViewValue, _ call: Int) throws -> Value {
        guard case .bool(let shown) = try readBinding(isPresented, call) else {
            throw Failure("isPresented needs a binding to a Bool", at: call)
        }
        try checkNoDismissHandler(onDismiss)
        let dismiss = dismissAction(isPresented, to: .bool(false), call)
        return try present(style, shown ? [] : nil, dismiss, content, on: base, call)
    }

    /// `.sheet(item: $selection) { item in … }`: presented while the item is not nil, with the item.
    func present(_ style: Library.PresentationStyle, item: BindingRef, _ onDismiss: Located<ClosureValue?>,
                 _ content: ClosureValue, on base: ViewValue, _ call: Int) throws -> Value {
        let value = try readBinding(item, call)
        try checkNoDismissHandler(onDismiss)
        let dismiss = dismissAction(item, to: .none, call)
        if case .none = value { return try present(style, nil, dismiss, content, on: base, call) }
        return try present(style, [value], dismiss, content, on: base, call)
    }

    private func checkNoDismissHandler(_ onDismiss: Located<ClosureValue?>) throws {
        guard onDismiss.value == nil else {
            throw Failure("onDismiss is not supported yet", at: onDismiss.offset,
                          supported: "run the code in the action that dismisses the sheet")
        }
    }

    /// Records the presentation (its content built with `arguments` when presented) and returns `base`.
    private func present(_ style: Library.PresentationStyle, _ arguments: [Value]?, _ dismiss: Value,
                         _ content: ClosureValue, on base: ViewValue, _ call: Int) throws -> Value {
        var p = Library.Presentation(site: call, style: style)
        if let arguments {
            let savedPreference = presentationPreference, savedEnvironment = environment
            presentationPreference = Library.PresentationPreference()
            environment.values["dismiss"] = dismiss
            environment.values["isPresented"] = .bool(true)
            defer { presentationPreference = savedPreference; environment = savedEnvironment }
            p.content = try buildClosure(content, arguments, call)
            p.preference = presentationPreference ?? Library.PresentationPreference()
        }
        presentations.append(p)
        return .view(base)
    }

    /// What `dismiss()` does inside the content: writes `value` through `binding`.
    private func dismissAction(_ binding: BindingRef, to value: Value, _ offset: Int) -> Value {
        var env = Env()
        env.bind("$presented", .binding(binding))
        env.bind("presented", (try? readBinding(binding, offset)) ?? .none)
        func expr(_ k: Expr.Kind) -> Expr { Expr(k, at: offset) }
        let newValue: Expr = if case .bool(let b) = value { expr(.bool(b)) } else { expr(.nil) }
        let body = [Stmt(.assign(op: "=", target: expr(.identifier("presented")), value: newValue), at: offset)]
        return .closure(ClosureValue(closure: Closure(parameters: [], shorthandCount: 0, body: body, offset: offset), env: env))
    }

    /// Whether the program can present anything: then the root always carries the presentation layers, so
    /// the rendered view keeps its identity when one appears.
    var canPresent: Bool {
        let text = program.source.text
        return text.contains(".sheet(") || text.contains(".fullScreenCover(") || text.contains(".alert(")
            || text.contains(".confirmationDialog(")
    }

    /// `view` with the presentations collected while it was built laid over it, each as a scrim and a card
    /// that are there only while it is presented (so they come and go with their transitions).
    func presented(_ view: ViewValue, _ offset: Int) throws -> ViewValue {
        guard canPresent else { return view }
        let canvas = program.context.canvas
        var children = [IdentifiedView(id: .string("flipbook.content"), view.node)]
        var depth = view.depth
        for p in presentations.sorted(by: { $0.site < $1.site }) {
            let presented = StateValue.bool(p.content != nil)
            let isAlert = p.style == .alert, isDialog = p.style == .confirmationDialog
            let scrim: ViewNode = p.content == nil || p.style == .fullScreenCover ? .empty
                : Color.black.opacity(isAlert || isDialog ? Library.alertScrimOpacity : Library.sheetScrimOpacity).transition(.opacity).makeNode()
            let card: ViewNode = try p.content.map { content in
                if isAlert { return ScriptContent(content).transition(Library.alertTransition).makeNode() }
                if isDialog {
                    return ScriptContent(content).frame(width: canvas.width, height: canvas.height, alignment: .bottom)
                        .transition(.move(edge: .bottom)).makeNode()
                }
                return try self.card(p, content, canvas).makeNode()
            } ?? .empty
            let animation = isAlert ? Library.alertAnimation : Library.presentationAnimation
            children.append(IdentifiedView(id: .string("flipbook.scrim.\(p.site)"), scrim.animation(animation, value: presented).makeNode()))
            children.append(IdentifiedView(id: .string("flipbook.card.\(p.site)"), card.animation(animation, value: presented).makeNode()))
            depth = max(depth, (p.content?.depth ?? 0) + 6)
        }
        guard depth <= limits.maxViewDepth else {
            throw Failure("the view tree is too deep (more than \(limits.maxViewDepth) levels)", at: offset)
        }
        return ViewValue(node: .stack(StackView(axis: .depth, children: children)), depth: depth + 1)
    }

    /// The card of a presented sheet or cover: the content centred in it, sliding in from the bottom edge.
    private func card(_ p: Library.Presentation, _ content: ViewValue, _ canvas: Size) throws -> some View {
        let scheme = colorScheme
        let isSheet = p.style == .sheet
        let height = !isSheet ? canvas.height
            : p.preference.medium ? canvas.height / 2 : canvas.height - Library.sheetTopInset
        let radius = isSheet ? p.preference.cornerRadius ?? Library.sheetCornerRadius : 0
        let fill = UIKitColor[scheme == .dark && isSheet ? "secondarySystemBackground" : "systemBackground"].resolved(in: scheme)
        let indicator = Capsule().fill(UIKitColor["systemGray3"].resolved(in: scheme))
            .frame(width: Library.dragIndicatorSize.width, height: Library.dragIndicatorSize.height)
            .padding(.top, Library.dragIndicatorTop)
            .opacity(isSheet && p.preference.dragIndicator ? 1 : 0)
        return ScriptContent(content)
            .frame(width: canvas.width, height: height)
            .overlay(alignment: .top) { indicator }
            .background(fill)
            .clipShape(UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius))
            .frame(width: canvas.width, height: canvas.height, alignment: .bottom)
            .transition(.move(edge: .bottom))
    }
}
