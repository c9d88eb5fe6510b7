import Document

/// What happens in a clip, as state changes: every `withAnimation` block or plain mutation that the
/// scene's scripts perform, in order, with the state after it. Computed once per scene by running
/// the scripts as a discrete-event simulation (sleeps advance a script's clock; views that appear
/// start their `onAppear` scripts at that moment); every frame is then a pure function of this list
/// and t.
public struct Timeline: Hashable, Sendable {
    public struct Transaction: Hashable, Sendable {
        public var time: Double
        /// The state after the change.
        public var state: StateValues
        public var animation: Animation?
        /// Which script made it (for descriptions).
        public var source: String
    }

    public var initialState: StateValues
    public var transactions: [Transaction]

    /// The state in force at time t (after every transaction at or before t).
    public func state(at t: Double) -> StateValues {
        transactions.last(where: { $0.time <= t })?.state ?? initialState
    }

    /// The time of the last transaction (0 when there is none).
    public var lastChange: Double { transactions.last?.time ?? 0 }
}

/// Bounds on running scene scripts, so that no scene can run unbounded.
public struct TimelineLimits: Hashable, Sendable {
    public var maxTransactions = 10_000
    /// The values of all the states kept (one per transaction, see `StateStorage.size`): bounds
    /// the memory a timeline of large states takes.
    public var maxTotalStateSize = 500_000
    public var maxTime = 3_600.0
    public init() {}
}

/// Why a scene's scripts could not run.
public struct TimelineError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ d: String) { description = d }
}

extension Timeline {
    /// Runs the scene's scripts, taps and `onAppear` blocks.
    public static func run(_ scene: Scene, limits: TimelineLimits = TimelineLimits()) throws -> Timeline {
        var runner = Runner(scene: scene, limits: limits)
        try runner.run()
        return Timeline(initialState: scene.initialState, transactions: runner.transactions)
    }
}

/// The discrete-event simulation behind `Timeline.run`.
private struct Runner {
    struct Pending {
        var time: Double
        var order: Int
        var script: Script
        var step: Int
    }

    let scene: Scene
    let limits: TimelineLimits
    var state: StateValues
    var transactions: [Timeline.Transaction] = []
    /// The sizes of the states kept so far, summed.
    var keptStateSize = 0
    var queue: [Pending] = []
    var order = 0
    /// onAppear scripts of the views present now, by identity.
    var present: [ViewPath: [Script]] = [:]
    var disappearing: [ViewPath: [Script]] = [:]

    init(scene: Scene, limits: TimelineLimits) {
        self.scene = scene; self.limits = limits; state = scene.initialState
    }

    mutating func enqueue(_ script: Script, at time: Double, step: Int = 0) {
        queue.append(Pending(time: time, order: order, script: script, step: step))
        order += 1
    }

    mutating func run() throws {
        for (t, s) in scene.scripts { enqueue(s, at: t) }
        try noteViews(at: 0)
        var taps = scene.taps.sorted { $0.time < $1.time }
        while true {
            // The next event: a queued script step or a tap, whichever comes first (scripts first on ties).
            let nextScript = queue.indices.min { (queue[$0].time, queue[$0].order) < (queue[$1].time, queue[$1].order) }
            let scriptTime = nextScript.map { queue[$0].time } ?? .infinity
            if let tap = taps.first, tap.time < scriptTime {
                taps.removeFirst()
                guard let action = try findTapTarget(tap.target) else {
                    throw TimelineError("tap at \(tap.time) s: no button or onTapGesture named \"\(tap.target)\" is on screen then")
                }
                enqueue(action, at: tap.time)
                continue
            }
            guard let i = nextScript else { break }
            let p = queue.remove(at: i)
            if p.time > limits.maxTime {
                throw TimelineError("scripts keep running past \(Int(limits.maxTime)) s; stopped")
            }
            try resume(p)
        }
    }

    mutating func resume(_ p: Pending) throws {
        var step = p.step
        while step < p.script.steps.count {
            switch p.script.steps[step] {
            case .mutate(let animation, let apply):
                if let retain = scene.retainState { state = try retain(state) }
                try apply(&state)
                try record(state, animation, p)
            case .perform(let action):
                if let retain = scene.retainState { state = try retain(state) }
                for change in action.changes(from: state) {
                    state = change.state
                    try record(state, change.animation, p)
                }
            case .sleep(let d):
                enqueue(p.script, at: p.time + max(0, d), step: step + 1)
                return
            case .after(let d, let s):
                enqueue(s, at: p.time + max(0, d))
            }
            step += 1
        }
    }

    /// A transaction at the pending step's time, then the views it makes appear or go.
    mutating func record(_ state: StateValues, _ animation: Animation?, _ p: Pending) throws {
        transactions.append(Timeline.Transaction(time: p.time, state: state, animation: animation, source: p.script.name))
        if transactions.count > limits.maxTransactions {
            throw TimelineError("more than \(limits.maxTransactions) state changes; stopped")
        }
        keptStateSize += state.values.count + (state.storage?.size ?? 0)
        if keptStateSize > limits.maxTotalStateSize {
            throw TimelineError("the clip's states hold more than \(limits.maxTotalStateSize) values in all; stopped")
        }
        try noteViews(at: p.time)
    }

    /// Starts `onAppear` for views that just appeared and `onDisappear` for those that went.
    mutating func noteViews(at time: Double) throws {
        let root = try scene.body(state)
        var appearing: [ViewPath: [Script]] = [:]
        var leaving: [ViewPath: [Script]] = [:]
        var paths = Set<ViewPath>()
        root.walk { node, path in
            paths.insert(path)
            if case .modified(_, .onAppear(let s)) = node { appearing[path, default: []].append(s) }
            if case .modified(_, .onDisappear(let s)) = node { leaving[path, default: []].append(s) }
        }
        // In document order (ViewPath order is deterministic).
        for path in disappearing.keys.sorted() where !paths.contains(path) {
            for s in disappearing[path] ?? [] { enqueue(s, at: time) }
        }
        for path in appearing.keys.sorted() where present[path] == nil {
            for s in appearing[path] ?? [] { enqueue(s, at: time) }
        }
        present = appearing
        disappearing = leaving
    }

    /// The action of the first button or tap gesture with that name in the current tree.
    func findTapTarget(_ name: String) throws -> Script? {
        let root = try scene.body(state)
        var found: Script?
        root.walk { node, _ in
            if found != nil { return }
            if case .button(let b) = node, b.actionName == name { found = b.action ?? Script(name: name, steps: []) }
            if case .modified(_, .onTapGesture(let n, let s)) = node, n == name { found = s }
        }
        return found
    }
}
