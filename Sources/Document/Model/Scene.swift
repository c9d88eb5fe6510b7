import Geometry
import Style

/// A state variable's value (`@State private var x = false`).
public enum StateValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)

    public var description: String {
        switch self {
        case .bool(let v): return String(v)
        case .int(let v): return String(v)
        case .double(let v): return formatNumber(v)
        case .string(let v): return "\"\(v)\""
        }
    }
}

/// State that an interpreter keeps for the views it runs (scene scripts' `@State` per view
/// identity, their objects): opaque to every stage but the one that made it.
public protocol StateStorage: Sendable, CustomStringConvertible {
    func isEqual(to other: any StateStorage) -> Bool
    func hash(into hasher: inout Hasher)
    /// About how many values the state holds (what keeping one copy of it costs).
    var size: Int { get }
}

/// All state variables of a scene at one moment: the Swift API's by name, and an interpreter's
/// own storage.
public struct StateValues: Hashable, Sendable {
    public var values: [String: StateValue]
    public var storage: (any StateStorage)?
    public init(_ values: [String: StateValue] = [:], storage: (any StateStorage)? = nil) {
        self.values = values; self.storage = storage
    }
    public subscript(name: String) -> StateValue? {
        get { values[name] }
        set { values[name] = newValue }
    }
    public func bool(_ name: String) -> Bool { if case .bool(let b) = values[name] { return b } else { return false } }
    public func double(_ name: String) -> Double {
        switch values[name] {
        case .double(let d): return d
        case .int(let i): return Double(i)
        default: return 0
        }
    }
    public func int(_ name: String) -> Int { if case .int(let i) = values[name] { return i } else { return 0 } }
    public func string(_ name: String) -> String { if case .string(let s) = values[name] { return s } else { return "" } }

    public static func == (a: StateValues, b: StateValues) -> Bool {
        guard a.values == b.values else { return false }
        switch (a.storage, b.storage) {
        case (nil, nil): return true
        case (let x?, let y?): return x.isEqual(to: y)
        default: return false
        }
    }
    public func hash(into h: inout Hasher) {
        h.combine(values)
        storage?.hash(into: &h)
    }
}

/// Code that runs on the clip's timeline: `withAnimation { … }` blocks, plain mutations and sleeps
/// (`onAppear`, `.task`, button actions, `DispatchQueue.main.asyncAfter`).
///
/// Steps are closures (Swift code, or interpreted scene-script code), so scripts compare by `name`
/// (a stable label such as the source location), never by the closures.
public struct Script: Hashable, Sendable, CustomStringConvertible {
    public enum Step: Sendable {
        /// Mutates state; with an animation it is a `withAnimation(animation) { … }` transaction.
        case mutate(animation: Animation?, @Sendable (inout StateValues) throws -> Void)
        /// `withTransaction(t) { … }`: a mutation in a transaction given whole (its animation and
        /// whether implicit animations may change it).
        case transact(Transaction, @Sendable (inout StateValues) throws -> Void)
        /// `try await Task.sleep(for: .seconds(d))`: advances this script's clock.
        case sleep(Double)
        /// `DispatchQueue.main.asyncAfter(deadline: .now() + d) { … }`: runs `script` d seconds
        /// from now, concurrently with what follows.
        case after(Double, Script)
        /// A Swift view's action closure: each `withAnimation` block in it is a transaction.
        case perform(SwiftAction)
    }

    public var name: String
    public var steps: [Step]
    public init(name: String, steps: [Step]) { self.name = name; self.steps = steps }

    public static func == (a: Script, b: Script) -> Bool { a.name == b.name }
    public func hash(into h: inout Hasher) { h.combine(name) }
    public var description: String { "script(\(name))" }
}

/// When a named control is activated during the clip (`// flipbook: tap "Reveal" at 0.5`).
public struct Tap: Hashable, Sendable {
    /// The button title or `onTapGesture` name (see `TapTarget`).
    public var target: String
    public var time: Double
    /// Where the tap was written, for errors (`--tap Reveal@0.5`); nil: a directive or Swift code.
    public var origin: String?
    public init(target: String, time: Double, origin: String? = nil) {
        self.target = target; self.time = time; self.origin = origin
    }
}

