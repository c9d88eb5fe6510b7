#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain mutex (pthread) for the font library's shared state.
final class Lock: @unchecked Sendable {
    private let m: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        m = .allocate(capacity: 1)
        m.initialize(to: pthread_mutex_t())
        pthread_mutex_init(m, nil)
    }
    deinit {
        pthread_mutex_destroy(m)
        m.deinitialize(count: 1)
        m.deallocate()
    }

    @inline(__always) func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(m)
        defer { pthread_mutex_unlock(m) }
        return try body()
    }
}
