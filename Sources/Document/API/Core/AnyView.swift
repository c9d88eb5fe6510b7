/// A type-erased view (SwiftUI's `AnyView`): holds the erased view's model node.
public struct AnyView: View {
    public typealias Body = Never
    /// The erased view's node.
    public let node: ViewNode

    public init<V: View>(_ view: V) { node = view.makeNode() }
    public init<V: View>(erasing view: V) { node = view.makeNode() }

    public func _makeNode() -> ViewNode { node }
}

/// A view that shows nothing and takes no space (SwiftUI's `EmptyView`).
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
    public func _makeNode() -> ViewNode { .empty }
    /// As a container's whole content it contributes no children.
    public func _makeChildren() -> [IdentifiedView] { [] }
}
