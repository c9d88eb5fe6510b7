import Document

/// What both fuzz harnesses do with every node of a loaded scene's views: run the bodies of custom
/// modifiers (`ViewModifier` structs, and a `.modifier(active:identity:)` transition's two ends) at
/// data values other than the ones loading used, since those bodies run again on every frame.
public enum ModifierBodies {
    /// Runs `node`'s custom modifier body at a few data values when it has one, spending one unit of
    /// `budget`; returns whether it did (false: not such a modifier, nothing spent).
    public static func exercise(_ node: ViewNode, budget: inout Int) -> Bool {
        switch node {
        case .modified(let content, .custom(let m)):
            budget -= 1
            _ = try? m.body(m.data.map { $0 * 0.5 }, content)
        case .modified(let content, .transition(.modifier(let active, let identity))):
            budget -= 1
            _ = try? active.body(active.data, content)
            _ = try? identity.body(zip(active.data, identity.data).map { ($0 + $1) / 2 }, content)
        default:
            return false
        }
        return true
    }
}
