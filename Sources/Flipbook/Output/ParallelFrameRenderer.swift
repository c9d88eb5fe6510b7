import Foundation
import Motion
import Raster
import RenderTree

/// Renders frames of a clip on several threads and hands them to a consumer in order.
///
/// Each worker thread owns a `Renderer` (renderers keep caches and are not shared). Workers take
/// frame positions in order; a worker may start position p only while p < delivered + `window`,
/// so at most `window` frames are rendered but not yet consumed and memory does not grow with
/// the clip's length. A frame is a pure function of the clip and its time, so the pixels do not
/// depend on which thread rendered them: 1 and N threads give bit-identical frames.
///
/// An error from any frame (or from `prepare` or `consume`) stops the workers and is rethrown by
/// `render` once every worker has finished; frames after the failed one are never consumed.
public struct ParallelFrameRenderer: Sendable {
    /// What is drawn: a clip, or a `Comparison` of clips.
    public let source: any FrameSource
    public let timing: FrameTiming
    /// Worker threads (1 renders on the calling thread).
    public let threads: Int
    /// Most frames in flight (being rendered or waiting for the consumer).
    public let window: Int

    /// The number of processors the system lets this process use.
    public static var defaultThreadCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// - Parameters:
    ///   - threads: worker threads, at least 1 (default: one per active processor).
    ///   - window: most frames in flight (default 2 × threads).
    public init(clip: Clip, timing: FrameTiming, threads: Int = ParallelFrameRenderer.defaultThreadCount,
                window: Int? = nil) {
        self.init(source: clip, timing: timing, threads: threads, window: window)
    }

    /// As `init(clip:…)`, for any source.
    public init(source: any FrameSource, timing: FrameTiming, threads: Int = ParallelFrameRenderer.defaultThreadCount,
                window: Int? = nil) {
        self.source = source
        self.timing = timing
        self.threads = max(1, threads)
        self.window = max(self.threads, window ?? 2 * self.threads)
    }

    /// Renders output frame `index` alone (a still), with a fresh renderer.
    public func renderFrame(_ index: Int) throws -> Pixmap {
        try Self.render(source, time: timing.time(ofFrame: index), with: Renderer())
    }

    /// Renders the clip at any time (not only on the frame grid), with a fresh renderer.
    public func renderStill(at time: Double) throws -> Pixmap {
        try Self.render(source, time: time, with: Renderer())
    }

    /// Renders `frames` (output frame indices) and calls `consume` with each, in the order given,
    /// on the calling thread.
    @discardableResult
    public func render(frames: [Int], consume: (Int, Pixmap) throws -> Void) throws -> FrameRenderStatistics {
        try render(frames: frames, prepare: { _, pixmap in pixmap }, consume: consume)
    }

    /// Renders `frames`, runs `prepare` on each frame on the worker thread that rendered it (work
    /// that can go in parallel, e.g. PNG encoding and hashing), and calls `consume` with the
    /// results in the order given, on the calling thread.
    @discardableResult
    public func render<Prepared: Sendable>(frames: [Int], prepare: @escaping @Sendable (Int, Pixmap) throws -> Prepared,
                                           consume: (Int, Prepared) throws -> Void) throws -> FrameRenderStatistics {
        let clock = ContinuousClock()
        let start = clock.now
        var statistics = FrameRenderStatistics()
        if threads == 1 || frames.count <= 1 {
            let renderer = Renderer()
            for index in frames {
                let t0 = clock.now
                let pixmap = try Self.render(source, time: timing.time(ofFrame: index), with: renderer)
                let t1 = clock.now
                let prepared = try prepare(index, pixmap)
                let t2 = clock.now
                try consume(index, prepared)
                statistics.renderSeconds += (t1 - t0).seconds
                statistics.prepareSeconds += (t2 - t1).seconds
                statistics.consumeSeconds += (clock.now - t2).seconds
            }
            statistics.wallSeconds = (clock.now - start).seconds
            return statistics
        }

        let shared = WorkQueue<Prepared>(count: frames.count, window: window)
        let workers = min(threads, frames.count)
        shared.running = workers
        for _ in 0..<workers {
            let thread = Thread { [source, timing] in
                let renderer = Renderer()
                var local = FrameRenderStatistics()
                while let position = shared.take() {
                    let index = frames[position]
                    let result: Result<Prepared, any Error>
                    let t0 = clock.now
                    do {
                        let pixmap = try Self.render(source, time: timing.time(ofFrame: index), with: renderer)
                        let t1 = clock.now
                        local.renderSeconds += (t1 - t0).seconds
                        result = .success(try prepare(index, pixmap))
                        local.prepareSeconds += (clock.now - t1).seconds
                    } catch {
                        result = .failure(error)
                    }
                    shared.put(result, at: position)
                }
                shared.finish(local)
            }
            thread.stackSize = 16 << 20  // layout and rendering recurse over the view tree
            thread.start()
        }
        do {
            for position in frames.indices {
                let t0 = clock.now
                let result = shared.next(position)
                let t1 = clock.now
                statistics.waitSeconds += (t1 - t0).seconds
                try consume(frames[position], try result.get())
                shared.release(position)
                statistics.consumeSeconds += (clock.now - t1).seconds
            }
        } catch {
            _ = shared.cancelAndJoin()
            throw error
        }
        statistics.add(shared.cancelAndJoin())
        statistics.wallSeconds = (clock.now - start).seconds
        return statistics
    }

