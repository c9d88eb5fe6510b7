/// What a Swift view's `@State` reads and writes while a scene is evaluated: the scene's state,
/// where the views being built are, and (in an action) the changes being made.
///
/// SwiftUI keeps state in its view graph, keyed by each view's identity. Here a custom view's
/// identity is its path of custom-view types from the root, each numbered among the views of
/// that type its parent builds (`ContentView#0/Row#2`), with `ForEach` ids, `.id(_:)` values and
/// `if`/`else` branches in between — structural identity as SwiftUI defines it, for what a view
/// builder can express. Installing state finds the view's `@State` properties by reflection
/// (`Mirror`), as SwiftUI finds its `DynamicProperty`s.
public final class ViewGraph: @unchecked Sendable {
    /// The graph of the evaluation or action running on this thread (nil outside one: `@State`
    /// then reads its initial value).
    @TaskLocal static var current: ViewGraph?

    var store: SwiftStateStore
    /// Where the view being built is.
    private var path: [String] = []
    /// How many views of a type each parent has built so far.
    private var counts: [String: Int] = [:]
    /// The identities of the custom views built (for dropping the state of views that left).
    private(set) var live: Set<String> = [""]
    /// In an action: the changes made so far (each `withAnimation` block ends one).
    var recorder: ActionRecorder?

    init(store: SwiftStateStore) { self.store = store }

    var currentPath: String { path.joined(separator: "/") }

    /// Builds a custom view: its identity, its `@State` storage, then `body`.
    func expand<V: View, R>(_ view: V, _ build: () -> R) -> R {
        let parent = currentPath
        let type = String(describing: V.self)
        let n = counts[parent + "|" + type, default: 0]
        counts[parent + "|" + type] = n + 1
        path.append("\(type)#\(n)")
        defer { path.removeLast() }
        let me = currentPath
        live.insert(me)
        for child in Mirror(reflecting: view).children {
            guard let label = child.label, let property = child.value as? any StateProperty else { continue }
            property.install(at: me + "." + label)
        }
        return build()
    }

    /// Builds content inside a structural part of the identity (`ForEach` element, `.id`, branch).
    func within<R>(_ part: String, _ build: () -> R) -> R {
        path.append(part)
        defer { path.removeLast() }
        return build()
    }

    /// `body` of a scene for a state: evaluates `build` with this graph current.
    static func evaluate<R>(_ state: StateValues, _ build: () throws -> R) rethrows -> (R, ViewGraph) {
        let graph = ViewGraph(store: state.storage as? SwiftStateStore ?? SwiftStateStore())
        let r = try $current.withValue(graph) { try build() }
        return (r, graph)
    }

    /// Runs `build` inside a structural part when a graph is current (else just runs it).
    static func part<R>(_ part: @autoclosure () -> String, _ build: () -> R) -> R {
        guard let g = current else { return build() }
        return g.within(part(), build)
    }
}

/// A property wrapper whose storage the graph installs (`@State`).
protocol StateProperty {
    func install(at key: String)
}

extension View {
    /// Expands a custom view inside the current graph (its state installed first).
    func expandedInGraph<R>(_ build: () -> R) -> R {
        guard let g = ViewGraph.current else { return build() }
        return g.expand(self, build)
    }
}
