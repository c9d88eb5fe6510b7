/// The instants at which a clip is sampled: frame i is at i / fps seconds.
///
/// SwiftUI checks whether an animation has finished on each drawn frame (§3.6 springs, §4 repeat
/// cycles), so those decisions depend on the frame rate. Motion makes them on this grid, which
/// keeps every value a pure function of (scene, t, fps).
public struct FrameGrid: Hashable, Sendable {
    public var fps: Double
    public init(fps: Double) { precondition(fps > 0); self.fps = fps }

    /// The frame instants in [start, end], ascending, with `end` itself appended when it is not one.
    /// Times are computed as i / fps (never accumulated), so they are exact and reproducible.
    func samples(from start: Double, through end: Double) -> [Double] {
        if end < start { return [] }
        var i = (start * fps).rounded(.up)
        var out: [Double] = []
        while true {
            let f = i / fps
            if f > end { break }
            if f >= start { out.append(f) }
            i += 1
        }
        if out.last != end { out.append(end) }
        return out
    }
}