/// A clip to render: a view hierarchy as a function of state, the initial state, and when
/// things happen.
public struct Scene: Sendable {
    public var name: String
    /// Canvas size in points.
    public var size: Size
    /// Pixels per point.
    public var scale: Double
    public var fps: Double
    /// nil: until every animation has settled, plus `hold`.
    public var duration: Double?
    /// Extra time shown after the last animation settles when `duration` is nil.
    public var hold: Double
    public var background: Color
    public var initialState: StateValues
    /// The root view for a state (SwiftUI's `body`, re-evaluated whenever state changes).
    public var body: @Sendable (StateValues) throws -> ViewNode
    /// Scripts started at a time, independent of any view (`// flipbook: at 1.0 …`).
    public var scripts: [(time: Double, script: Script)]
    public var taps: [Tap]
    /// Drops the state of view instances no longer in the tree (so a view that comes back starts
    /// afresh, as in SwiftUI); the timeline calls it before each action. nil: state is by name.
    public var retainState: (@Sendable (StateValues) throws -> StateValues)?

    public init(name: String, size: Size, scale: Double = 2, fps: Double = 30, duration: Double? = nil,
                hold: Double = 0.5, background: Color = .white, initialState: StateValues = StateValues(),
                scripts: [(time: Double, script: Script)] = [], taps: [Tap] = [],
                body: @escaping @Sendable (StateValues) throws -> ViewNode) {
        self.name = name; self.size = size; self.scale = scale; self.fps = fps; self.duration = duration
        self.hold = hold; self.background = background; self.initialState = initialState
        self.scripts = scripts; self.taps = taps; self.body = body
    }
}

/// When an action of the clip runs, without a view to tap (`Clip(of: Toast(), actions: [0.5: { … }])`).
public struct TimedAction: Sendable {
    public var time: Double
    public var action: SwiftAction
    public init(at time: Double, _ action: @escaping () -> Void) { self.time = time; self.action = SwiftAction(action) }
}

extension Scene {
    /// A scene of a Swift view written as for SwiftUI: its `@State` lives in the scene, per view
    /// instance; taps run `Button` and `onTapGesture` actions; `actions` run at their times.
    ///
    ///     struct Toast: View {
    ///         @State private var shown = false
    ///         var body: some View {
    ///             VStack {
    ///                 if shown { Text("Saved").transition(.scale) }
    ///                 Button("Show") { withAnimation(.spring) { shown = true } }
    ///             }
    ///         }
    ///     }
    ///     let scene = Scene(Toast(), size: Size(width: 300, height: 200), taps: [Tap(target: "Show", time: 0.5)])
    public init<V: View>(_ view: V, name: String? = nil, size: Size, scale: Double = 2, fps: Double = 30,
                         duration: Double? = nil, hold: Double = 0.5, background: Color = .white,
                         taps: [Tap] = [], actions: [TimedAction] = []) {
        let root = UncheckedView(view)
        self.init(name: name ?? String(describing: V.self), size: size, scale: scale, fps: fps, duration: duration,
                  hold: hold, background: background, initialState: StateValues(storage: SwiftStateStore()),
                  scripts: actions.enumerated().map { ($0.element.time, $0.element.action.script(named: "action \($0.offset + 1)")) },
                  taps: taps) { state in
            ViewGraph.evaluate(state) { root.view.makeNode() }.0
        }
        retainState = { state in
            guard let store = state.storage as? SwiftStateStore, !store.slots.isEmpty else { return state }
            let (_, graph) = ViewGraph.evaluate(state) { root.view.makeNode() }
            return StateValues(state.values, storage: store.pruned(keeping: graph.live))
        }
    }
}

/// A view value used by a scene's body on the timeline's thread.
struct UncheckedView<V: View>: @unchecked Sendable {
    let view: V
    init(_ view: V) { self.view = view }
}
