import Geometry

/// SwiftUI's `ViewThatFits(in:) { … }` (iOS 16): shows the first child whose ideal size fits the
/// proposal on the constrained axes (both by default), else the last child.
public struct ViewThatFits: ContainerLeafView {
    /// The axes a child's ideal size must fit on.
    public var axes: Axes
    public var children: [IdentifiedView]

    public init(in axes: Axes = .all, children: [IdentifiedView]) { self.axes = axes; self.children = children }

    public var walkedContent: [(ViewPath.Component, ViewNode)] {
        children.enumerated().map { i, c in (c.id.map { .id($0) } ?? .index(i), c.view) }
    }

    public static let name = "ViewThatFits"
    public static var fields: [ModelField<Self>] { [] }
    public static var defaults: Self { ViewThatFits(children: []) }
}
