import Document

/// iOS 17's animators and the time-driven views, as clocks (`ViewClock`) on the clip's timeline.
///
/// Each keeps its own hidden state with the view instance that shows it (a slot named by where it
/// is written): the phase index of a `phaseAnimator`, the elapsed time and start value of a
/// `keyframeAnimator`, the date of a `TimelineView`. The view is built from that state, like any
/// view from its `@State`, and the clock's ticks change it on the timeline: a phase change is an
/// animated transaction (SwiftUI's PhaseAnimator animates each phase change with the phase's
/// animation), a keyframe or timeline tick is an unanimated change on a frame (SwiftUI calls the
/// content closure every frame). So a frame stays a pure function of time.
extension Interpreter {
    /// How long a clock that never ends (a timer, a `TimelineView`) runs when the scene gives no
    /// duration: the clip must end (see docs/motion.md).
    static let unboundedClockLength = 5.0
    /// How many cycles a looping animator (`phaseAnimator` without a trigger, a repeating
    /// `keyframeAnimator`) shows when the scene gives no duration.
    static let loopCycles = 3.0
    static let maximumPhases = 1_000

    // MARK: Hidden state

    /// The hidden slot of an animator written at `offset`, owned by the view instance being built.
    func animatorSlot(_ offset: Int, _ kind: String) -> SlotKey {
        let base = context.appending(.site(offset)).appending(.explicit(ViewID(kind)))
        let n = occurrences[base, default: 0]
        occurrences[base] = n + 1
        let id = n == 0 ? base : base.appending(.occurrence(n))
        live.insert(id)   // kept while the animator is on screen (`ScriptStore.pruned`)
        return SlotKey(owner: id, name: kind)
    }

    /// A timeline step that sets a hidden slot.
    static func setSlot(_ key: SlotKey, _ change: @escaping @Sendable (Value?) -> Value) -> @Sendable (inout StateValues) throws -> Void {
        { state in
            var store = state.storage as? ScriptStore ?? ScriptStore()
            store.slots[key] = change(store.slots[key])
            state = StateValues(state.values, storage: store)
        }
    }

    func clockName(_ kind: String, _ offset: Int) -> String { "\(kind)@\(program.source.location(of: offset))" }

    func clockStart(_ trigger: Located<Value>?) throws -> ViewClock.Start {
        guard let trigger else { return .appear }
        return .change(try stateValue(trigger.value, trigger.offset))
    }

    // MARK: phaseAnimator

    /// `.phaseAnimator(phases, trigger:) { content, phase in … } animation: { phase in … }` and
    /// `PhaseAnimator(phases, trigger:) { phase in … } animation: { … }` (`base` nil).
    ///
    /// SwiftUI (Apple's documentation): without a trigger the animator cycles through its phases
    /// continuously from the first; with one, each change of the trigger makes one pass through the
    /// phases and back to the first. The animation closure gives the animation into a phase
    /// (default `.default`; nil: no animation); the next phase starts when that animation is
    /// logically complete (`AnimationCompletion`, `.logicallyComplete`: a fluid spring after its
    /// response, a curve at its duration).
    func phaseAnimator(_ base: ViewValue?, _ phasesArg: Located<Value>, trigger: Located<Value>?, content: ClosureValue,
                       animation: ClosureValue?, _ call: Int) throws -> Value {
        let phases = try elements(of: phasesArg.value, phasesArg.offset)
        guard !phases.isEmpty else {
            throw Failure("a phase animator needs at least one phase (found an empty list)", at: phasesArg.offset,
                          supported: "[false, true], or MyPhase.allCases of a CaseIterable enum")
        }
        guard phases.count <= Interpreter.maximumPhases else {
            throw Failure("a phase animator takes at most \(Interpreter.maximumPhases) phases", at: phasesArg.offset)
        }
        let key = animatorSlot(call, "phaseAnimator")
        let index: Int = if case .int(let i)? = store.slots[key], i >= 0, i < phases.count { i } else { 0 }
        let arguments: [Value] = base.map { [.view($0), phases[index]] } ?? [phases[index]]
        let view = try buildClosure(content, arguments, call)

        // The animation into each phase, and when it is logically complete.
        var animations: [Animation?] = []
        for p in phases {
            guard let animation else { animations.append(.default); continue }
            switch try callClosure(animation, [p], call, hint: .optional(.animation), builder: false) {
            case .animation(let a): animations.append(a)
            case .none: animations.append(nil)
            case let v: throw Failure("the animation closure must give an Animation or nil, found \(v.described)", at: animation.closure.offset)
            }
        }
        // Tick j moves into phase (j + 1) mod n; it comes when the animation into phase j has
        // logically completed. An animation that never completes (`.repeatForever`) stops there.
        let n = phases.count
        guard n > 1 else { return view.withClock(nil) }   // nothing to cycle through
        func completion(_ a: Animation?) -> Double? { a.map { AnimationCompletion.time(of: $0, .logicallyComplete) } ?? 0 }
        var offsets: [Double] = [0]
        var elapsed = 0.0
        var stops = false
        for k in 1..<n {
            guard let d = completion(animations[k]) else { stops = true; break }
            elapsed += d
            offsets.append(elapsed)
        }
        let looping = trigger == nil
        var period: Double?
        if looping && !stops, let back = completion(animations[0]) {
            period = elapsed + back
            if elapsed + back <= 0 {
                throw Failure("every phase change of this phase animator is immediate, so it would cycle without end in no time",
                              at: animation?.closure.offset ?? call,
                              supported: "animations that take time: animation: { _ in .easeInOut(duration: 0.5) }")
            }
        }
        let schedule = ViewClock.Schedule.offsets(offsets, period: period)
        let targets = (0..<n).map { ($0 + 1) % n }
        let into = animations
        let clock = ViewClock(name: clockName("phaseAnimator", call), start: try clockStart(trigger), schedule: schedule,
                              unboundedLength: offsets[offsets.count - 1] + (Interpreter.loopCycles - 1) * (period ?? 0)) { tick in
            let target = targets[tick.index % n]
            return Script(name: "phase \(target)", steps: [.mutate(animation: into[target], Interpreter.setSlot(key) { _ in .int(target) })])
        }
        return view.withClock(clock)
    }

