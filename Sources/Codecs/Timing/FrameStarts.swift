/// When each frame of a constant-rate clip starts, in whole ticks of a container's clock (GIF: centiseconds,
/// WebP: milliseconds), with the rounding carried so the total is exact.
///
/// Frame i starts at ⌊i·ticksPerSecond/fps⌋ ticks, and a frame lasts until the next one starts: at 30 fps in
/// centiseconds 3, 3, 4, 3, 3, 4, … and in milliseconds 33, 33, 34, …, so n frames last exactly n/fps seconds
/// (rounding every duration alone would drift). GIF and WebP writers share this one rule.
public struct FrameStarts: Sendable, Equatable {
    public let fps: Double
    public let ticksPerSecond: Int

    public init(fps: Double, ticksPerSecond: Int) {
        precondition(fps > 0 && fps.isFinite && ticksPerSecond > 0, "frame rate and tick rate must be positive")
        self.fps = fps
        self.ticksPerSecond = ticksPerSecond
    }

    /// The start of frame `index` in ticks: exact integer arithmetic for whole frame rates; for fractional
    /// ones (29.97) a relative epsilon keeps values that are mathematically whole from rounding down.
    public func start(ofFrame index: Int) -> Int {
        if fps == fps.rounded(), fps <= 1e9 { return index * ticksPerSecond / Int(fps) }
        let t = Double(index) * Double(ticksPerSecond) / fps
        return Int((t + t * 1e-12).rounded(.down))
    }
}
