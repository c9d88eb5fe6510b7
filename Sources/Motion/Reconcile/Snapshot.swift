import Document
import Layout

/// One state of a clip: the state after a transaction, its view tree and its layout, indexed by
/// identity so two snapshots can be compared view by view.
struct Snapshot: Sendable {
    struct Entry: Sendable {
        var node: LayoutNode
        /// The view's own animatable numbers (animation units) and what must match to animate them.
        var vector: [Double]
        /// Lengths of the separately animated attributes in `vector`.
        var groups: [Int]
        var signature: LayoutNode
        /// The enclosing view in the layout tree (nil for the root).
        var parent: ViewPath?
        /// Position among the parent's children; nil for background/overlay/mask views.
        var index: Int?
    }

    var time: Double
    /// The transaction's animation (`withAnimation`), nil for plain mutations and the initial state.
    var animation: Animation?
    /// `withTransaction` with `disablesAnimations`.
    var disablesAnimations: Bool
    var layout: LayoutNode
    var entries: [ViewPath: Entry] = [:]
    /// `.transition(…)` per view.
    var transitions: [ViewPath: Transition] = [:]
    /// What changes the transaction in a view's subtree, per view, outer first: `.animation(_:value:)`
    /// (nil value: every change, the deprecated `.animation(_:)`) and `.transaction { … }`.
    var transactionModifiers: [ViewPath: [TransactionEntry]] = [:]

    enum TransactionEntry {
        case implicit(Animation?, value: StateValue?)
        case rewrite(TransactionModifier)
    }
    /// `.contentTransition(_:)` per view where it is written (the innermost on a view wins; a view
    /// takes its nearest ancestor's, as an environment value).
    var contentTransitions: [ViewPath: ContentTransition] = [:]
    /// `.symbolEffect(…)` per view where it is written, outer first; they apply to the symbols inside.
    var symbolEffects: [ViewPath: [SymbolEffect]] = [:]
    /// The source of each `matchedGeometryEffect` group.
    var matchSources: [MatchKey: MatchSource] = [:]

    init(time: Double, transaction: Transaction, view: ViewNode, layout: LayoutNode) {
        self.time = time; self.animation = transaction.animation; self.disablesAnimations = transaction.disablesAnimations
        self.layout = layout
        index(layout, parent: nil, index: nil)
        matchSources = Self.matchSources(layout)
        view.walk { node, path in
            guard case .modified(_, let m) = node else { return }
            switch m {
            // The outermost `.transition` on a view is the one SwiftUI uses; walk visits outer first.
            case .transition(let t): if transitions[path] == nil { transitions[path] = t }
            case .animation(let a, let v): transactionModifiers[path, default: []].append(.implicit(a, value: v))   // walk goes outside in
            case .transaction(let t): transactionModifiers[path, default: []].append(.rewrite(t))
            case .contentTransition(let c): contentTransitions[path] = c   // later = further inside
            case .symbolEffect(let e): symbolEffects[path, default: []].append(e)
            default: break
            }
        }
    }

    /// The content transition in effect at `path` (default `.opacity`).
    func contentTransition(at path: ViewPath) -> ContentTransition {
        var p = path
        while true {
            if let c = contentTransitions[p] { return c }
            if p.components.isEmpty { return .opacity }
            p = ViewPath(Array(p.components.dropLast()))
        }
    }

    private mutating func index(_ n: LayoutNode, parent: ViewPath?, index: Int?) {
        entries[n.path] = Entry(node: n, vector: n.animatableVector, groups: n.animatableGroups, signature: n.animationSignature,
                                parent: parent, index: index)
        for (i, c) in n.children.enumerated() { self.index(c, parent: n.path, index: i) }
        for m in n.modifiers {
            switch m {
            case .background(let v), .overlay(let v), .mask(let v): self.index(v, parent: n.path, index: nil)
            default: break
            }
        }
    }
}
