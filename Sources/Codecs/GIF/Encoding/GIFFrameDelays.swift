/// When each source frame starts, in the GIF's centiseconds, with the rounding carried so the total is exact.
///
/// Frame i starts at ⌊i·100/fps⌋ cs, so a frame's delay is the difference of consecutive starts: at 30 fps
/// 3, 3, 4, 3, 3, 4, … and 30 frames last exactly 100 cs (rounding every delay alone would give 90 or 120).
/// Browsers play delays below 2 cs as 10 cs, so the encoder drops a frame that would start less than
/// `minimumDelay` after the frame before it (above 50 fps), giving its time to that frame.
struct GIFFrameDelays: Sendable {
    /// Shortest delay browsers honour (Chrome, Firefox and Safari replace 0 and 1 cs by 10 cs).
    static let minimumDelay = 2

    let fps: Double

    /// The start of source frame `index` in centiseconds (`FrameStarts`, the rule the WebP writer shares).
    func start(ofFrame index: Int) -> Int {
        FrameStarts(fps: fps, ticksPerSecond: 100).start(ofFrame: index)
    }
}
