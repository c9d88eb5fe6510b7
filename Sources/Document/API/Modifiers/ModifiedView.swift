/// A view with one modifier applied (SwiftUI's `ModifiedContent`); chains nest inside-out, so
/// `Text("a").padding().opacity(0.5)` is `.modified(.modified(text, .padding), .opacity)`.
public struct ModifiedView<Content: View>: View {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }

    public func _makeNode() -> ViewNode {
        // A new `.id` is a new view: its content's state is keyed by it.
        if case .id(let id) = modifier { return .modified(ViewGraph.part("=\(id)") { content.makeNode() }, modifier) }
        return .modified(content.makeNode(), modifier)
    }
}

extension View {
    /// Applies a model modifier directly (every SwiftUI-named modifier below goes through this).
    public func modifier(_ modifier: Modifier) -> ModifiedView<Self> {
        ModifiedView(content: self, modifier: modifier)
    }
}
