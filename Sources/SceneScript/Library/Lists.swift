import Document

/// `List`, `Form` and `Section` as scene scripts write them, drawn by the Swift API's
/// `GroupedList` in the list style in effect (`.listStyle(_:)`, inset grouped by default as on
/// iOS 15 and later). A `Section` built inside a list's content is recorded with its header and
/// footer; the list finds each section among its children by its node, so sections may come from
/// `ForEach` or `if` as they do in SwiftUI. Rows outside any section form sections of their own.
extension Library {
    /// The environment key `.listStyle(_:)` sets.
    static let listStyleKey = "flipbook.listStyle", listStyleType = GroupedList.Style.swiftUIName
    /// Where `.scrollContentBackground(_:)` keeps its `Visibility` for the lists below.
    static let scrollContentBackgroundKey = "flipbook.scrollContentBackground"

    /// `InsetGroupedListStyle()`, `RoundedBorderTextFieldStyle()` and the other pre-iOS 15 spellings of
    /// styles, as the (type, case) they name.
    static let styleConstructors: [String: (type: String, name: String)] = {
        let lists: [String: GroupedList.Style] = [
            "DefaultListStyle": .automatic, "InsetGroupedListStyle": .insetGrouped, "GroupedListStyle": .grouped,
            "PlainListStyle": .plain, "InsetListStyle": .inset, "SidebarListStyle": .sidebar,
        ]
        let fields: [String: TextField.Style] = [
            "DefaultTextFieldStyle": .automatic, "PlainTextFieldStyle": .plain, "RoundedBorderTextFieldStyle": .roundedBorder,
        ]
        return lists.mapValues { (listStyleType, $0.rawValue) }.merging(fields.mapValues { (textFieldStyleType, $0.rawValue) }) { a, _ in a }
    }()

    static func addListConstructors(_ t: inout [String: [Signature]]) {
        let content = Param<ClosureValue>.labeled("content")
        t["List"] = [
            Signature(content) { i, a, content in try i.groupedList(a.call) { try i.buildClosure(content, [], a.call) } },
            Signature(Param<BindingArgument>.labeled("selection"), content) { i, a, _, content in
                // A selection shows only in edit mode, which a clip is never in.
                try i.groupedList(a.call) { try i.buildClosure(content, [], a.call) }
            },
            Signature(Param<Located<Value>>.unlabeled, Param<Located<Value>>.labeled("id"), content) { i, a, data, id, content in
                guard case .keyPath(let path) = id.value else {
                    throw Failure("List's id must be a key path such as \\.self or \\.id", at: id.offset)
                }
                return try i.groupedList(a.call) { try i.asView(i.forEach(data, id: path, idOffset: id.offset, content, a.call), a.call) }
            },
            Signature(Param<Located<Value>>.unlabeled, content) { i, a, data, content in
                try i.groupedList(a.call) { try i.asView(i.forEach(data, id: nil, idOffset: a.call, content, a.call), a.call) }
            },
        ]
        t["Form"] = [Signature(content) { i, a, content in try i.groupedList(a.call, style: .insetGrouped) { try i.buildClosure(content, [], a.call) } }]
        let header = Param<ClosureValue>.labeled("header"), footer = Param<ClosureValue>.labeled("footer")
        t["Section"] = [
            Signature(content) { i, a, c in try i.section(c, header: nil, footer: nil, a.call) },
            Signature(Param<String>.unlabeled, content) { i, a, title, c in
                try i.section(c, header: i.leaf(Text(title).makeNode()), footer: nil, a.call)
            },
            Signature(content, header) { i, a, c, h in try i.section(c, header: i.buildClosure(h, [], a.call), footer: nil, a.call) },
            Signature(content, footer) { i, a, c, f in try i.section(c, header: nil, footer: i.buildClosure(f, [], a.call), a.call) },
            Signature(content, header, footer) { i, a, c, h, f in
                try i.section(c, header: i.buildClosure(h, [], a.call), footer: i.buildClosure(f, [], a.call), a.call)
            },
            // The pre-iOS 15 forms with views as arguments: `Section(header: Text("Network")) { … }`.
            Signature(Param<ViewValue>.labeled("header"), content) { i, a, h, c in try i.section(c, header: h, footer: nil, a.call) },
            Signature(Param<ViewValue>.labeled("footer"), content) { i, a, f, c in try i.section(c, header: nil, footer: f, a.call) },
            Signature(Param<ViewValue>.labeled("header"), Param<ViewValue>.labeled("footer"), content) { i, a, h, f, c in
                try i.section(c, header: h, footer: f, a.call)
            },
        ]
        for (name, style) in styleConstructors {
            t[name] = [Signature() { _, _ in .enumCase(type: style.type, name: style.name) }]
        }
    }
}

