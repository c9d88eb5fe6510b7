import Document
import Geometry

/// One animatable property over a clip: its initial value and the changes made to it, each at a
/// time and with the transaction's animation (nil = instant). `value(at:)` is a pure function of t.
///
/// Values are vectors in animation units (points; angles, anchors and colours ×128, §1.2).
/// SwiftUI's model (§1.1): a change stores the interval Δ = new − old and shows new − Δ + P(t).
/// A change that arrives mid-flight (§1.4):
/// - a fluid spring replaces the running animation and inherits its position and (if it was a
///   fluid spring) velocity, retargeted to the cumulative interval (§3.7);
/// - anything else is appended to a combining list: entry i interpolates from the still-running
///   value of the entries before it to its own cumulative target, Rᵢ = lerp(Rᵢ₋₁, Cᵢ, fᵢ(t − tᵢ)).
public struct AnimatedValue: Hashable, Sendable {
    public struct Change: Hashable, Sendable {
        public var time: Double
        public var value: [Double]
        public var animation: Animation?
        public init(time: Double, value: [Double], animation: Animation?) {
            self.time = time; self.value = value; self.animation = animation
        }
    }

    public var initial: [Double]
    /// Changes in time order.
    public private(set) var changes: [Change] = []

    public init(initial: [Double]) { self.initial = initial }

    /// Records a change; changes must be added in time order.
    public mutating func set(_ value: [Double], at time: Double, animation: Animation?) {
        precondition(value.count == initial.count, "animated vectors keep their dimension")
        precondition(changes.last.map { $0.time <= time } ?? true, "changes are added in time order")
        changes.append(Change(time: time, value: value, animation: animation))
    }

    /// The displayed value at time t, and whether an animation is still running then.
    public func value(at t: Double, grid: FrameGrid) -> (value: [Double], isAnimating: Bool) {
        let (model, run) = running(at: t, grid: grid)
        guard let run else { return (model, false) }
        let state = run.evaluate(at: t, grid: grid)
        if state.finished { return (model, false) }
        // Displayed = model − C_total + R(t).
        let total = run.total
        return (zip(model, zip(total, state.progress)).map { $0 - $1.0 + $1.1 }, true)
    }

    /// The model value at t and the animation run in force then (nil: none; it may have finished).
    func running(at t: Double, grid: FrameGrid) -> (model: [Double], run: Run?) {
        var model = initial
        var run: Run? = nil
        for change in changes where change.time <= t {
            if let r = run, r.evaluate(at: change.time, grid: grid).finished { run = nil }
            let delta = zip(change.value, model).map { $0 - $1 }
            model = change.value
            guard let animation = change.animation else { run = nil; continue }
            if delta.allSatisfy({ $0 == 0 }) { continue }
            if var r = run {
                r.add(animation, interval: delta, at: change.time, grid: grid)
                run = r
            } else {
                run = Run(first: animation, interval: delta, at: change.time)
            }
        }
        return (model, run)
    }
}

