import Glibc

/// Chooses, frame by frame, among encodings of different size and quality so that the clip reaches a target
/// mean PSNR with as few bytes as possible.
///
/// Minimizing total bytes subject to a mean quality is a Lagrangian problem: with a multiplier λ (bytes per unit
/// of squared error), every frame independently takes the option minimizing bytes + λ·SSE, and λ is the
/// smallest value whose choices reach the target (Everett 1963; Shoham & Gersho, "Efficient bit allocation for
/// an arbitrary set of quantizers", IEEE TASSP 1988). Equal slopes spend bytes where they buy the most quality:
/// an easy frame may reach 60 dB for a few bytes while a hard one stays somewhat below the target. (Squared
/// error rather than dB in the cost, because errors of pixels that stop changing stay on screen: with a
/// per-frame dB cost, a frame already carrying old errors would see little gain in improving its new pixels
/// and quality would ratchet down.)
///
/// A streaming encoder cannot see future frames, so λ is estimated from the options of the most recent frames
/// (a bounded window, the current one included): the smallest λ at which that window would reach the goal.
/// When the clip's length is known, the goal is the quality the remaining frames need for the whole clip to
/// average the target (so early frames that came out better or worse are balanced), within ±1 dB of it.
/// Deterministic: bisection with a fixed number of steps.
struct RateController {
    /// One way to encode a frame.
    struct Option {
        var bytes: Double
        /// Squared error of the whole frame as shown (8-bit RGB units).
        var squaredError: Double
        /// The frame's PSNR (capped at 60 dB).
        var psnr: Double
    }

    let targetPSNR: Double
    /// Frames in the clip, if known.
    let expectedFrames: Int?
    /// Frames whose options set λ: long enough for λ to stay steady (equal slopes across the clip are what
    /// makes the allocation efficient), short enough to follow a change of content.
    private let window = 48
    /// Largest distance of the goal from the target, in dB.
    static let goalSwing = 1.0
    private var history: [[Option]] = []
    private var achieved = 0.0
    private var frames = 0

    init(targetPSNR: Double, expectedFrames: Int?) {
        self.targetPSNR = targetPSNR
        self.expectedFrames = expectedFrames
    }

    /// Index of the option to use for the current frame (its options join the window).
    mutating func choose(_ options: [Option]) -> Int {
        precondition(!options.isEmpty)
        history.append(options)
        if history.count > window { history.removeFirst(history.count - window) }
        lastMultiplier = multiplier(goal)
        return options.count > 1 ? RateController.pick(options, lambda: lastMultiplier) : 0
    }

    /// The multiplier the last `choose` used.
    private(set) var lastMultiplier = 0.0

    /// Replaces the current frame's options (after `choose`) with a larger set, when more were estimated.
    mutating func amendLast(_ options: [Option]) {
        precondition(!history.isEmpty && options.count >= history[history.count - 1].count)
        history[history.count - 1] = options
    }

    /// The Lagrangian cost of an option: bytes + λ·SSE.
    static func cost(_ option: Option, lambda: Double) -> Double {
        option.bytes + lambda * option.squaredError
    }

    /// Records the PSNR a source frame actually got as shown (every frame, also those that needed no choice or
    /// merged into the previous one).
    mutating func record(psnr: Double) {
        achieved += psnr
        frames += 1
    }

    /// The mean PSNR the coming frames should reach: the target, or — when the clip's length is known — what
    /// the rest of the clip must average for the whole to reach it, within `goalSwing` of the target. A wider
    /// swing makes λ vary more between frames, which wastes bytes (equal slopes are what makes the allocation
    /// efficient, and errors of frames that go static stay on screen); with ±3 dB, a run of easy frames early
    /// in a short clip pulled the goal of all later ones down and back up, and both size and quality jumped
    /// with small changes of the target.
    var goal: Double {
        guard let n = expectedFrames, n > frames else { return targetPSNR }
        let swing = RateController.goalSwing
        return min(targetPSNR + swing,
                   max(targetPSNR - swing, (targetPSNR * Double(n) - achieved) / Double(n - frames)))
    }

    /// The option minimizing bytes + λ·SSE (fewer bytes on ties).
    static func pick(_ options: [Option], lambda: Double) -> Int {
        var best = 0
        var bestCost = Double.infinity
        for (i, o) in options.enumerated() {
            let cost = RateController.cost(o, lambda: lambda)
            if cost < bestCost || (cost == bestCost && o.bytes < options[best].bytes) {
                bestCost = cost
                best = i
            }
        }
        return best
    }

    /// The smallest λ (to 0.1 %) at which the window's choices average `goal`; the largest tried if none does.
    private func multiplier(_ goal: Double) -> Double {
        func mean(_ lambda: Double) -> Double {
            var total = 0.0
            for options in history { total += options[RateController.pick(options, lambda: lambda)].psnr }
            return total / Double(history.count)
        }
        var lo = -30.0, hi = 10.0  // log2 λ
        if mean(exp2(lo)) >= goal { return exp2(lo) }
        if mean(exp2(hi)) < goal { return exp2(hi) }
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if mean(exp2(mid)) >= goal { hi = mid } else { lo = mid }
        }
        return exp2(hi)
    }
}
