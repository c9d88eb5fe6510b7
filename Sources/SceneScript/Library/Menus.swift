import Document

/// `Menu` closed, as a still shows it: its label as a button in the button style in effect (tinted
/// by default, as iOS draws a menu's button). The content is built, so mistakes in it are
/// reported, but not shown: the menu is not open. With `primaryAction:` a tap on the label runs it.
extension Library {
    static func addMenuConstructors(_ t: inout [String: [Signature]]) {
        let content = Param<ClosureValue>.labeled("content")
        t["Menu"] = [
            Signature(Param<String>.unlabeled, content) { i, a, title, content in
                try i.menu(i.leaf(Text(title).makeNode()), name: title, content, primaryAction: nil, a)
            },
            Signature(Param<String>.unlabeled, Param<String>.labeled("systemImage"), content) { i, a, title, symbol, content in
                let label = i.labelStyle.node(title: Text(title).makeNode(), icon: try i.symbolImage(symbol, at: a.offsets[1]))
                return try i.menu(i.leaf(label), name: title, content, primaryAction: nil, a)
            },
            Signature(content, Param<ClosureValue>.labeled("label")) { i, a, content, label in
                let l = try i.buildClosure(label, [], a.call)
                return try i.menu(l, name: i.tapName(for: l.node, a.call), content, primaryAction: nil, a)
            },
            Signature(content, Param<ClosureValue>.labeled("label"), Param<ClosureValue>.labeled("primaryAction")) { i, a, content, label, primary in
                let l = try i.buildClosure(label, [], a.call)
                return try i.menu(l, name: i.tapName(for: l.node, a.call), content, primaryAction: primary, a)
            },
        ]
    }
}

extension Interpreter {
    func menu(_ label: ViewValue, name: String, _ content: ClosureValue, primaryAction: ClosureValue?, _ a: Args) throws -> Value {
        _ = try buildClosure(content, [], a.call)
        let action = try primaryAction.map { try makeScript($0, name: "Menu(\"\(name)\").primaryAction") }
        return .view(try styledButton(ButtonView(label: label.node, actionName: name, action: action), depth: label.depth + 1, at: a.call))
    }
}
