import Document

/// A frame worth looking at (and keeping as a golden): where a clip starts and ends, and where each
/// animation starts, passes half-way, overshoots most and settles.
public struct KeyMoment: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        case start, begin, mid, peak, settled, end
    }

    public var frame: Int
    public var kind: Kind
    /// Which state change it belongs to (1-based transaction number; nil for the clip's start and end).
    public var transaction: Int?

    public init(frame: Int, kind: Kind, transaction: Int? = nil) {
        self.frame = frame; self.kind = kind; self.transaction = transaction
    }

    public var description: String {
        transaction.map { "\(kind.rawValue) of change \($0) at frame \(frame)" } ?? "\(kind.rawValue) at frame \(frame)"
    }
}

extension Clip {
    /// The clip's key moments, in frame order: frame 0, the last frame, and for every animated state
    /// change the first frame at or after it (`begin`), the first frame at which its progress reaches
    /// one half (`mid`), the frame of its largest overshoot when it overshoots by more than 0.1 %
    /// (`peak`, springs) and the frame it is finished on (`settled`), all within the clip, before the next
    /// state change and within `keyMomentHorizon` seconds of its start.
    ///
    /// Progress is the animation's own unit progress evaluated from rest on the frame grid, with the
    /// magnitude of a typical move (100 points), so fluid springs stop where SwiftUI's would for it (a
    /// longer move settles a frame or two later: §3.6 thresholds are absolute).
    public func keyMoments() -> [KeyMoment] {
        let last = frameCount - 1
        var moments = [KeyMoment(frame: 0, kind: .start)]
        let transactions = timeline.transactions
        func firstFrame(at time: Double) -> Int { Int((time * scene.fps - 1e-9).rounded(.up)) }
        for (n, transaction) in transactions.enumerated() {
            guard let animation = transaction.animation else { continue }
            let first = firstFrame(at: transaction.time)
            guard first <= last else { continue }
            moments.append(KeyMoment(frame: first, kind: .begin, transaction: n + 1))
            // Each probe evaluates the animation from its start, so the scan is quadratic in its length: it stops
            // at the next state change (whose own moments follow) and after `keyMomentHorizon` seconds.
            var end = min(last, first + Int((Self.keyMomentHorizon * scene.fps).rounded(.up)))
            if n + 1 < transactions.count { end = min(end, max(first, firstFrame(at: transactions[n + 1].time) - 1)) }
            var mid: Int?, peak: (frame: Int, value: Double)?, settled: Int?
            for f in first...end {
                let samples = grid.samples(from: transaction.time, through: time(ofFrame: f)).map { $0 - transaction.time }
                let p = animation.progress(samples: samples, magnitude: Self.typicalMagnitude)
                if mid == nil && p.fraction >= 0.5 { mid = f }
                if p.fraction > 1.001 && p.fraction > (peak?.value ?? 0) { peak = (f, p.fraction) }
                if p.finishedAt != nil { settled = f; break }
            }
            if let mid { moments.append(KeyMoment(frame: mid, kind: .mid, transaction: n + 1)) }
            if let peak { moments.append(KeyMoment(frame: peak.frame, kind: .peak, transaction: n + 1)) }
            if let settled { moments.append(KeyMoment(frame: settled, kind: .settled, transaction: n + 1)) }
        }
        moments.append(KeyMoment(frame: last, kind: .end))
        return moments.sorted { ($0.frame, $0.transaction ?? 0) < ($1.frame, $1.transaction ?? 0) }
    }

    /// The times of `keyMoments()` in seconds, increasing, each once: what to pass to `assertGolden(of:named:at:)`.
    public func keyMomentTimes() -> [Double] {
        Array(Set(keyMoments().map(\.frame))).sorted().map(time(ofFrame:))
    }

    /// Every `k`-th frame (from 0) together with the key moments' frames, ascending, without repeats.
    public func goldenFrames(every k: Int) -> [Int] {
        precondition(k > 0, "every k-th frame needs k ≥ 1")
        let regular = stride(from: 0, to: frameCount, by: k)
        return Array(Set(regular).union(keyMoments().map(\.frame))).sorted()
    }

    private static let typicalMagnitude = 100.0

    /// How long after its start an animation's mid-point, peak and settle are looked for (SwiftUI's springs
    /// and curves of up to a few seconds settle well within it).
    public static let keyMomentHorizon = 5.0
}
