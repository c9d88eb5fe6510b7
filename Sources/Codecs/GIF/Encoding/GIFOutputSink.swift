import Glibc
import Synchronization

/// Where giflib's output goes: a growing byte array, or a file descriptor written in 64 KiB chunks (so a
/// streamed clip never holds the whole file in memory). The first write failure is remembered with its
/// `strerror` reason; later writes are refused so giflib stops with a write error.
///
/// Writes may come from the encoder's output thread (`GIFOutputStage`) while the owner detaches the sink (a
/// writer dropped mid-clip), so every entry point holds one lock.
final class GIFOutputSink: @unchecked Sendable {
    private let lock = Mutex(())
    private(set) var bytes: [UInt8] = []
    private var fd: Int32
    private var failureReason: String?
    /// The first write failure's reason.
    var failure: String? { lock.withLock { _ in failureReason } }
    private var detached = false
    private static let chunk = 1 << 16

    /// Collects the output in memory.
    init() { fd = -1 }

    /// Writes the output to `fd` (which the sink does not close).
    init(fd: Int32) {
        self.fd = fd
        bytes.reserveCapacity(GIFOutputSink.chunk)
    }

    /// Stops writing to the file descriptor (before its owner closes it); later output is discarded, so nothing
    /// can reach a descriptor number the process has since reused.
    func detach() {
        lock.withLock { _ in
            detached = true
            fd = -1
            bytes.removeAll()
        }
    }

    /// Appends `count` bytes; returns the count accepted (0 after a failure).
    func write(_ data: UnsafePointer<UInt8>, count: Int) -> Int {
        lock.withLock { _ in
            if detached { return count }
            guard failureReason == nil else { return 0 }
            bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
            if fd >= 0 && bytes.count >= GIFOutputSink.chunk { flushLocked() }
            return failureReason == nil ? count : 0
        }
    }

    /// Writes buffered bytes to the file descriptor (no-op in memory mode).
    func flush() {
        lock.withLock { _ in flushLocked() }
    }

    private func flushLocked() {
        guard fd >= 0, failureReason == nil, !bytes.isEmpty else { return }
        var offset = 0
        bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failureReason = String(cString: strerror(errno))
                    return
                }
                offset += n
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
