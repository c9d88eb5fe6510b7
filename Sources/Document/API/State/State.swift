/// SwiftUI's `@State`: storage the view's identity owns in the scene (see `ViewGraph`). Reads
/// give the scene's value for this view instance, or the initial value until an action writes
/// it; writes are made in actions (`Button`, `onTapGesture`, `onAppear`, timed actions).
@propertyWrapper
public struct State<Value>: StateProperty, @unchecked Sendable {
    let initial: Value
    let location = StateLocation()

    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }

    public var wrappedValue: Value {
        get {
            guard let key = location.key, let g = ViewGraph.current else { return initial }
            let stored = g.recorder?.working.slots[key] ?? g.store.slots[key]
            return stored as? Value ?? initial
        }
        nonmutating set {
            // Outside an action (while a body is built) SwiftUI ignores the change too.
            guard let key = location.key, let recorder = ViewGraph.current?.recorder else { return }
            recorder.working.slots[key] = newValue
        }
    }

    /// `$x`: a binding to this state.
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }

    func install(at key: String) { location.key = key }
}

/// Where a `@State` lives once its view is built (shared by the copies of the view value that
/// action closures capture).
final class StateLocation: @unchecked Sendable {
    var key: String?
}
