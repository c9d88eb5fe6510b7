import Glibc

/// Where giflib's output goes: a growing byte array, or a file descriptor written in 64 KiB chunks (so a
/// streamed clip never holds the whole file in memory). The first write failure is remembered with its
/// `strerror` reason; later writes are refused so giflib stops with a write error.
final class GIFOutputSink {
    private(set) var bytes: [UInt8] = []
    private var fd: Int32
    private(set) var failure: String?
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
        detached = true
        fd = -1
        bytes.removeAll()
    }

    /// Appends `count` bytes; returns the count accepted (0 after a failure).
    func write(_ data: UnsafePointer<UInt8>, count: Int) -> Int {
        if detached { return count }
        guard failure == nil else { return 0 }
        bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
        if fd >= 0 && bytes.count >= GIFOutputSink.chunk { flush() }
        return failure == nil ? count : 0
    }

    /// Writes buffered bytes to the file descriptor (no-op in memory mode).
    func flush() {
        guard fd >= 0, failure == nil, !bytes.isEmpty else { return }
        var offset = 0
        bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += n
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
