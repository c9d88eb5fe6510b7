import Document

/// A view's identity: its structural path from the root, as SwiftUI identifies views.
///
/// Each component is a child's position in its parent (`3`), an explicit id from `ForEach` or
/// `.id(_:)` (`#"card-3"`), or the role of a secondary view (`background`, `overlay`, `mask`,
/// `label`, `content`). The root view is `0`, so the third card of a `ForEach` that is the second
/// child of the root stack prints `0/1/#"card-3"`. The motion stage matches views between two
/// layouts by this path.
public struct ViewPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Component: Hashable, Sendable, CustomStringConvertible {
        /// Structural position among the parent's children.
        case index(Int)
        /// An explicit identity (`ForEach` id, `.id(_:)`).
        case id(ViewID)
        /// A secondary view of a modifier or container; `ordinal` counts repeats in one modifier chain
        /// from the outside in (the first prints without a number).
        case role(Role, ordinal: Int)

        public var description: String {
            switch self {
            case .index(let i): return String(i)
            case .id(let id): return "#" + id.description
            case .role(let r, let n): return n == 0 ? r.rawValue : "\(r.rawValue)\(n)"
            }
        }
    }

    /// Roles of secondary views.
    public enum Role: String, Hashable, Sendable {
        case background, overlay, mask, label, content
    }

    public var components: [Component]

    public init(_ components: [Component]) { self.components = components }

    /// The root view's path: `0`.
    public static let root = ViewPath([.index(0)])

    public func appending(_ c: Component) -> ViewPath { ViewPath(components + [c]) }

    public var description: String { components.map(\.description).joined(separator: "/") }

    /// Orders paths by their printed form (deterministic, for sorted listings).
    public static func < (a: ViewPath, b: ViewPath) -> Bool { a.description < b.description }
}
