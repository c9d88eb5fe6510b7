/// Runs an action (a `Button`'s closure, `onTapGesture`, `onAppear`, a clip's timed action)
/// against a state, recording each change: every `withAnimation` block ends a transaction with
/// its animation, and changes outside one make transactions without animation.
final class ActionRecorder: @unchecked Sendable {
    var working: SwiftStateStore { didSet { dirty = true } }
    private var dirty = false
    private(set) var changes: [(animation: Animation?, state: SwiftStateStore)] = []

    init(_ store: SwiftStateStore) { working = store }

    /// Ends the changes made since the last one as a transaction (none when nothing changed).
    func commit(_ animation: Animation?) {
        guard dirty else { return }
        changes.append((animation, working))
        dirty = false
    }
}

/// `withAnimation(.spring) { shown = true }`: the changes in `body` animate with `animation`
/// (`nil`: without animation). Outside an action it just runs `body`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    guard let recorder = ViewGraph.current?.recorder else { return try body() }
    recorder.commit(nil)
    let result = try body()
    recorder.commit(animation)
    return result
}

/// An action closure of a Swift view, kept so the timeline can run it.
public struct SwiftAction: @unchecked Sendable {
    let run: () -> Void
    public init(_ run: @escaping () -> Void) { self.run = run }

    /// The transactions the action makes when it runs against `state`.
    public func changes(from state: StateValues) -> [(animation: Animation?, state: StateValues)] {
        let store = state.storage as? SwiftStateStore ?? SwiftStateStore()
        let graph = ViewGraph(store: store)
        let recorder = ActionRecorder(store)
        graph.recorder = recorder
        ViewGraph.$current.withValue(graph) { run() }
        recorder.commit(nil)
        return recorder.changes.map { (c: (animation: Animation?, state: SwiftStateStore)) in
            (c.animation, StateValues(state.values, storage: c.state))
        }
    }

    /// A one-step script running the action.
    public func script(named name: String) -> Script { Script(name: name, steps: [.perform(self)]) }
}