/// The running animation of one property: an optional merged fluid spring carrying state, then
/// stateless entries combined on top.
struct Run: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        var animation: Animation
        var start: Double
        /// Cumulative target Cᵢ.
        var target: [Double]
    }
    /// A fluid spring that took over a running animation: integrates from the inherited state.
    struct MergedSpring: Hashable, Sendable {
        /// The time the integrator's clock counts from.
        var origin: Double
        var start: Double
        var response: Double, dampingFraction: Double
        var previousResponse: Double?, blendDuration: Double
        var x: [Double], v: [Double], a: [Double]
        var clock: Double
        var target: [Double]
    }

    var merged: MergedSpring?
    var entries: [Entry]

    init(first: Animation, interval: [Double], at t: Double) {
        entries = [Entry(animation: first, start: t, target: interval)]
    }

    var total: [Double] { entries.last?.target ?? merged!.target }

    mutating func add(_ animation: Animation, interval: [Double], at t: Double, grid: FrameGrid) {
        let newTotal = zip(total, interval).map { $0 + $1 }
        guard animation.mergesIntoRunning, case .spring(let r, let z, let blend) = animation.kind else {
            entries.append(Entry(animation: animation, start: t, target: newTotal))
            return
        }
        // Inherit position, velocity (fluid springs only) and acceleration at t.
        let s = springState(at: t, grid: grid)
        merged = MergedSpring(origin: s.origin, start: t, response: r, dampingFraction: z,
                              previousResponse: s.response, blendDuration: blend,
                              x: s.x, v: s.v, a: s.a, clock: s.clock, target: newTotal)
        entries = []
    }

    /// The state a new fluid spring inherits at t (§3.7).
    private func springState(at t: Double, grid: FrameGrid)
        -> (x: [Double], v: [Double], a: [Double], clock: Double, origin: Double, response: Double?) {
        if entries.isEmpty, let m = merged {
            let s = m.integrated(to: t)
            return (s.x, s.v, s.a, s.clock, m.origin, m.response)
        }
        if merged == nil, entries.count == 1, case .spring(let r, let z, _) = entries[0].animation.kind {
            // A lone fluid spring from rest: its state is the unit state scaled by its interval.
            let e = entries[0]
            var s = FluidSpring(parameters: SpringParameters(response: r, dampingFraction: z), dimension: e.target.count)
            s.advance(to: t - e.start, target: e.target)
            return (s.x, s.v, s.a, s.clock, e.start, r)
        }
        // Anything else: current position, no velocity (curves report none), clock restarts.
        let p = evaluate(at: t, grid: grid).progress
        return (p, Array(repeating: 0, count: p.count), Array(repeating: 0, count: p.count), 0, t, nil)
    }

    /// R(t) (progress vector from the run's origin) and whether the newest entry has finished.
    func evaluate(at t: Double, grid: FrameGrid) -> (progress: [Double], finished: Bool) {
        var r: [Double]
        var finished = false
        if let m = merged {
            let samples = grid.samples(from: m.start, through: t)
            var s = m.integrated(to: m.start)
            finished = false
            for f in samples {
                s = m.integrated(from: s, to: f)
                if s.isSettled(target: m.target) { finished = true; break }
            }
            r = finished ? m.target : s.x
        } else {
            r = Array(repeating: 0, count: total.count)
        }
        for e in entries {
            let remaining = zip(e.target, r).map { $0 - $1 }
            let magnitude = remaining.reduce(0) { $0 + $1 * $1 }.squareRoot()
            let p = e.animation.progress(samples: grid.samples(from: e.start, through: t).map { $0 - e.start },
                                         magnitude: magnitude)
            finished = p.finishedAt != nil
            r = finished ? e.target : zip(r, remaining).map { $0 + p.fraction * $1 }
        }
        return (r, finished)
    }
}

extension Run.MergedSpring {
    /// The blended response (§3.7): r(t) = r_new + (r_old − r_new)·(1 − S(q)), S = smoothstep,
    /// q = (t − t₁)/blendDuration clamped to [0, 1] (OpenSwiftUI clamps the duration instead; we take
    /// that as a transcription slip [I]).
    func parameters(atClock c: Double) -> SpringParameters {
        var r = response
        if let old = previousResponse, old != response, blendDuration > 0 {
            let q = min(max((origin + c - start) / blendDuration, 0), 1)
            let smooth = q * q * (3 - 2 * q)
            r = response + (old - response) * (1 - smooth)
        }
        return SpringParameters(response: r, dampingFraction: dampingFraction)
    }

    func integrated(to t: Double) -> FluidSpring {
        var s = FluidSpring(parameters: parameters(atClock: clock), dimension: x.count)
        s.x = x; s.v = v; s.a = a
        s.setClock(clock)
        s.advance(to: t - origin, target: target) { parameters(atClock: $0) }
        return s
    }

    func integrated(from s0: FluidSpring, to t: Double) -> FluidSpring {
        var s = s0
        s.advance(to: t - origin, target: target) { parameters(atClock: $0) }
        return s
    }
}
