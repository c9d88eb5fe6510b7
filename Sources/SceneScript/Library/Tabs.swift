import Document

/// `TabView { … }` and `TabView(selection: $tab) { … }` with iOS's tab bar: the selected page
/// fills the space above a 49-point bar whose items stack the icon over a 10-point medium title,
/// the selected item in the accent colour and the others gray (metrics:
/// /work/shared/reference/ios-look.md; the 2-point icon–title gap is inferred). Each page's
/// `.tabItem { … }` and `.tag(_:)` are collected while the content is built, in order.
extension Library {
    /// One page's bar item and tag, as `.tabItem` and `.tag` recorded them.
    struct TabPreference {
        var item: ViewNode?
        var tag: Value?
    }

    static func addTabConstructors(_ t: inout [String: [Signature]]) {
        t["TabView"] = [
            Signature(Param<ClosureValue>.labeled("content")) { i, a, content in
                try i.tabView(content, selection: nil, a.call)
            },
            Signature(Param<BindingArgument>.labeled("selection"), Param<ClosureValue>.labeled("content")) { i, a, selection, content in
                try i.tabView(content, selection: selection.ref, a.call)
            },
        ]
        addPageStyleConstructors(&t)
    }

    static func addTabModifiers(_ t: inout [String: [Signature]]) {
        t["tabItem"] = [onView(Param<ClosureValue>.unlabeled) { i, base, a, label in
            let built = try i.buildClosure(label, [], a.call)
            if i.tabs != nil {
                if i.tabs!.last?.item == nil, !i.tabs!.isEmpty { i.tabs![i.tabs!.count - 1].item = built.node }
                else { i.tabs!.append(TabPreference(item: built.node)) }
            }
            return .view(base)
        }]
        t["tag"] = [onView(Param<Value>.unlabeled) { i, base, _, tag in
            if i.tabs != nil {
                if i.tabs!.last?.tag == nil, !i.tabs!.isEmpty { i.tabs![i.tabs!.count - 1].tag = tag }
                else { i.tabs!.append(TabPreference(tag: tag)) }
            }
            return .view(base)
        }]
    }
}

extension Interpreter {
    func tabView(_ content: ClosureValue, selection: BindingRef?, _ offset: Int) throws -> Value {
        let saved = tabs
        tabs = []
        defer { tabs = saved }
        let inner = try buildClosure(content, [], offset)
        let pages = inner.childList.filter { if case .empty = $0.view { false } else { true } }
        guard !pages.isEmpty else {
            throw Failure("TabView has no tabs; give it pages such as Text(\"Home\").tabItem { Label(\"Home\", systemImage: \"house\") }", at: offset)
        }
        let prefs = tabs ?? []
        var selected = 0
        if let selection {
            let current = try readBinding(selection, offset)
            for (n, p) in prefs.enumerated() where n < pages.count {
                if let tag = p.tag, try equal(tag, current, offset) { selected = n; break }
            }
        }
        if let showsDots = pageStyleShowsDots {
            return pagedTabView(pages, selected: selected, showsDots: showsDots(pages.count), depth: inner.depth)
        }
        var items: [IdentifiedView] = []
        for n in pages.indices {
            let item = n < prefs.count ? prefs[n].item ?? .empty : .empty
            items.append(IdentifiedView(TabBarItem.node(item, selected: n == selected, in: colorScheme)))
        }
        // The bar is the system bar material with a separator hairline on top (1/3 pt: one pixel at @3x), in the
        // scheme in effect.
        let hairline = UIKitColor["separator"].resolved(in: colorScheme)
        let bar = HStack(spacing: 0) { ScriptContent(ViewValue(node: .list(items), depth: 1)) }
            .frame(maxWidth: .infinity).frame(height: TabBarItem.barHeight)
            .background(AnyShapeStyle(Fill.material(.bar, colorScheme)))
            .overlay(alignment: .top) { hairline.frame(height: 1.0 / 3) }
        let page = ScriptContent(ViewValue(node: pages[selected].view, depth: inner.depth))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        let node = VStack(spacing: 0) { page; bar }.makeNode()
        return .view(ViewValue(node: node, depth: inner.depth + 6))
    }
}

/// One item of the tab bar: a label's icon over its title.
enum TabBarItem {
    static let barHeight = 49.0
    /// Icons sit in one fixed-height box so every title shares a baseline whatever the symbol's height
    /// (inferred from iOS screenshots: titles align across items).
    static let iconHeight = 26.0

    /// The selected item takes the accent colour (systemBlue), the others systemGray, as iOS's default
    /// tab bar appearance draws them.
    static func node(_ label: ViewNode, selected: Bool, in scheme: ColorScheme) -> ViewNode {
        let tint = UIKitColor[selected ? "systemBlue" : "systemGray"].resolved(in: scheme)
        var parts: [IdentifiedView] = [IdentifiedView(label)]
        if case .stack(let s) = label, s.axis == .horizontal, s.children.count == 2 {
            parts = [IdentifiedView(ScriptContent(ViewValue(node: s.children[0].view, depth: 1)).font(.system(size: 22)).frame(height: TabBarItem.iconHeight).makeNode()),
                     IdentifiedView(ScriptContent(ViewValue(node: s.children[1].view, depth: 1)).font(.system(size: 10, weight: .medium)).makeNode())]
        }
        return VStack(spacing: 2) { ScriptContent(ViewValue(node: .list(parts), depth: 1)) }
            .foregroundColor(tint).frame(maxWidth: .infinity).makeNode()
    }
}
