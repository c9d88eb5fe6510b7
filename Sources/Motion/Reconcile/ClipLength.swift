import Document
import Geometry

/// How a clip's length was decided.
///
/// Without a duration from the scene, a clip runs from 0 until every animation after the last
/// state change has settled, plus the scene's hold — except that:
/// - when, after the last change, only `repeatForever` animations still move (the loop), the clip
///   ends after exactly one common period of them (the least common multiple of their periods on
///   the frame grid), counted from the first frame where nothing else moves, and without a hold:
///   the frame after the last is the loop's first frame again, so a looping GIF has no jump
///   (an intro before the loop plays once per GIF loop);
/// - the length never exceeds `Clip.maximumAutomaticDuration` (10 s): animations still running
///   then (a loop without a common period within the limit, a very long animation) are cut.
public enum ClipLength: Hashable, Sendable {
    /// The scene gave the duration.
    case given
    /// Every animation settled at `settled`; the hold follows.
    case settled(at: Double)
    /// One period of a loop: from `start` (the intro's end), `period` seconds. The clip's frames are
    /// those before `start + period`. `repeats`: the most periods one of the loops runs in it (1: each
    /// runs once; more, with several loops of different periods, and each cycle SwiftUI starts on the
    /// frame after the last ended, so the seam can be up to `repeats − 1` frames off).
    case loop(start: Double, period: Double, repeats: Int)
    /// Still animating at the limit (`Clip.maximumAutomaticDuration`); `reason` says what ran.
    case capped(reason: String)

    /// The loop's end (exclusive), for `.loop`.
    public var loopEnd: Double? { if case .loop(let s, let p, _) = self { s + p } else { nil } }

    /// One line saying what was decided, for the CLI (nil when the scene gave the duration).
    public var summary: String? {
        switch self {
        case .given: return nil
        case .settled(let t): return "animations settle at \(formatNumber(t)) s"
        case .loop(let s, let p, let repeats):
            let intro = s > 0 ? " after a \(formatNumber(s)) s intro" : ""
            if repeats == 1 { return "a seamless loop: one \(formatNumber(p)) s period" + intro }
            return "a loop: one \(formatNumber(p)) s common period\(intro), in which a loop repeats \(repeats) times; "
                + "SwiftUI starts each cycle on the frame after the last ended, so the seam may be up to \(repeats - 1) frames off"
        case .capped(let reason):
            return "the automatic length is capped at \(formatNumber(Clip.maximumAutomaticDuration)) s (\(reason)); --duration sets another"
        }
    }
}

extension Clip {
    /// The longest clip made without a duration from the scene.
    public static let maximumAutomaticDuration = 10.0

    /// The automatic length of a clip of `snapshots` (see `ClipLength`): (duration, how).
    static func automaticLength(snapshots: [Snapshot], grid: FrameGrid, lastChange: Double,
                                hold: Double) throws -> (Double, ClipLength) {
        let cap = maximumAutomaticDuration
        let lastFrame = grid.frameCount(duration: cap) - 1
        var i = Int((lastChange * grid.fps - 1e-9).rounded(.up))
        while i <= lastFrame {
            let t = grid.time(ofFrame: i)
            let activity = MotionActivity()
            let probe = Presenter(snapshots: snapshots, grid: grid, activity: activity)
            guard try probe.present(at: t).isAnimating else {
                if t + hold > cap + 1e-9 { return (cap, .capped(reason: "animations settle at \(formatNumber(t)) s, then the \(formatNumber(hold)) s hold")) }
                return (t + hold, .settled(at: t))
            }
            if activity.onlyLoops {
                guard let frames = commonPeriod(activity.periods, fps: grid.fps, maxFrames: lastFrame + 1 - i) else {
                    let list = activity.periods.map { formatNumber($0) + " s" }.joined(separator: ", ")
                    return (cap, .capped(reason: "repeating animations with periods \(list) have no common period within it"))
                }
                let end = Double(i + frames) / grid.fps
                let period = Double(frames) / grid.fps
                let repeats = activity.periods.map { Int((period / $0).rounded()) }.max() ?? 1
                return (end, .loop(start: t, period: period, repeats: repeats))
            }
            i += 1
        }
        return (cap, .capped(reason: "animations still run at \(formatNumber(cap)) s"))
    }

    /// The least whole number of frames that is a whole number of every period, at most
    /// `maxFrames` (nil if there is none): 1 s and 1.5 s at 30 fps → 90; 0.35 s → 21 (two periods).
    public static func commonPeriod(_ periods: [Double], fps: Double, maxFrames: Int) -> Int? {
        guard maxFrames >= 1 else { return nil }
        var total = 1
        for p in periods {
            let frames = p * fps
            guard frames.isFinite, frames > 0 else { return nil }
            // The fewest periods that fill a whole number of frames (within float noise).
            var m = 1
            while Double(m) * frames <= Double(maxFrames) + 0.5 {
                let f = Double(m) * frames
                if abs(f - f.rounded()) <= 1e-6 * max(1, f) { break }
                m += 1
            }
            let whole = Int((Double(m) * frames).rounded())
            guard whole >= 1, whole <= maxFrames else { return nil }
            total = total / gcd(total, whole) * whole
            guard total <= maxFrames else { return nil }
        }
        return total
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
