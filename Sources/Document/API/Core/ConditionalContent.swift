/// One branch of an `if`/`else` or `switch` in a view builder (SwiftUI's `_ConditionalContent`).
///
/// Its node is `.conditional(isTrue:_:)`: the branch is part of the view's identity, because SwiftUI
/// treats the branches as distinct views (switching removes one and inserts the other).
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    public func _makeNode() -> ViewNode {
        switch storage {
        case .trueContent(let v): return .conditional(isTrue: true, ViewGraph.part("if") { v.makeNode() })
        case .falseContent(let v): return .conditional(isTrue: false, ViewGraph.part("else") { v.makeNode() })
        }
    }
}

/// An optional view: nothing (`.empty`) when nil, as an `if` without `else` whose condition is false.
extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public func _makeNode() -> ViewNode {
        switch self {
        case .some(let v): return v.makeNode()
        case .none: return .empty
        }
    }

    /// As a container's whole content: the wrapped view's children, or none.
    public func _makeChildren() -> [IdentifiedView] {
        switch self {
        case .some(let v): return v._makeChildren()
        case .none: return []
        }
    }
}
