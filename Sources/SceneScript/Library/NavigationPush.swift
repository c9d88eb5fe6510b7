import Document

/// Pushing screens onto a `NavigationStack`: `NavigationLink(destination:label:)`, `NavigationLink("Title") {
/// Destination() }`, `NavigationLink(value:label:)` with `.navigationDestination(for: T.self) { v in … }`, and
/// `NavigationStack(path: $path)` where the code pushes and pops by changing the array.
///
/// The stack's path is state: the array bound to `path:`, or a hidden slot of the stack (the links' ids or
/// values, in order). Each state builds every screen of the path, one over the other: the top one in place,
/// the ones under it shifted left by 30 % of the canvas width, each on an opaque `systemBackground`. A push
/// inserts the new top from the trailing edge (`.move(edge: .trailing)`) while the one below shifts left; a pop
/// removes the top to the trailing edge while the one below comes back: the same transition and offsets serve
/// both ways. Both run with `.spring(duration: 0.5, bounce: 0)` whatever the change's own animation (iOS's push
/// curve, the 30 % parallax and the duration are estimates from screen recordings: inferred). The bar shows the
/// top screen's title (crossfading) and, above the root, a back button ("‹" and the previous title, tap name
/// "Back") that pops.
extension Library {
    /// The screen under the top moves left by this fraction of the canvas width (inferred).
    static let pushParallax = 0.3
    static let pushAnimation = Animation.spring(duration: 0.5, bounce: 0)

    /// While a stack's screen is built: where its path is and what the links in it lead to.
    struct NavigationContext {
        /// The path's state: the `path:` binding, or the stack's hidden slot.
        let path: BindingRef
        /// Whether the path is the caller's (`NavigationStack(path:)`): it holds values only.
        let bound: Bool
        /// The path when the stack was built.
        let entries: [Value]
        /// Destinations of the links met in the screen being built, by link id.
        var destinations: [String: ClosureValue] = [:]
        /// `.navigationDestination(for:)`s met so far, by the type name they take.
        var valueDestinations: [String: ClosureValue] = [:]
        /// The screen being built (0: the root): a link in it pushes onto the path up to it.
        var level = 0
    }

    static func addNavigationLinkConstructors(_ t: inout [String: [Signature]]) {
        t["NavigationLink"] = [
            Signature(Param<ClosureValue>.labeled("destination"), Param<ClosureValue>.labeled("label")) { i, a, destination, label in
                try i.navigationLink(label: i.buildClosure(label, [], a.call), destination: .closure(destination), a.call)
            },
            Signature(Param<String>.unlabeled, Param<ClosureValue>.labeled("destination")) { i, a, title, destination in
                try i.navigationLink(label: i.leaf(Text(title).makeNode()), destination: .closure(destination), a.call)
            },
            Signature(Param<Located<Value>>.labeled("value"), Param<ClosureValue>.labeled("label")) { i, a, value, label in
                try i.navigationLink(label: i.buildClosure(label, [], a.call), destination: .value(value.value), a.call)
            },
            Signature(Param<String>.unlabeled, Param<Located<Value>>.labeled("value")) { i, a, title, value in
                try i.navigationLink(label: i.leaf(Text(title).makeNode()), destination: .value(value.value), a.call)
            },
        ]
    }

    static func addNavigationDestinationModifiers(_ t: inout [String: [Signature]]) {
        t["navigationDestination"] = [onView(Param<Located<Value>>.labeled("for"), Param<ClosureValue>.labeled("destination")) { i, base, a, type, destination in
            guard case .type(let name) = type.value else {
                throw Failure("navigationDestination(for:) takes a type, such as Item.self", at: type.offset)
            }
            i.navigation?.valueDestinations[name] = destination
            return .view(base)
        }]
    }
}

extension Interpreter {
    /// Where a link leads: a destination view, or a value for `navigationDestination(for:)`.
    enum LinkDestination {
        case closure(ClosureValue)
        case value(Value)
    }

