import Glibc
import Synchronization

/// Turns SIGINT and SIGTERM (Ctrl-C, a pod being stopped) into an error thrown between frames, so a
/// render stops through its normal error path and removes its temporary files: outputs stay complete
/// or absent even when interrupted. A second signal ends the process at once (the default action).
enum Interruption {
    static func install() {
        for sig in [SIGINT, SIGTERM] {
            signal(sig) { received in
                interruptedBy.store(received, ordering: .relaxed)  // lock-free: async-signal-safe
                signal(received, SIG_DFL)
            }
        }
    }

    /// Throws if a signal arrived since `install`.
    static func check() throws {
        let sig = interruptedBy.load(ordering: .relaxed)
        if sig != 0 {
            throw CommandError("interrupted by signal \(sig) (\(sig == SIGINT ? "SIGINT" : "SIGTERM")); temporary files were removed, nothing was written")
        }
    }
}

private let interruptedBy = Atomic<Int32>(0)