    // MARK: keyframeAnimator

    /// `.keyframeAnimator(initialValue:trigger:/repeating:) { content, value in … } keyframes: { value in … }`
    /// and the `KeyframeAnimator` view (`base` nil).
    ///
    /// SwiftUI (Apple's documentation): with a trigger, each change plays the keyframes once from
    /// the animator's current value (the content gets `initialValue` until the first change);
    /// without one the keyframes loop (`repeating: true`, the default) or the content gets the
    /// value at the start of the timeline (`repeating: false`). The content is evaluated every
    /// frame; here each frame of a run is a tick that sets the elapsed time. [I] Each loop starts
    /// again from `initialValue`; after a triggered run the value stays at its end.
    func keyframeAnimator(_ base: ViewValue?, initial: Value, trigger: Located<Value>?, repeating: Bool,
                          content: ClosureValue, keyframes: ClosureValue, _ call: Int) throws -> Value {
        let key = animatorSlot(call, "keyframeAnimator")
        let current: Value
        var resolved: ResolvedKeyframes
        if case .array(let parts)? = store.slots[key], parts.count == 2, case .double(let elapsed) = parts[0] {
            resolved = try resolveKeyframes(keyframes, initial: parts[1], argument: parts[1], call)
            let d = resolved.duration
            let t = trigger == nil && d > 0 ? elapsed.truncatingRemainder(dividingBy: d) : min(elapsed, d)
            current = try keyframesValue(resolved, at: t, call)
        } else {
            resolved = try resolveKeyframes(keyframes, initial: initial, argument: initial, call)
            current = trigger == nil ? try keyframesValue(resolved, at: 0, call) : initial
        }
        let arguments: [Value] = base.map { [.view($0), current] } ?? [current]
        let view = try buildClosure(content, arguments, call)
        guard trigger != nil || repeating else { return view.withClock(nil) }
        // A triggered run lasts as long as the keyframes that start from the current value.
        if trigger != nil { resolved = try resolveKeyframes(keyframes, initial: current, argument: current, call) }
        let duration = resolved.duration
        let looping = trigger == nil
        let restart = looping ? initial : current
        let clock = ViewClock(name: clockName("keyframeAnimator", call), start: try clockStart(trigger),
                              schedule: .frames(length: looping ? nil : duration),
                              unboundedLength: Interpreter.loopCycles * duration) { tick in
            let elapsed = tick.time - tick.runStart
            return Script(name: "keyframes at \(formatNumber(elapsed))", steps: [.mutate(animation: nil, Interpreter.setSlot(key) { old in
                // The first tick of a run starts it from the value shown then.
                if tick.index > 0, case .array(let parts)? = old, parts.count == 2 { return .array([.double(elapsed), parts[1]]) }
                return .array([.double(elapsed), restart])
            })])
        }
        return view.withClock(clock)
    }

    // MARK: TimelineView

