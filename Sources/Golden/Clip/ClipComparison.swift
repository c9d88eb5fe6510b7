import Raster

/// One frame of a clip comparison.
public struct FrameOutcome: Sendable {
    public enum Status: String, Sendable, Codable, Hashable {
        /// Within tolerance of its golden.
        case passed
        /// Not within tolerance of its golden, but within tolerance of a neighbouring frame's
        /// (`frameShift`): a timing change, not pixel drift. Counts as passing.
        case shifted
        /// Beyond tolerance (pixel drift).
        case failed
        /// No golden at this time (and none was recorded).
        case missing
        /// The actual frame was written as the golden: none existed, recording was forced (`all`), or a
        /// failing frame was accepted (`failed`); `golden` and `comparison` keep the old golden, if any.
        case recorded
    }

    /// Seconds from the clip's start.
    public var time: Double
    public var status: Status
    /// The comparison with the golden at the same time (nil when there is none).
    public var comparison: ImageComparison?
    /// For `.shifted`: actual frame i shows what golden frame i + frameShift shows. Positive: the animation
    /// now runs ahead (early) by that many frames; negative: it lags (late).
    public var frameShift: Int?
    /// The golden at this time, if any.
    public var golden: Pixmap?
    /// The rendered frame.
    public var actual: Pixmap

    public init(time: Double, status: Status, comparison: ImageComparison? = nil, frameShift: Int? = nil,
                golden: Pixmap? = nil, actual: Pixmap) {
        self.time = time; self.status = status; self.comparison = comparison; self.frameShift = frameShift
        self.golden = golden; self.actual = actual
    }

    /// Whether this frame fails the clip (`failed` or `missing`).
    public var isFailure: Bool { status == .failed || status == .missing }
}

/// A clip's frames compared with its goldens: per frame, plus the clip-level view — which times fail,
/// the first and the worst, and which frames only moved in time.
public struct ClipComparison: Sendable {
    public var name: String
    /// Every compared frame, by increasing time.
    public var frames: [FrameOutcome]

    public init(name: String, frames: [FrameOutcome]) {
        self.name = name
        self.frames = frames.sorted { $0.time < $1.time }
    }

    /// Times of failing frames (`failed` or `missing`), increasing.
    public var failingTimes: [Double] { frames.filter(\.isFailure).map(\.time) }
    /// The earliest failing time.
    public var firstFailingTime: Double? { failingTimes.first }
    /// The failing time with the largest share of differing pixels (ties: the larger worst pixel difference,
    /// then the earlier time); a missing golden counts as fully different.
    public var worstFailingTime: Double? {
        var best: (time: Double, ratio: Double, worst: Double)?
        for f in frames where f.isFailure {
            let ratio = f.comparison.map { $0.sizeMatches ? $0.ratio : 1 } ?? 1
            let worst = f.comparison?.worstDifference ?? .infinity
            if best == nil || ratio > best!.ratio || (ratio == best!.ratio && worst > best!.worst) {
                best = (f.time, ratio, worst)
            }
        }
        return best?.time
    }
    /// Frames accepted only as timing shifts: (time, frame shift).
    public var timingShifts: [(time: Double, frames: Int)] {
        frames.compactMap { f in f.status == .shifted ? (f.time, f.frameShift ?? 0) : nil }
    }
    /// Times whose golden was written by this run.
    public var recordedTimes: [Double] { frames.filter { $0.status == .recorded }.map(\.time) }
    /// No frame failed and no golden was missing.
    public var passed: Bool { !frames.contains(where: \.isFailure) }

    /// One line per clip for a test failure or the CLI, e.g.
    /// `card-flip: 2 of 5 frames fail (t = 0.2, 0.5); first 0.2 s, worst 0.5 s: 1234 px differ (…)`, or for a
    /// first run `card-flip: recorded 23 new golden frames (nothing to compare with yet)` — a frame that was
    /// only recorded is never said to pass.
    public var summary: String {
        var s = "\(name): "
        let failing = frames.filter(\.isFailure)
        let recorded = frames.filter { $0.status == .recorded }
        let compared = frames.count - recorded.count
        if failing.isEmpty {
            if recorded.isEmpty {
                s += "all \(frames.count) frames pass"
            } else if compared == 0 {
                s += recordedPhrase(recorded) + (recorded.allSatisfy { $0.golden == nil } ? " (nothing to compare with yet)" : "")
            } else {
                s += "\(compared) of \(frames.count) frames pass, " + recordedPhrase(recorded)
            }
        } else {
            s += "\(failing.count) of \(frames.count) frames fail (t = "
                + failing.map { format($0.time, digits: 4) }.joined(separator: ", ") + ")"
            if let first = firstFailingTime { s += "; first \(format(first, digits: 4)) s" }
            if let worst = worstFailingTime, let f = frames.first(where: { $0.time == worst }) {
                s += ", worst \(format(worst, digits: 4)) s: "
                    + (f.status == .missing ? "no golden" : f.comparison?.summary ?? "")
            }
            if !recorded.isEmpty { s += "; " + recordedPhrase(recorded) }
        }
        let shifts = timingShifts
        if !shifts.isEmpty {
            s += "; timing shift at t = " + shifts.map { "\(format($0.time, digits: 4)) (\($0.frames > 0 ? "+" : "")\($0.frames) frame\(abs($0.frames) == 1 ? "" : "s"))" }
                .joined(separator: ", ")
        }
        return s
    }

    /// "recorded 3 golden frames (1 new, 2 replacing goldens that differed)".
    private func recordedPhrase(_ recorded: [FrameOutcome]) -> String {
        let new = recorded.filter { $0.golden == nil }.count
        let changed = recorded.filter { $0.golden != nil && $0.comparison?.passed == false }.count
        let unchanged = recorded.count - new - changed
        let n = recorded.count
        if new == n { return "recorded \(n) new golden frame\(n == 1 ? "" : "s")" }
        var parts: [String] = []
        if new > 0 { parts.append("\(new) new") }
        if changed > 0 { parts.append("\(changed) replacing golden\(changed == 1 ? "" : "s") that differed") }
        if unchanged > 0 { parts.append("\(unchanged) unchanged") }
        return "recorded \(n) golden frame\(n == 1 ? "" : "s") (" + parts.joined(separator: ", ") + ")"
    }
}
