import Geometry
import Style

/// A built-in view with no children whose model is the view value itself (`Divider()`,
/// `Spacer(minLength:)`). It declares its SwiftUI name and its fields once (they give its JSON
/// form and description); the layout stage gives it a size and a drawing
/// (`Layout/Elements/Leaves`). Register a new one in `LeafViews.all`.
public protocol LeafView: View, Hashable, Sendable where Body == Never {
    /// The SwiftUI type name (`"Divider"`), also the layout dump's; JSON writes it with a lower-case first letter.
    static var name: String { get }
    /// The initializer's fields, in SwiftUI's order.
    static var fields: [ModelField<Self>] { get }
    /// The value whose fields are the defaults of those that may be left out (for decoding).
    static var defaults: Self { get }
}

extension LeafView {
    public func _makeNode() -> ViewNode { .leaf(Leaf(self)) }
    /// `Name(field: value, …)`.
    public var leafDescription: String {
        Self.name + "(" + Self.fields.map { "\($0.name): \($0.access.describe(self))" }.joined(separator: ", ") + ")"
    }
}

/// Any leaf view, as the model carries it (equal when of one type and equal).
public struct Leaf: Hashable, Sendable, CustomStringConvertible {
    public let base: any LeafView
    public init(_ base: some LeafView) { self.base = base }
    public static func == (a: Leaf, b: Leaf) -> Bool { AnyHashable(a.base) == AnyHashable(b.base) }
    public func hash(into h: inout Hasher) { h.combine(AnyHashable(base)) }
    public var name: String { type(of: base).name }
    public var description: String { base.leafDescription }
    /// The leaf as its own type, if it is one.
    public func `as`<L: LeafView>(_ type: L.Type) -> L? { base as? L }
}

/// Every leaf view a scene can name, for the JSON scene codec. A new leaf view adds its type here.
public enum LeafViews {
    public static let all: [any LeafView.Type] = [Spacer.self, Divider.self]

    /// The JSON type of a leaf (its SwiftUI name with a lower-case first letter: `"divider"`).
    public static func jsonType(_ t: any LeafView.Type) -> String { t.name.prefix(1).lowercased() + t.name.dropFirst() }
    public static func named(jsonType: String) -> (any LeafView.Type)? { all.first { Self.jsonType($0) == jsonType } }
}
