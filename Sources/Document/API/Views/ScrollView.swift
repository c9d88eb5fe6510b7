/// Scrollable content (SwiftUI's `ScrollView`), drawn at its resting position: the content is
/// unbounded along `axes` (default vertical) and clipped to the scroll view's frame. Indicators are
/// not drawn.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    public var axes: Axes
    public var content: Content

    public init(_ axes: Axes = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }

    public func _makeNode() -> ViewNode { .scrollView(axes: axes, content: content.makeNode()) }
}
