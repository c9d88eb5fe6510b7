/// SwiftUI's `Transaction`: the context of one state change — the animation it carries and
/// whether the views it changes may add their own (`withTransaction(_:_:)`, `.transaction { … }`).
public struct Transaction: Hashable, Sendable {
    /// The animation of the change; nil: it is immediate, unless an `.animation(_:value:)` adds one.
    public var animation: Animation?
    /// True: implicit animations (`.animation(_:value:)`, `.animation(_:)`) in the changed views
    /// leave the transaction's animation alone (SwiftUI: "prevent animation(_:) from inserting new
    /// animations into the transaction").
    public var disablesAnimations: Bool

    public init(animation: Animation? = nil, disablesAnimations: Bool = false) {
        self.animation = animation; self.disablesAnimations = disablesAnimations
    }
}

/// `.transaction { $0.animation = nil }` / `.transaction(value:_:)`: rewrites the transaction the
/// views inside see, after the implicit animations written outside it and before those inside.
/// The body is code (a scene script's closure), so the modifier is identified by where it is written.
public struct TransactionModifier: Hashable, Sendable, CustomStringConvertible {
    /// Where it is written (`file:line:column`), its identity.
    public var name: String
    /// `transaction(value:_:)`: rewrites only transactions in which this value changed; nil: every one.
    public var value: StateValue?
    public var body: @Sendable (inout Transaction) throws -> Void

    public init(name: String, value: StateValue? = nil, body: @escaping @Sendable (inout Transaction) throws -> Void) {
        self.name = name; self.value = value; self.body = body
    }
    public static func == (a: TransactionModifier, b: TransactionModifier) -> Bool { a.name == b.name && a.value == b.value }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(value) }
    public var description: String { "transaction(\(name))" }
}