    /// A link: its label as a button (in a list row, with a trailing chevron) that pushes its destination.
    func navigationLink(label: ViewValue, destination: LinkDestination, _ call: Int) throws -> Value {
        let name = Button(action: {}, label: { ScriptContent(label) }).actionName
        guard let nav = navigation else {
            // Outside a stack a link does nothing, as in SwiftUI: drawn, not tappable.
            return .view(try wrap(ViewNode.button(ButtonView(label: label.node, actionName: name)), around: [label], call))
        }
        let entry: Value
        switch destination {
        case .closure(let c):
            guard !nav.bound else {
                throw Failure("in NavigationStack(path:), write NavigationLink(value:) and .navigationDestination(for:)", at: call)
            }
            let id = "\(context.appending(.site(call)))"
            navigation!.destinations[id] = c
            entry = .tuple(labels: ["link"], values: [.string(id)])
        case .value(let v):
            entry = v
        }
        let pushed = Array(nav.entries.prefix(nav.level)) + [entry]
        let action = try makeScript(pathChange(nav, to: pushed, call), name: "NavigationLink(\"\(name)\")")
        guard listSections != nil else {
            // Outside a list a link looks like a button (its label in the tint).
            return .view(try wrap(ViewNode.button(ButtonView(label: label.node, actionName: name, action: action)), around: [label], call))
        }
        // A list row shows where it leads with a chevron (13 pt semibold in tertiaryLabel: inferred), its label in
        // the foreground colour.
        let chevron = Image(systemName: "chevron.right").font(.system(size: 13, weight: .semibold))
            .foregroundStyle(UIKitColor["tertiaryLabel"].resolved(in: colorScheme))
        let row = try wrap(HStack { ScriptContent(label); Spacer(); chevron }, around: [label], call)
        let button = ViewNode.modified(.button(ButtonView(label: row.node, actionName: name, action: action)), .buttonStyle(.plain))
        return .view(ViewValue(node: button, depth: row.depth + 2))
    }

    /// An action closure that sets the stack's path to `entries`.
    func pathChange(_ nav: Library.NavigationContext, to entries: [Value], _ offset: Int) -> ClosureValue {
        var env = Env()
        env.bind("$navigationPath", .binding(nav.path))
        env.bind("navigationPath", .array(nav.entries))
        func expr(_ k: Expr.Kind) -> Expr { Expr(k, at: offset) }
        // The new path is known now (a tap changes the state it was built in); it is passed as a value.
        env.bind("newNavigationPath", .array(entries))
        let body = [Stmt(.assign(op: "=", target: expr(.identifier("navigationPath")), value: expr(.identifier("newNavigationPath"))), at: offset)]
        return ClosureValue(closure: Closure(parameters: [], shorthandCount: 0, body: body, offset: offset), env: env)
    }

