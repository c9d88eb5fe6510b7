/// A button in its static look (SwiftUI's `Button`). The action closure is never run by the
/// renderer, so it is not kept; the button records an action *name* that a timeline uses to tap it.
public struct Button<Label: View>: View {
    public typealias Body = Never
    public var label: Label
    /// The tap target's name: the title, or (label form) the first text or symbol name in the label.
    public var actionName: String

    /// `Button { action } label: { … }`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        actionName = Self.name(in: self.label.makeNode()) ?? "button"
    }

    public func _makeNode() -> ViewNode {
        .button(ButtonView(label: label.makeNode(), actionName: actionName))
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
        actionName = title
    }
}