    static func render(_ source: any FrameSource, time: Double, with renderer: Renderer) throws -> Pixmap {
        renderer.render(try source.renderNode(at: time), size: source.canvasSize, scale: source.scale,
                        background: source.background)
    }
}

/// Where the time of a parallel render went (seconds; per-thread figures are summed over threads).
public struct FrameRenderStatistics: Sendable, Equatable {
    /// Rendering frames (layout presentation + rasterization), summed over workers.
    public var renderSeconds = 0.0
    /// The `prepare` step (e.g. PNG encoding), summed over workers.
    public var prepareSeconds = 0.0
    /// The consumer waiting for the next frame.
    public var waitSeconds = 0.0
    /// The consumer's own work (e.g. GIF quantization and encoding).
    public var consumeSeconds = 0.0
    /// Of `consumeSeconds`, the part spent compressing and writing the output (GIF: giflib's LZW), when the
    /// consumer reports it.
    public var encodeSeconds = 0.0
    /// Whether `encodeSeconds` ran on a thread of its own (overlapping `consumeSeconds`) instead of inside it.
    public var encodeOnOwnThread = false
    /// From start to the last frame consumed.
    public var wallSeconds = 0.0

    public init() {}

    mutating func add(_ other: FrameRenderStatistics) {
        renderSeconds += other.renderSeconds
        prepareSeconds += other.prepareSeconds
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}

/// The state shared by the workers and the consumer, guarded by one condition variable.
private final class WorkQueue<Prepared: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var nextPosition = 0
    private var delivered = 0
    private var results: [Int: Result<Prepared, any Error>] = [:]
    private var cancelled = false
    var running = 0
    private var statistics = FrameRenderStatistics()

    init(count: Int, window: Int) { self.count = count; self.window = window }

    /// The next position to render, or nil when there is none left (or the render was cancelled).
    func take() -> Int? {
        condition.lock(); defer { condition.unlock() }
        while !cancelled && nextPosition < count && nextPosition >= delivered + window { condition.wait() }
        guard !cancelled, nextPosition < count else { return nil }
        nextPosition += 1
        return nextPosition - 1
    }

    func put(_ result: Result<Prepared, any Error>, at position: Int) {
        condition.lock(); defer { condition.unlock() }
        results[position] = result
        if case .failure = result { cancelled = true }  // no point rendering further frames
        condition.broadcast()
    }

    /// Waits for the result at `position` and takes it. Its slot in the window stays taken until
    /// `release(position)`, so the frame being consumed counts as in flight.
    func next(_ position: Int) -> Result<Prepared, any Error> {
        condition.lock(); defer { condition.unlock() }
        while results[position] == nil { condition.wait() }
        return results.removeValue(forKey: position)!
    }

    /// The consumer is done with `position`: a worker may start the frame one window further on.
    func release(_ position: Int) {
        condition.lock(); defer { condition.unlock() }
        delivered = position + 1
        condition.broadcast()
    }

    func finish(_ local: FrameRenderStatistics) {
        condition.lock(); defer { condition.unlock() }
        statistics.add(local)
        running -= 1
        condition.broadcast()
    }

    /// Stops handing out work and waits until every worker has exited.
    func cancelAndJoin() -> FrameRenderStatistics {
        condition.lock(); defer { condition.unlock() }
        cancelled = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        return statistics
    }
}
