/// One branch of an `if`/`else` or `switch` in a view builder (SwiftUI's `_ConditionalContent`).
///
/// The branch taken is tagged with an explicit identity, `.id(.bool(true))` for the first branch
/// and `.id(.bool(false))` for the second, because SwiftUI treats the branches as distinct views.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    public func _makeNode() -> ViewNode {
        switch storage {
        case .trueContent(let v): return .modified(v.makeNode(), .id(.bool(true)))
        case .falseContent(let v): return .modified(v.makeNode(), .id(.bool(false)))
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
