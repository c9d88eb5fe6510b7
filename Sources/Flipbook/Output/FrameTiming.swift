import Geometry
import Motion

/// Which instant each output frame of a clip shows, with a playback speed: the clip's frame grid
/// slowed down (or sped up), and how many output frames cover the whole clip.
///
/// Output frame i shows clip time t = i / fps · speed (speed 0.25 is the slow motion transition
/// authors use: four times as many frames, played at the same fps). A clip of duration D has
/// output frames 0 … ⌊D / speed · fps⌋; at speed 1 this is exactly `Clip.frameCount` and
/// `Clip.time(ofFrame:)`. The arithmetic is `FrameGrid`'s, so both always agree.
public struct FrameTiming: Sendable, Equatable {
    /// The output frames' grid, in clip time.
    public let grid: FrameGrid
    /// Output frames of the whole clip.
    public let frameCount: Int

    /// Frames per second of the output.
    public var fps: Double { grid.fps }
    /// Clip seconds per output second.
    public var speed: Double { grid.speed }

    /// - Throws: `OutputError` for a speed that is not finite and positive.
    public init(clip: Clip, speed: Double = 1) throws {
        guard speed.isFinite, speed > 0 else { throw OutputError("speed \(speed) is not a positive number") }
        grid = FrameGrid(fps: clip.scene.fps, speed: speed)
        frameCount = clip.frameCount(on: grid)
    }

    /// The output frames of `duration` seconds at `fps` (the last frame at or before it), for a
    /// source that is not one clip (`Comparison`).
    /// - Throws: `OutputError` for a speed or fps that is not finite and positive.
    public init(fps: Double, duration: Double, speed: Double = 1) throws {
        guard speed.isFinite, speed > 0 else { throw OutputError("speed \(speed) is not a positive number") }
        guard fps.isFinite, fps > 0 else { throw OutputError("fps \(fps) is not a positive number") }
        grid = FrameGrid(fps: fps, speed: speed)
        frameCount = grid.frameCount(duration: max(0, duration))
    }

    /// The clip time shown by output frame i.
    public func time(ofFrame i: Int) -> Double { grid.time(ofFrame: i) }
}