extension [IdentifiedView] {
    /// The views with every `.list` (a `ForEach` or `Group`) replaced by its children, recursively.
    var flattenedLists: [IdentifiedView] {
        flatMap { c -> [IdentifiedView] in if case .list(let items) = c.view { items.flattenedLists } else { [c] } }
    }
}

extension Interpreter {
    /// The list style in effect (`.listStyle(.plain)` on an ancestor).
    var listStyle: GroupedList.Style {
        if case .enumCase(_, let name, _)? = environment.values[Library.listStyleKey] { return GroupedList.Style(rawValue: name) ?? .automatic }
        return .automatic
    }

    /// A list (a form: `style` .insetGrouped, as iOS draws forms) of the content's sections; rows between sections are gathered into sections of their own.
    func groupedList(_ offset: Int, style: GroupedList.Style? = nil, content build: () throws -> ViewValue) throws -> Value {
        let saved = listSections
        listSections = []
        defer { listSections = saved }
        let inner = try build()
        let recorded = listSections ?? []
        var sections: [GroupedList.Section] = []
        var loose: [IdentifiedView] = [], looseID: ViewID?
        func flush() {
            if !loose.isEmpty { sections.append(GroupedList.Section(rows: loose, id: looseID)) }
            loose = []
        }
        // Sections are identified by their place in the content (or their ForEach id), as SwiftUI
        // identifies views; a section under `.transition` or in an `if` takes those along.
        // `ForEach` and `Group` in the content are lists of children: their sections and rows are the list's.
        for (index, child) in inner.childList.flattenedLists.enumerated() {
            if case .empty = child.view { continue }
            let (base, wrappers) = GroupedList.Wrapper.peel(child.view)
            if var s = recorded.first(where: { $0.node == base })?.section {
                flush()
                s.id = child.id ?? .string("#\(index)")
                s.wrappers = wrappers
                sections.append(s)
            } else {
                if loose.isEmpty { looseID = .string("#\(index)") }
                loose.append(child)
            }
        }
        flush()
        let style = style ?? listStyle
        // `.scrollContentBackground(.hidden)` takes the list's own background away (rows keep theirs),
        // so what is behind the list shows through, under the bar too.
        let hidesBackground = if case .enumCase(_, "hidden", _)? = environment.values[Library.scrollContentBackgroundKey] { true } else { false }
        if !hidesBackground, navigationBar != nil, navigationBar?.background == nil {
            navigationBar?.background = GroupedList.background(style, colorScheme)
        }
        let node = GroupedList.list(sections, style: style, scheme: colorScheme, showsBackground: !hidesBackground)
        return .view(ViewValue(node: node, depth: inner.depth + 12))
    }

    /// A `Section`: inside a list, recorded for it; anywhere, its header, rows and footer in order.
    func section(_ content: ClosureValue, header: ViewValue?, footer: ViewValue?, _ offset: Int) throws -> Value {
        let rows = try buildClosure(content, [], offset)
        let section = GroupedList.Section(header: header?.node, footer: footer?.node,
                                          rows: rows.childList.filter { if case .empty = $0.view { false } else { true } })
        var parts: [IdentifiedView] = []
        if let header { parts.append(IdentifiedView(id: .string("header"), header.node)) }
        parts += section.rows
        if let footer { parts.append(IdentifiedView(id: .string("footer"), footer.node)) }
        // One view, not a `.list`: `ForEach` and builder blocks flatten lists into their children, and the
        // list must find the section whole. Outside a list it is a VStack of its parts (SwiftUI joins them to
        // the enclosing stack: the same with a VStack around it and the default spacing).
        let node = ViewNode.stack(StackView(axis: .vertical, children: parts))
        listSections?.append((node, section))
        let depth = max(rows.depth, header?.depth ?? 0, footer?.depth ?? 0) + 1
        return .view(ViewValue(node: node, depth: depth))
    }
}
