import Document
import Geometry

/// What is moving on screen at one instant, as the automatic clip length needs to know it: motion
/// that will end (`finite`), and motion that repeats forever with a known period once everything
/// else has ended (`periods`). A value driven by a `repeatForever` animation counts as periodic
/// only when nothing else in its run is still moving (an earlier animation it combines with, or a
/// `delay` before the loop starts); until then it is finite motion, the loop's intro.
final class MotionActivity {
    /// Something animates that will finish.
    var finite = false
    /// Something animates forever without a usable period (a repeating animation whose cycle
    /// never ends, a spring cycle longer than a minute).
    var aperiodic = false
    /// The periods (seconds) of the forever-repeating animations running, without repeats.
    private(set) var periods: [Double] = []

    var isAnimating: Bool { finite || aperiodic || !periods.isEmpty }
    /// Only loops run: from now on the picture repeats with the periods' common period.
    var onlyLoops: Bool { !finite && !aperiodic && !periods.isEmpty }

    /// Records the motion of `value` at t (called only when it is animating).
    func note(_ value: AnimatedValue, at t: Double, grid: FrameGrid) {
        guard value.value(at: t, grid: grid).isAnimating else { return }
        let (_, run) = value.running(at: t, grid: grid)
        guard let run else { return }
        switch run.loop(at: t, grid: grid) {
        case .none: finite = true
        case .some(nil): aperiodic = true
        case .some(let p?): if !periods.contains(p) { periods.append(p) }
        }
    }

    /// Records a loop that runs forever with `period` seconds (a looping symbol effect).
    func noteLoop(period: Double) { if !periods.contains(period) { periods.append(period) } }

    func note(_ attributes: AnimatedAttributes, at t: Double, grid: FrameGrid) {
        for p in attributes.parts { note(p, at: t, grid: grid) }
    }
}

extension Run {
    /// nil: the run will finish (or has); `.some(period)`: from t on it repeats forever with that
    /// period (`.some(nil)`: forever, but with no period to loop on). Only the newest entry can run
    /// forever (it decides when the run finishes); every part before it must have finished by t.
    func loop(at t: Double, grid: FrameGrid) -> Double?? {
        guard let last = entries.last else { return nil }
        func magnitude(_ target: [Double], _ base: [Double]) -> Double {
            var sum = 0.0
            for (a, b) in zip(target, base) { sum += (a - b) * (a - b) }
            return sum.squareRoot()
        }
        guard let forever = last.animation.foreverLoop(magnitude: magnitude(last.target, previousTarget(before: entries.count - 1)),
                                                        grid: grid) else { return nil }
        guard t >= last.start + forever.start else { return nil }
        if let m = merged {
            // The spring a merge left behind must be at rest.
            var s = m.integrated(to: m.start)
            var settled = false
            for f in grid.samples(from: m.start, through: t) {
                s = m.integrated(from: s, to: f)
                if s.isSettled(target: m.target) { settled = true; break }
            }
            if !settled { return nil }
        }
        for i in entries.indices.dropLast() {
            let e = entries[i]
            let samples = grid.samples(from: e.start, through: t).map { $0 - e.start }
            let p = e.animation.progress(samples: samples, magnitude: magnitude(e.target, previousTarget(before: i)))
            if p.finishedAt == nil { return nil }
        }
        return .some(forever.period)
    }

    /// The cumulative target before entry i (the merged spring's, else zero).
    private func previousTarget(before i: Int) -> [Double] {
        if i > 0 { return entries[i - 1].target }
        return merged?.target ?? Array(repeating: 0, count: entries[i].target.count)
    }
}