    /// `TimelineView(schedule) { context in … }`: the content is built for `context.date`, which
    /// is the clip's virtual clock (`Date()` at t = 0, plus the clip's time) at each entry of the
    /// schedule: every frame (`.animation`), every `minimumInterval`, at `.periodic(from:by:)`'s
    /// dates or at each minute (`.everyMinute`), the latest entry at or before now.
    func timelineView(_ schedule: TimelineScheduleValue, content: ClosureValue, _ call: Int) throws -> Value {
        let key = animatorSlot(call, "TimelineView")
        let date: Double = if case .platform(.date(let d))? = store.slots[key] { d } else { Library.virtualNow }
        let view = try buildClosure(content, [.platform(.timelineContext(date: date))], call)
        let clockSchedule: ViewClock.Schedule
        switch schedule {
        case .animation(minimumInterval: _, paused: true): return view.withClock(nil)
        case .animation(minimumInterval: let interval?, paused: false) where interval > 0: clockSchedule = .every(interval, first: 0)
        case .animation: clockSchedule = .frames(length: nil)
        case .periodic(let from, let by): clockSchedule = .grid(interval: by, origin: from - Library.virtualNow)
        case .everyMinute:
            let origin = (Library.virtualNow / 60).rounded(.up) * 60 - Library.virtualNow
            clockSchedule = .grid(interval: 60, origin: origin)
        }
        let clock = ViewClock(name: clockName("TimelineView", call), start: .appear, schedule: clockSchedule,
                              unboundedLength: Interpreter.unboundedClockLength) { tick in
            var t = tick.time
            if case .grid(let interval, let origin) = clockSchedule {
                t = origin + ((t - origin) / interval + 1e-9).rounded(.down) * interval   // the latest entry ≤ now
            }
            let d = Library.virtualNow + t
            return Script(name: "timeline \(formatNumber(t))", steps: [.mutate(animation: nil, Interpreter.setSlot(key) { _ in .platform(.date(d)) })])
        }
        return view.withClock(clock)
    }

    // MARK: Timer

    /// `.onReceive(timer) { date in … }` with `Timer.publish(every:on:in:).autoconnect()`: the
    /// closure runs as an action at every tick, `interval`, 2·`interval`, … after the view appears
    /// (autoconnect connects on the first subscriber), with the tick's date. It is made from the
    /// view as the latest body built it, against the state then (like a button's action).
    func onReceive(_ base: ViewValue, _ publisher: Located<Value>, _ action: ClosureValue, _ call: Int) throws -> Value {
        guard case .platform(.timer(let interval, let connected)) = publisher.value else {
            throw Failure("onReceive takes a Timer publisher here, found \(publisher.value.described)", at: publisher.offset,
                          supported: "let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()")
        }
        guard connected else {
            throw Failure("this Timer publisher is never connected, so it never fires", at: publisher.offset,
                          supported: "Timer.publish(every: 1, on: .main, in: .common).autoconnect()")
        }
        let closure = action.closure
        let used = closure.parameters.isEmpty ? closure.shorthandCount : closure.parameters.count
        guard used <= 1 else { throw Failure("onReceive's closure takes one parameter (the date)", at: closure.offset) }
        let program = self.program, root = self.root, state = self.state
        let name = clockName("onReceive", call)
        let clock = ViewClock(name: name, start: .appear, schedule: .every(interval, first: interval),
                              unboundedLength: Interpreter.unboundedClockLength) { tick in
            let interp = Interpreter(program: program, state: state, canWriteState: false, root: root)
            var env = action.env
            env.push()
            let date = Value.platform(.date(Library.virtualNow + tick.time))
            if closure.parameters.isEmpty { if used == 1 { env.bind("$0", date) } }
            else if closure.parameters[0] != "_" { env.bind(closure.parameters[0], date) }
            do {
                return Script(name: "\(name) tick \(tick.index)", steps: try interp.compileSteps(closure.body, &env, name))
            } catch let f as Failure {
                throw program.source.error(f)
            }
        }
        return base.withClock(clock)
    }
}

/// A `TimelineView` schedule (`TimelineSchedule`'s static members).
enum TimelineScheduleValue: Sendable {
    /// `.animation`, `.animation(minimumInterval:paused:)`.
    case animation(minimumInterval: Double?, paused: Bool)
    /// `.periodic(from:by:)`: dates (seconds since the reference date) from `from`, `by` apart.
    case periodic(from: Double, by: Double)
    case everyMinute
}

extension ViewValue {
    /// The view with its clock (the same view when there is none).
    func withClock(_ clock: ViewClock?) -> Value {
        guard let clock else { return .view(self) }
        return .view(ViewValue(node: .modified(node, .clock(clock)), depth: depth + 1))
    }
}
