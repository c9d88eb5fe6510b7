/// SwiftUI's `Button`: its label, and its action, which a timeline `Tap` naming the button runs
/// (the action's `withAnimation` blocks become the clip's transactions).
public struct Button<Label: View>: View {
    public typealias Body = Never
    public var label: Label
    /// The tap target's name given by the title form; the label form names the button by the
    /// first text or symbol name in its label (see `actionName`).
    let title: String?
    let action: SwiftAction?

    /// `Button { action } label: { … }`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
        self.action = SwiftAction(action)
    }

    /// The tap target's name: the title, or the first text or symbol name in the label.
    public var actionName: String { title ?? Self.name(in: label.makeNode()) ?? "button" }

    public func _makeNode() -> ViewNode {
        let node = label.makeNode()
        let name = title ?? Self.name(in: node) ?? "button"
        return .button(ButtonView(label: node, actionName: name, action: action?.script(named: "Button(\"\(name)\")")))
    }

    /// The first text in the label (depth-first), else the first symbol name.
    static func name(in node: ViewNode) -> String? {
        var symbol: String?
        func visit(_ n: ViewNode) -> String? {
            switch n {
            case .text(let t): return t.string
            case .image(let i):
                if symbol == nil, case .systemName(let s) = i.source { symbol = s }
                return nil
            case .stack(let s): return s.children.lazy.compactMap { visit($0.view) }.first
            case .grid(let g): return g.children.lazy.compactMap { visit($0.view) }.first
            case .list(let items): return items.lazy.compactMap { visit($0.view) }.first
            case .modified(let content, _), .conditional(_, let content): return visit(content)
            case .scrollView(_, let content): return visit(content)
            case .button(let b): return visit(b.label)
            case .empty, .shape, .color, .leaf: return nil
            }
        }
        return visit(node) ?? symbol
    }
}

extension Button where Label == Text {
    /// `Button("Title") { action }`: a text label; the title is the action name.
    public init(_ title: String, action: @escaping () -> Void) {
        label = Text(title)
        self.title = title
        self.action = SwiftAction(action)
    }
}
