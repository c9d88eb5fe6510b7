#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps interpretation from exhausting the native stack, whatever thread it runs on (the
/// main thread's 8 MiB, a 512 KiB worker, a debug build's large frames): deep nesting fails with
/// an error while a safety margin of stack is left.
enum StackGuard {
    /// The lowest stack address interpretation may reach on this thread (0 when unknown).
    static func floor() -> UInt {
        if let p = pthread_getspecific(floorKey) { return p.load(as: UInt.self) }
        let value = computeFloor()
        if let p = malloc(MemoryLayout<UInt>.size) {
            p.storeBytes(of: value, as: UInt.self)
            pthread_setspecific(floorKey, p)
        }
        return value
    }

    /// An address in the current frame.
    @inline(__always) static func here() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    private static func computeFloor() -> UInt {
        #if os(Linux)
        // `pthread_getattr_np` is a GNU extension the Glibc module does not import: look it up.
        typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> CInt
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return 0 }
        let getattr = unsafeBitCast(symbol, to: GetAttr.self)
        var attr = pthread_attr_t()
        guard getattr(pthread_self(), &attr) == 0 else { return 0 }
        defer { pthread_attr_destroy(&attr) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attr, &base, &size) == 0, let base else { return 0 }
        // Keep a quarter of the stack, at most 256 KiB, for the frames between two checks and
        // for unwinding the error.
        return UInt(bitPattern: base) + UInt(min(256 * 1024, size / 4))
        #else
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let size = UInt(pthread_get_stacksize_np(pthread_self()))
        return top - size + min(256 * 1024, size / 4)
        #endif
    }

    /// The per-thread cache of `floor()` (computing it may read /proc on the main thread).
    private static let floorKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { free($0) }
        return key
    }()
}
