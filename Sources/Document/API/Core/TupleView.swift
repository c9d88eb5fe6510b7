/// The views of a builder block, in order (SwiftUI's `TupleView`).
///
/// As a node it is a `.list` of its views, each with structural identity (no explicit id); as the
/// whole content of a container (stack, grid) its views become the container's children.
public struct TupleView<each Content: View>: View {
    public typealias Body = Never
    public var value: (repeat each Content)

    public init(_ content: repeat each Content) { value = (repeat each content) }

    public func _makeChildren() -> [IdentifiedView] {
        var children: [IdentifiedView] = []
        for view in repeat each value { children.append(IdentifiedView(view.makeNode())) }
        return children
    }

    public func _makeNode() -> ViewNode { .list(_makeChildren()) }
}
