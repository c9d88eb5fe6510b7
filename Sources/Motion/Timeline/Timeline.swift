import Document
import Geometry

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
        /// `withTransaction` with `disablesAnimations`: implicit animations leave `animation` alone.
        public var disablesAnimations = false
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
        /// The clock run this belongs to (a tick, or steps after a tick's sleep): dropped once the
        /// run is replaced or its view leaves.
        var run: Int? = nil
        /// A clock tick still to be made from the clock (its script is a placeholder).
        var tick: ClockTick? = nil
    }

    /// A tick of a clock run, made into its script when it comes (from the view as it is then).
    struct ClockTick {
        var key: ClockKey
        var tick: ViewClock.Tick
    }

    /// A clock of a view on screen: the view and the clock's name.
    struct ClockKey: Hashable, Comparable {
        var path: ViewPath
        var name: String
        static func < (a: ClockKey, b: ClockKey) -> Bool { (a.path, a.name) < (b.path, b.name) }
    }

    /// A clock on screen: its latest value and, when running, its run and that run's tick times.
    struct ClockState {
        var clock: ViewClock
        var run: Int?
        var runStart = 0.0
        var times: [Double] = []
        /// The watched value before the change that started the run (see `ViewClock.Tick.previous`).
        var runPrevious: (any Sendable)?
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
    /// The clocks of the views on screen.
    var clocks: [ClockKey: ClockState] = [:]
    var runs = 0

    init(scene: Scene, limits: TimelineLimits) {
        self.scene = scene; self.limits = limits; state = scene.initialState
    }

    mutating func enqueue(_ script: Script, at time: Double, step: Int = 0, run: Int? = nil, tick: ClockTick? = nil) {
        queue.append(Pending(time: time, order: order, script: script, step: step, run: run, tick: tick))
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
                let targets = try scene.body(state).tapTargets
                guard let target = targets.first(where: { $0.name == tap.target }) else {
                    let listed = targets.isEmpty ? "nothing is tappable then"
                        : "tappable then: " + targets.map { "\"\($0.name)\"" }.joined(separator: ", ")
                    throw TimelineError("\(tap.origin ?? "tap at \(formatNumber(tap.time)) s"): no button or onTapGesture named "
                                        + "\"\(tap.target)\" is on screen at \(formatNumber(tap.time)) s; \(listed)")
                }
                enqueue(target.action ?? Script(name: tap.target, steps: []), at: tap.time)
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
        var p = p
        if let run = p.run {
            // A clock's run ends when it is replaced or its view leaves the tree.
            guard clocks.values.contains(where: { $0.run == run }) else { return }
        }
        if let tick = p.tick {
            guard let c = clocks[tick.key] else { return }
            // Only the next tick waits in the queue: it keeps the queue short however many a run has.
            let next = tick.tick.index + 1
            if next < c.times.count { enqueueTick(tick.key, next, c) }
            do { p.script = try c.clock.tick(tick.tick) } catch let e as ClockError { throw TimelineError(e.description) }
            p.tick = nil
        }
        var step = p.step
        while step < p.script.steps.count {
            switch p.script.steps[step] {
            case .mutate(let animation, let apply):
                if let retain = scene.retainState { state = try retain(state) }
                let before = state
                try apply(&state)
                // A clock's tick that changes nothing (a timer after its countdown) is no change.
                if p.run != nil && state == before { break }
                try record(state, animation, p)
            case .transact(let transaction, let apply):
                if let retain = scene.retainState { state = try retain(state) }
                try apply(&state)
                try record(state, transaction.animation, p, disablesAnimations: transaction.disablesAnimations)
            case .perform(let action):
                if let retain = scene.retainState { state = try retain(state) }
                for change in action.changes(from: state) {
                    state = change.state
                    try record(state, change.animation, p)
                }
            case .sleep(let d):
                enqueue(p.script, at: p.time + max(0, d), step: step + 1, run: p.run)
                return
            case .after(let d, let s):
                enqueue(s, at: p.time + max(0, d), run: p.run)
            }
            step += 1
        }
    }

    /// Starts a run of the clock at `key` at `time`: its ticks are queued at once (their scripts
    /// are made when they come). A run that never ends stops at the clip's end, or, when the
    /// scene gives no duration, after the clock's `unboundedLength`.
    mutating func startRun(_ key: ClockKey, at time: Double) throws {
        guard var c = clocks[key] else { return }
        runs += 1
        c.run = runs
        clocks[key] = c
        let bounded: Bool = switch c.clock.schedule {
        case .offsets(_, let period): period == nil
        case .frames(let length): length != nil
        case .every, .grid: false
        }
        var end = bounded ? Double.infinity : time + c.clock.unboundedLength
        if let d = scene.duration { end = min(end, d) }
        end = min(end, limits.maxTime)
        do { c.times = try c.clock.tickTimes(runStart: time, end: end, fps: scene.fps) } catch let e as ClockError {
            throw TimelineError(e.description)
        }
        c.runStart = time
        clocks[key] = c
        if !c.times.isEmpty { enqueueTick(key, 0, c) }
    }

    mutating func enqueueTick(_ key: ClockKey, _ i: Int, _ c: ClockState) {
        guard let run = c.run else { return }
        enqueue(Script(name: "\(c.clock.name) tick \(i)", steps: []), at: c.times[i], run: run,
                tick: ClockTick(key: key, tick: ViewClock.Tick(index: i, runStart: c.runStart, time: c.times[i],
                                                                previous: c.runPrevious)))
    }

    /// A transaction at the pending step's time, then the views it makes appear or go.
    mutating func record(_ state: StateValues, _ animation: Animation?, _ p: Pending, disablesAnimations: Bool = false) throws {
        transactions.append(Timeline.Transaction(time: p.time, state: state, animation: animation, disablesAnimations: disablesAnimations,
                                                 source: p.script.name))
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
        var seenClocks: [ClockKey: ViewClock] = [:]
        root.walk { node, path in
            paths.insert(path)
            if case .modified(_, .onAppear(let s)) = node { appearing[path, default: []].append(s) }
            if case .modified(_, .onDisappear(let s)) = node { leaving[path, default: []].append(s) }
            if case .modified(_, .clock(let c)) = node { seenClocks[ClockKey(path: path, name: c.name)] = c }
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
        try noteClocks(seenClocks, at: time)
    }

    /// Clocks that appeared start (`.appear`), those whose watched value changed start again
    /// (`.change`), those gone stop; every clock on screen keeps its latest value.
    mutating func noteClocks(_ seen: [ClockKey: ViewClock], at time: Double) throws {
        for key in clocks.keys where seen[key] == nil { clocks[key] = nil }
        for key in seen.keys.sorted() {
            let clock = seen[key]!
            guard let old = clocks[key] else {
                clocks[key] = ClockState(clock: clock, run: nil)
                if case .appear = clock.start { try startRun(key, at: time) }
                continue
            }
            clocks[key]!.clock = clock
            if case .change(let v) = clock.start, case .change(let w) = old.clock.start, v != w {
                clocks[key]!.runPrevious = old.clock.watched
                try startRun(key, at: time)
            }
        }
    }
}
