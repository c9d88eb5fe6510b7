import Motion

/// Which instant each output frame of a clip shows, with a playback speed.
///
/// Output frame i shows clip time t = i / fps · speed (speed 0.25 is the slow motion transition
/// authors use: four times as many frames, played at the same fps). A clip of duration D has
/// output frames 0 … ⌊D / speed · fps⌋; at speed 1 this is exactly `Clip.frameCount` and
/// `Clip.time(ofFrame:)`.
public struct FrameTiming: Sendable, Equatable {
    /// Frames per second of the output.
    public let fps: Double
    /// Clip seconds per output second.
    public let speed: Double
    /// Output frames of the whole clip.
    public let frameCount: Int

    /// - Throws: `OutputError` for a speed that is not finite and positive.
    public init(clip: Clip, speed: Double = 1) throws {
        guard speed.isFinite, speed > 0 else { throw OutputError("speed \(speed) is not a positive number") }
        fps = clip.scene.fps
        self.speed = speed
        frameCount = speed == 1 ? clip.frameCount : Int((clip.duration / speed * fps + 1e-9).rounded(.down)) + 1
    }

    /// The clip time shown by output frame i.
    public func time(ofFrame i: Int) -> Double { speed == 1 ? Double(i) / fps : Double(i) / fps * speed }
}
