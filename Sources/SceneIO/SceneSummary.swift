import Geometry
import Document
import Motion

/// What `flipbook check` reports about a scene that loads, runs and lays out.
public struct SceneSummary: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// Canvas size in points.
    public var width: Double, height: Double
    public var scale: Double
    public var fps: Double
    /// The clip's length in seconds (given, or until animations settle plus the hold).
    public var duration: Double
    public var frameCount: Int
    /// State changes (transactions) on the timeline.
    public var stateChanges: Int
    /// Taps fired by the scene's directives or overrides.
    public var taps: Int

    /// The summary of a clip (made with `Clip(scene:)`, which runs the timeline and lays out every state).
    public init(clip: Clip) {
        let s = clip.scene
        name = s.name; width = s.size.width; height = s.size.height; scale = s.scale; fps = s.fps
        duration = clip.duration; frameCount = clip.frameCount; stateChanges = clip.timeline.transactions.count
        taps = s.taps.count
    }

    /// `card-flip: 400x400 pt @2x, 30 fps, 2.85 s, 86 frames, 2 state changes, 2 taps`.
    public var description: String {
        func n(_ v: Double) -> String { formatNumber(v) }
        func plural(_ k: Int, _ word: String) -> String { "\(k) \(word)\(k == 1 ? "" : "s")" }
        return "\(name): \(n(width))x\(n(height)) pt @\(n(scale))x, \(n(fps)) fps, \(n(duration)) s, "
            + "\(plural(frameCount, "frame")), \(plural(stateChanges, "state change")), \(plural(taps, "tap"))"
    }
}
