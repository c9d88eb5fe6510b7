/// SwiftUI's `Label`: an icon and a title, as the environment's label style shows them.
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    let title: Title
    let icon: Icon
    let style: LabelStyleKind

    /// `Label { Text("Inbox") } icon: { Image(systemName: "tray") }`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon(); style = .automatic
    }

    init(title: Title, icon: Icon, style: LabelStyleKind) { self.title = title; self.icon = icon; self.style = style }

    /// `.labelStyle(.iconOnly)`.
    public func labelStyle(_ style: LabelStyleKind) -> Label { Label(title: title, icon: icon, style: style) }

    public func _makeNode() -> ViewNode { style.node(title: title.makeNode(), icon: icon.makeNode()) }
}

extension Label where Title == Text, Icon == Image {
    /// `Label("Inbox", systemImage: "tray")`.
    public init(_ title: String, systemImage: String) {
        self.init(title: Text(title), icon: Image(systemName: systemImage), style: .automatic)
    }
}

/// The built-in label styles.
public enum LabelStyleKind: String, CaseIterable, Hashable, Sendable {
    case automatic, titleAndIcon, iconOnly, titleOnly

    /// The label as this style draws it: icon then title in a row with the standard spacing
    /// (inferred: SwiftUI's default style outside lists and toolbars), or only one of them.
    public func node(title: ViewNode, icon: ViewNode) -> ViewNode {
        switch self {
        case .iconOnly: return icon
        case .titleOnly: return title
        case .automatic, .titleAndIcon:
            return .stack(StackView(axis: .horizontal, children: [IdentifiedView(icon), IdentifiedView(title)]))
        }
    }
}
