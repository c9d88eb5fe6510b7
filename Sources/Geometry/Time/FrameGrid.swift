/// Frame ↔ time, defined once for all of Flipbook: frame i is at t = i / fps · speed seconds.
///
/// Clips, renderers, golden strategies and the golden comparator all turn frames into times and
/// back here. Goldens are compared exactly and times feed springs, so every part must compute a
/// frame's time the same way, bit for bit: i / fps · speed, never accumulated. At speed 1 (every
/// grid but slow-motion output) the · speed and / speed steps are exact and change nothing.
///
/// SwiftUI also checks whether an animation has finished on each drawn frame (§3.6 springs, §4
/// repeat cycles), so those decisions depend on the frame rate; Motion makes them on a clip's grid,
/// which keeps every value a pure function of (scene, t, fps).
///
/// It lives in Geometry, the lowest target, because Golden (below Motion) needs it as much as
/// Motion and Flipbook do.
public struct FrameGrid: Hashable, Sendable {
    /// Frames per second.
    public var fps: Double
    /// Clip seconds per frame second (0.25: slow motion, four times as many frames at the same fps).
    public var speed: Double

    public init(fps: Double, speed: Double = 1) {
        precondition(fps > 0 && speed > 0)
        self.fps = fps
        self.speed = speed
    }

    /// The instant of frame i.
    public func time(ofFrame i: Int) -> Double { Double(i) / fps * speed }

    /// Frames of a clip lasting `duration` seconds: 0 … ⌊duration / speed · fps⌋ (the frame at
    /// `duration` itself is included when it is a whole number of frames, within 1e-9).
    public func frameCount(duration: Double) -> Int { Int((duration / speed * fps + 1e-9).rounded(.down)) + 1 }

    /// Frames before `end` (exclusive, within 1e-9 of a frame): ⌈end / speed · fps⌉, at least 1 — a
    /// loop's frames, whose frame at `end` would be its first again.
    public func frameCount(before end: Double) -> Int { max(1, Int((end / speed * fps - 1e-9).rounded(.up))) }

    /// The index of the frame nearest to t.
    public func nearestFrame(to t: Double) -> Int { Int(frameIndex(at: t).rounded()) }

    /// The frame whose instant is exactly t, or nil when t is not on the grid.
    public func frame(exactlyAt t: Double) -> Int? {
        let i = frameIndex(at: t).rounded()
        guard i >= 0, i < 0x1p62, time(ofFrame: Int(i)) == t else { return nil }
        return Int(i)
    }

    /// The frame instants in [start, end], ascending, with `end` itself appended when it is not one.
    public func samples(from start: Double, through end: Double) -> [Double] {
        if end < start { return [] }
        var i = frameIndex(at: start).rounded(.up)
        var out: [Double] = []
        while true {
            let f = i / fps * speed
            if f > end { break }
            if f >= start { out.append(f) }
            i += 1
        }
        if out.last != end { out.append(end) }
        return out
    }

    /// t in frames, not rounded.
    private func frameIndex(at t: Double) -> Double { t / speed * fps }
}
