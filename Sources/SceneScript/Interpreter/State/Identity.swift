import Document

/// Who owns a piece of state: a view instance, named by where it is made.
///
/// SwiftUI keeps `@State` with a view's identity — its structural position, its `ForEach` id,
/// its `.id(_:)`. The interpreter names an instance by the chain of places that made it: each
/// enclosing view instance, the call site of every script function and view on the way, the
/// `ForEach` element id and `.id` value around it, and, when one site makes several views in
/// one evaluation, which one. Two instances of a child view so have their own state; an
/// `if`/`else` switch, a new `.id` or a `ForEach` element leaving drops it (see `ScriptStore`).
struct Identity: Hashable, Sendable, CustomStringConvertible {
    enum Part: Hashable, Sendable {
        /// A call site (a source offset).
        case site(Int)
        /// A `ForEach` element id.
        case element(ViewID)
        /// `.id(x)`.
        case explicit(ViewID)
        /// The n-th view made at the same place in one evaluation (n ≥ 1).
        case occurrence(Int)
        /// An object made by an action, numbered in the order actions made them.
        case serial(Int)
    }
    var parts: [Part]
    init(_ parts: [Part] = []) { self.parts = parts }

    /// The scene itself (the preview or top-level code): always present.
    static let root = Identity()

    func appending(_ p: Part) -> Identity { Identity(parts + [p]) }

    func hasPrefix(_ other: Identity) -> Bool {
        other.parts.count <= parts.count && parts.starts(with: other.parts)
    }

    var description: String {
        parts.isEmpty ? "/" : parts.map { p -> String in
            switch p {
            case .site(let o): return "@\(o)"
            case .element(let v): return "id:\(v)"
            case .explicit(let v): return "=\(v)"
            case .occurrence(let n): return "#\(n)"
            case .serial(let n): return "new\(n)"
            }
        }.joined(separator: "/")
    }
}

/// One `@State` (or `@StateObject`) variable of one view instance.
struct SlotKey: Hashable, Sendable {
    let owner: Identity
    let name: String
}

/// A class instance: the view instance whose evaluation made it (`Identity.root` for the scene
/// and for objects made by actions) and the place it was made (as a view's identity names it).
///
/// Objects made while a view is built get the same id every time that view is built, so the
/// object an action changed is found again; until an action changes it, it is the one built.
struct ObjectID: Hashable, Sendable, CustomStringConvertible {
    let owner: Identity
    let place: Identity

    var description: String { place.description }
}