    /// `NavigationStack { … }` / `NavigationStack(path: $path) { … }`: every screen of the path, the top one
    /// shown, under the bar the top screen asks for.
    func navigationStack(_ content: ClosureValue, path binding: BindingRef?, _ call: Int) throws -> Value {
        guard binding != nil || canPush else {
            // Nothing can be pushed: the root under its bar, as a stack without links always was.
            let saved = navigationBar
            navigationBar = Library.NavigationBarPreference()
            defer { navigationBar = saved }
            let inner = try buildClosure(content, [], call)
            let bar = navigationBar ?? Library.NavigationBarPreference()
            return .view(ViewValue(node: NavigationBar.stack(inner.node, title: bar.title, mode: bar.mode, background: bar.background,
                                                             items: bar.items, scheme: colorScheme),
                                   depth: inner.depth + 2))
        }
        let path: BindingRef
        if let binding {
            path = binding
        } else {
            path = BindingRef(root: .slot(animatorSlot(call, "navigationPath"), initial: .array([])))
        }
        guard case .array(let entries) = try readBinding(path, call) else {
            throw Failure("NavigationStack's path needs a binding to an array", at: call)
        }
        let savedNav = navigation, savedBar = navigationBar
        defer { navigation = savedNav; navigationBar = savedBar }
        navigation = Library.NavigationContext(path: path, bound: binding != nil, entries: entries)

        var screens: [(view: ViewValue, bar: Library.NavigationBarPreference)] = []
        func screen(_ build: () throws -> ViewValue) throws {
            navigationBar = Library.NavigationBarPreference()
            let view = try build()
            screens.append((view, navigationBar ?? Library.NavigationBarPreference()))
        }
        navigation!.level = 0
        try screen { try buildClosure(content, [], call) }
        for entry in entries {
            let nav = navigation!
            navigation!.destinations = [:]
            navigation!.level = screens.count
            if case .tuple(let labels, let values) = entry, labels == ["link"], case .string(let id)? = values.first {
                // A stale link (its row is gone) ends the path here.
                guard let destination = nav.destinations[id] else { break }
                try screen { try buildClosure(destination, [], call) }
            } else {
                guard let destination = nav.valueDestinations[valueTypeName(entry)] else {
                    throw Failure("no navigationDestination(for: \(valueTypeName(entry)).self) for \(entry.described) in this NavigationStack",
                                  at: call, supported: ".navigationDestination(for: \(valueTypeName(entry)).self) { value in … } inside the stack")
                }
                try screen { try buildClosure(destination, [entry], call) }
            }
        }

        let canvas = program.context.canvas
        let top = screens.count - 1
        let page = UIKitColor["systemBackground"].resolved(in: colorScheme)
        var levels: [IdentifiedView] = []
        var depth = 0
        for (k, s) in screens.enumerated() {
            var node = ScriptContent(s.view).frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(s.bar.background ?? page)
                .offset(x: k < top ? -Library.pushParallax * canvas.width : 0).makeNode()
            if k > 0 { node = node.transition(.move(edge: .trailing)).makeNode() }
            levels.append(IdentifiedView(id: .string("flipbook.screen.\(k)"), node))
            depth = max(depth, s.view.depth)
        }
        // A pushed screen's display mode `.automatic` inherits the one below it (SwiftUI's documentation).
        var mode = NavigationBar.TitleDisplayMode.automatic
        for s in screens where s.bar.mode != .automatic { mode = s.bar.mode }
        mode = screens[top].bar.mode == .automatic ? mode : screens[top].bar.mode
        var back: ViewNode?
        if top > 0 {
            let pop = try makeScript(pathChange(navigation!, to: Array(entries.prefix(top - 1)), call), name: "Back")
            back = ViewNode.modified(.button(ButtonView(label: NavigationBar.backLabel(screens[top - 1].bar.title),
                                                        actionName: "Back", action: pop)), .buttonStyle(.plain))
        }
        let stacked = ViewNode.stack(StackView(axis: .depth, children: levels)).clipped().makeNode()

        // Where screens can be pushed, the bar always has a background (clear if none), so the stack's structure, and
        // with it every view's identity, is the same at every depth.
        let background = screens[top].bar.background ?? (canPush ? .clear : nil)
        let node = NavigationBar.stack(stacked, title: screens[top].bar.title, mode: mode, background: background, back: back,
                                       items: screens[top].bar.items, scheme: colorScheme)
            .animation(Library.pushAnimation, value: StateValue.int(top)).makeNode()
        return .view(ViewValue(node: node, depth: depth + 8))
    }

    /// Whether the program can push screens (it has links or a path).
    var canPush: Bool {
        let text = program.source.text
        return text.contains("NavigationLink") || text.contains("navigationDestination") || text.contains("NavigationStack(path:")
    }

    /// Built-in types a path can hold, by the names `valueTypeName` gives them.
    static let valueTypeNames: Set<String> = ["String", "Int", "Double", "Bool", "UUID", "Date"]

    /// The type name `navigationDestination(for:)` matches a path value by.
    func valueTypeName(_ v: Value) -> String {
        switch v {
        case .record(let r): return r.type.name
        case .object(let o): return o.initial.type.name
        case .enumCase(let type, _, _): return type
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .platform(let p): return p.typeName
        default: return v.described
        }
    }
}
