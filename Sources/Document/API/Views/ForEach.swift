/// Views made from a collection, each with an explicit identity (SwiftUI's `ForEach`).
///
/// `ForEach(0..<5) { i in … }` identifies each view by its integer; `ForEach(items, id: \.self)`
/// by the key path's value; `ForEach(identifiables)` by `id`. Ids become `ViewID`s (see
/// `ViewID.init(_:)`). As a node it is a `.list` of identified views; as the whole content of a
/// container its views become the container's children.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    public var data: Data
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Content

    /// Identifies each element by the value at `id` (`\.self` for hashable elements).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    public func _makeChildren() -> [IdentifiedView] {
        data.map { element in
            let id = ViewID(id(element))
            return IdentifiedView(id: id, ViewGraph.part("id:\(id)") { content(element).makeNode() })
        }
    }

    public func _makeNode() -> ViewNode { .list(_makeChildren()) }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    /// One view per integer of a closed range, identified by the integer.
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per `Identifiable` element, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}

/// Views grouped without a layout of their own (SwiftUI's `Group`): transparent — its node is its
/// content's node, and as a container's content its views become the container's children.
public struct Group<Content: View>: View {
    public typealias Body = Never
    public var content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _makeNode() -> ViewNode { content.makeNode() }
    public func _makeChildren() -> [IdentifiedView] { content._makeChildren() }
}