extension Animation {
    /// For an animation that repeats forever: the local time its periodic motion starts (after a
    /// `delay` outside the repeat) and its period (nil when a cycle has no finite length); nil for
    /// an animation that ends. The period is the cycle's nominal length (two cycles when it
    /// autoreverses): SwiftUI starts each cycle on the first frame after the last one ended (§4),
    /// which the loop's own frames reproduce; its length is what the author wrote.
    func foreverLoop(magnitude: Double, grid: FrameGrid) -> (start: Double, period: Double?)? {
        switch kind {
        case .repeat(let base, nil, let autoreverses):
            return (0, base.cycleLength(magnitude: magnitude, grid: grid).map { autoreverses ? 2 * $0 : $0 })
        case .delay(let base, let d):
            return base.foreverLoop(magnitude: magnitude, grid: grid).map { (d + $0.start, $0.period) }
        case .speed(let base, let s):
            return base.foreverLoop(magnitude: magnitude, grid: grid).map { ($0.start / s, $0.period.map { $0 / s }) }
        case .logicallyComplete(let base, _):
            return base.foreverLoop(magnitude: magnitude, grid: grid)
        case .bezier, .spring, .interpolatingSpring, .repeat:
            return nil
        }
    }

    /// How long one run of this animation takes from rest (nil: it never ends or takes longer
    /// than `maximumCycle`). A fluid spring's run ends on the first frame it is settled (§3.6),
    /// so its length is a whole number of frames.
    func cycleLength(magnitude: Double, grid: FrameGrid) -> Double? {
        switch kind {
        case .bezier(_, _, _, _, let duration): return duration > 0 ? duration : nil
        case .spring:
            let samples = (0..<grid.frameCount(duration: Self.maximumCycle)).map(grid.time(ofFrame:))
            return progress(samples: samples, magnitude: magnitude).finishedAt.map { samples[$0] }
        case .interpolatingSpring(let m, let k, let c, let v0):
            return ClosedFormSpring(SpringParameters(stiffness: k, damping: c, mass: m), initialVelocity: v0).duration
        case .delay(let base, let d): return base.cycleLength(magnitude: magnitude, grid: grid).map { $0 + d }
        case .speed(let base, let s): return base.cycleLength(magnitude: magnitude, grid: grid).map { $0 / s }
        case .logicallyComplete(let base, _): return base.cycleLength(magnitude: magnitude, grid: grid)
        case .repeat(let base, let count?, _): return base.cycleLength(magnitude: magnitude, grid: grid).map { Double(count) * $0 }
        case .repeat(_, nil, _): return nil
        }
    }

    /// When a run from rest is logically complete (SwiftUI's `.logicallyComplete` criterion, as the
    /// scene scripts' `AnimationCompletion` applies it to completion handlers): a timing curve at its
    /// duration, a fluid spring once its response has elapsed (its tail may still move),
    /// `interpolatingSpring` after one period; nil for `repeatForever`, which never completes.
    func logicalCompletion(grid: FrameGrid) -> Double? {
        switch kind {
        case .bezier(_, _, _, _, let duration): return max(0, duration)
        case .spring(let response, _, _): return max(0, response)
        case .interpolatingSpring(let m, let k, _, _):
            let w0 = (k / max(m, 1e-9)).squareRoot()
            return w0 > 0 ? 2 * Double.pi / w0 : 0
        case .delay(let base, let d): return base.logicalCompletion(grid: grid).map { $0 + max(0, d) }
        case .speed(let base, let s): return s > 0 ? base.logicalCompletion(grid: grid).map { $0 / s } : nil
        case .logicallyComplete(let base, let after): return min(base.logicalCompletion(grid: grid) ?? .infinity, max(0, after))
        case .repeat(let base, let count?, _):
            guard count > 0 else { return 0 }
            guard let cycle = base.cycleLength(magnitude: 1, grid: grid), let last = base.logicalCompletion(grid: grid) else { return nil }
            return Double(count - 1) * cycle + last
        case .repeat(_, nil, _): return nil
        }
    }

    /// Cycles longer than this are not looped on (and a spring is not integrated past it).
    static let maximumCycle = 60.0
}
