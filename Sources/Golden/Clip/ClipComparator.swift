import Geometry
import Raster

/// Compares a clip's rendered frames with its goldens, frame by frame, with an optional time tolerance.
///
/// Time tolerance k: a frame that fails against its own golden is tried against its neighbours within k frame
/// indices, nearest first (−d before +d): actual frame i against golden i + s when that golden is stored;
/// when it is not (sparse goldens), golden i against actual frame i − s (from `actual`, else rendered by
/// `neighbour`). A match is reported as a timing shift (`FrameOutcome.Status.shifted`, frame i showing golden
/// i + s), separately from pixel drift.
public struct ClipComparator: Sendable {
    /// How a frame is compared with a golden.
    public var diffing: Diffing
    public var tolerance: Tolerance { diffing.tolerance }
    /// Frames of slack in time (0: none).
    public var timeTolerance: Int
    /// Frames per second, to turn times into frame indices (needed for `timeTolerance` > 0).
    public var fps: Double?

    public init(tolerance: Tolerance = .exact, timeTolerance: Int = 0, fps: Double? = nil) {
        self.init(diffing: .tolerance(tolerance), timeTolerance: timeTolerance, fps: fps)
    }

    public init(diffing: Diffing, timeTolerance: Int = 0, fps: Double? = nil) {
        self.diffing = diffing
        self.timeTolerance = max(0, timeTolerance)
        self.fps = fps
    }

    /// Compares `actual` (time → frame) with `goldens` (time → frame). Times match within `GoldenStore.timeEpsilon`.
    ///
    /// - Parameter neighbour: renders the actual frame at another time, for time tolerance when `actual` does
    ///   not hold the neighbouring frame (nil: only the given frames and goldens are used).
    public func compare(name: String, actual: [Double: Pixmap], goldens: [Double: Pixmap],
                        neighbour: ((Double) throws -> Pixmap)? = nil) throws -> ClipComparison {
        var outcomes: [FrameOutcome] = []
        for (time, frame) in actual.sorted(by: { $0.key < $1.key }) {
            guard let golden = Self.lookup(goldens, time) else {
                outcomes.append(FrameOutcome(time: time, status: .missing, comparison: nil, golden: nil, actual: frame))
                continue
            }
            let c = diffing.compare(golden, frame)
            var outcome = FrameOutcome(time: time, status: c.passed ? .passed : .failed, comparison: c,
                                       golden: golden, actual: frame)
            if !c.passed, let shift = try findShift(time: time, frame: frame, golden: golden, actual: actual,
                                                     goldens: goldens, neighbour: neighbour) {
                outcome.status = .shifted
                outcome.frameShift = shift
            }
            outcomes.append(outcome)
        }
        return ClipComparison(name: name, frames: outcomes)
    }

    /// The smallest shift s (|s| ≤ k) with actual frame i matching golden frame i + s, or nil.
    func findShift(time: Double, frame: Pixmap, golden: Pixmap, actual: [Double: Pixmap], goldens: [Double: Pixmap],
                   neighbour: ((Double) throws -> Pixmap)?) throws -> Int? {
        guard timeTolerance > 0, let fps, fps > 0 else { return nil }
        let grid = FrameGrid(fps: fps)
        let index = grid.nearestFrame(to: time)
        func matches(_ g: Pixmap, _ a: Pixmap) -> Bool {
            diffing.compare(g, a).passed
        }
        for d in 1...timeTolerance {
            for s in [-d, d] {
                // Actual frame i against golden frame i + s: direct evidence, and decisive when that golden exists.
                if let g = Self.lookup(goldens, index: index + s, grid: grid) {
                    if matches(g, frame) { return s }
                    continue
                }
                // Sparse goldens: golden frame i shown by actual frame i − s is the same shift seen from the golden.
                let j = index - s
                guard j >= 0 else { continue }
                let a: Pixmap?
                if let given = Self.lookup(actual, index: j, grid: grid) {
                    a = given
                } else if let neighbour {
                    a = try neighbour(grid.time(ofFrame: j))
                } else {
                    a = nil
                }
                if let a, matches(golden, a) { return s }
            }
        }
        return nil
    }

    static func lookup(_ frames: [Double: Pixmap], _ time: Double) -> Pixmap? {
        if let f = frames[time] { return f }
        return frames.first { abs($0.key - time) <= GoldenStore.timeEpsilon }?.value
    }

    static func lookup(_ frames: [Double: Pixmap], index: Int, grid: FrameGrid) -> Pixmap? {
        frames.first { grid.nearestFrame(to: $0.key) == index }?.value
    }
}
