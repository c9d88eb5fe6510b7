import Document

/// The progress of one animation run from rest over a unit interval, sampled on the frame grid.
struct SampledProgress {
    /// Fraction of the interval applied at the last sample (may overshoot for springs).
    var fraction: Double
    /// Index of the first sample at which the animation reported finished, if any.
    var finishedAt: Int?
}

extension Animation {
    /// Evaluates the animation from rest at local times `samples` (ascending; the last one is the
    /// time asked for). `magnitude` is |Δ| in animation units: fluid springs stop on absolute
    /// thresholds (§3.6). Pure: the same inputs give the same output.
    func progress(samples: [Double], magnitude: Double) -> SampledProgress {
        guard let e = samples.last else { return SampledProgress(fraction: 0, finishedAt: nil) }
        switch kind {
        case .bezier(let p1x, let p1y, let p2x, let p2y, let duration):
            // Finished only when t > duration (strictly), so the frame at t = duration still shows 1.
            let done = duration <= 0 ? 0 : samples.firstIndex { $0 > duration }
            if done != nil { return SampledProgress(fraction: 1, finishedAt: done) }
            return SampledProgress(fraction: UnitCurve(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y).value(at: e / duration),
                                   finishedAt: nil)

        case .spring(let response, let zeta, _):
            var s = FluidSpring(parameters: SpringParameters(response: response, dampingFraction: zeta), dimension: 1)
            let target = [magnitude]
            for (i, t) in samples.enumerated() {
                s.advance(to: t, target: target)
                if magnitude == 0 || s.isSettled(target: target) { return SampledProgress(fraction: 1, finishedAt: i) }
            }
            return SampledProgress(fraction: s.x[0] / magnitude, finishedAt: nil)

        case .interpolatingSpring(let m, let k, let c, let v0):
            let spring = ClosedFormSpring(SpringParameters(stiffness: k, damping: c, mass: m), initialVelocity: v0)
            let d = spring.duration
            if let done = samples.firstIndex(where: { $0 >= d }) { return SampledProgress(fraction: 1, finishedAt: done) }
            let x = spring.value(at: e)
            if !x.isFinite { return SampledProgress(fraction: 1, finishedAt: samples.count - 1) }
            return SampledProgress(fraction: x, finishedAt: nil)

        case .delay(let base, let d):
            // The value holds at the start during the delay.
            let shifted = samples.map { max(0, $0 - d) }
            return base.progress(samples: shifted, magnitude: magnitude)

        case .speed(let base, let s):
            return base.progress(samples: samples.map { $0 * s }, magnitude: magnitude)

        case .logicallyComplete(let base, _):
            return base.progress(samples: samples, magnitude: magnitude)

        case .repeat(let base, let count, let autoreverses):
            return repeatProgress(base: base, count: count, autoreverses: autoreverses, samples: samples,
                                  magnitude: magnitude)
        }
    }

    /// §4: each cycle runs the base from its own local time 0; a cycle ends on the first sample at
    /// which the base reports finished, showing the cycle's end value (1, or 0 on reversed cycles),
    /// and the next cycle starts at that sample's time. Odd cycles with autoreverses show 1 − p.
    private func repeatProgress(base: Animation, count: Int?, autoreverses: Bool, samples: [Double],
                                magnitude: Double) -> SampledProgress {
        var cycle = 0
        var cycleStart = 0.0
        var first = 0           // index of the first sample of the current cycle
        while true {
            let local = samples[first...].map { $0 - cycleStart }
            let p = base.progress(samples: local, magnitude: magnitude)
            let reversed = autoreverses && cycle % 2 == 1
            guard let doneLocal = p.finishedAt else {
                return SampledProgress(fraction: reversed ? 1 - p.fraction : p.fraction, finishedAt: nil)
            }
            let done = first + doneLocal
            // A base that finishes at its own start (zero duration) cannot cycle: it is done.
            if doneLocal == 0 && cycle > 0 { return SampledProgress(fraction: 1, finishedAt: done) }
            cycle += 1
            if let count, cycle >= count { return SampledProgress(fraction: 1, finishedAt: done) }
            if done == samples.count - 1 {
                return SampledProgress(fraction: reversed ? 0 : 1, finishedAt: nil)
            }
            cycleStart = samples[done]
            first = done   // the next cycle's clock starts at that frame (local time 0 there)
        }
    }

    /// True for the plain fluid springs that merge into a running animation (§1.4, §3.7).
    var mergesIntoRunning: Bool { if case .spring = kind { return true } else { return false } }
}
