/// A piece of a scene, described in SwiftUI's terms (`struct Card: View { var body: some View { … } }`).
///
/// Views are plain values: building a tree of them computes nothing and allocates no pixels. Call
/// `makeNode()` (or `ViewNode(view)`) to turn a view into the typed scene model that layout,
/// motion and rendering consume. Built-in views (`Text`, `HStack`, `Circle`, …) are primitives
/// whose `Body` is `Never`; custom views are expanded through their `body`, so a custom view
/// leaves no node of its own in the model (as in SwiftUI, only what it draws matters).
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Body { get }

    /// Implementation detail of the built-in views (custom views keep the default, which expands
    /// `body`). Use `makeNode()`.
    func _makeNode() -> ViewNode
    /// Implementation detail: the children this view contributes when it is a container's whole
    /// content — the elements of a builder block, `ForEach` or `Group`, else the view itself.
    func _makeChildren() -> [IdentifiedView]
}

extension View {
    // A custom view is expanded as an instance of the scene's view graph (its `@State` installed).
    public func _makeNode() -> ViewNode { expandedInGraph { body._makeNode() } }
    public func _makeChildren() -> [IdentifiedView] { expandedInGraph { body._makeChildren() } }

    /// The scene model of this view: built-in views convert directly, custom views through `body`.
    public func makeNode() -> ViewNode { _makeNode() }
}

extension View where Body == Never {
    /// Built-in views have no body; asking for it is a programming error (as in SwiftUI).
    public var body: Never {
        fatalError("\(Self.self) is a built-in view: it has no body; use makeNode()")
    }
    /// A built-in view is one child.
    public func _makeChildren() -> [IdentifiedView] { [IdentifiedView(_makeNode())] }
}

extension Never: View {
    public typealias Body = Never
    public func _makeNode() -> ViewNode { .empty }
}

extension ViewNode {
    /// The scene model of a view (same as `view.makeNode()`).
    public init(_ view: some View) { self = view.makeNode() }
}

/// A model node is itself a view, so prebuilt nodes (e.g. from a scene script) can be mixed into
/// Swift-built scenes.
extension ViewNode: View {
    public typealias Body = Never
    public func _makeNode() -> ViewNode { self }
}
