import Dispatch
import Synchronization

/// giflib's part of the encoder — LZW compression and output — run in frame order, on a thread of its own
/// when the encoder is `concurrent`, so that the next frame's quantization overlaps this frame's compression.
///
/// The bytes do not depend on the mode: the same calls reach giflib in the same order, and no state flows
/// back from giflib to the quantizer. A failure on the output thread is kept and thrown by the next `submit`
/// or by `drain`; work submitted after a failure is skipped.
final class GIFOutputStage: @unchecked Sendable {
    private let writer: GIFLibWriter
    private let queue: DispatchQueue?
    /// Bounds the frames waiting for the output thread (each holds its indices), so memory stays flat.
    private let slots = DispatchSemaphore(value: 3)
    private let state = Mutex<State>(State())

    private struct State {
        var failure: (any Error)?
        var seconds = 0.0
    }

    init(writer: GIFLibWriter, concurrent: Bool) {
        self.writer = writer
        queue = concurrent ? DispatchQueue(label: "flipbook.gif.output") : nil
    }

    /// Seconds spent in giflib so far (complete after `drain`).
    var seconds: Double { state.withLock { $0.seconds } }

    /// Runs `work` with the writer after everything submitted before it.
    /// - Throws: a failure of earlier work (on the output thread), or of `work` itself when not concurrent.
    func submit(_ work: @escaping (GIFLibWriter) throws -> Void) throws {
        try rethrowFailure()
        guard let queue else { return try run(work) }
        slots.wait()
        let task = UncheckedTask(work: work)
        queue.async { [self] in
            defer { slots.signal() }
            guard state.withLock({ $0.failure == nil }) else { return }
            do { try run(task.work) } catch { state.withLock { $0.failure = error } }
        }
    }

    /// Waits for all submitted work. - Throws: the first failure.
    func drain() throws {
        queue?.sync {}
        try rethrowFailure()
    }

    private func rethrowFailure() throws {
        if let failure = state.withLock({ $0.failure }) { throw failure }
    }

    private func run(_ work: (GIFLibWriter) throws -> Void) throws {
        let clock = ContinuousClock(), start = clock.now
        defer {
            let d = (clock.now - start).components
            let seconds = Double(d.seconds) + Double(d.attoseconds) * 1e-18
            state.withLock { $0.seconds += seconds }
        }
        try work(writer)
    }
}

/// A closure handed to the output thread. It captures only values (a frame's arrays, sizes) and the writer,
/// which from then on only the output thread touches.
private struct UncheckedTask: @unchecked Sendable {
    let work: (GIFLibWriter) throws -> Void
}
