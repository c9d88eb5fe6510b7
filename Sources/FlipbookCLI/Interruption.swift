import Glibc
import Synchronization

/// Turns SIGINT and SIGTERM (Ctrl-C, a pod being stopped) into an error thrown between frames, so a
/// render stops through its normal error path and removes its temporary files: outputs stay complete
/// or absent even when interrupted. A second signal ends the process at once (the default action).
enum Interruption {
    static func install() {
        // A process may start with these signals blocked (inherited from its parent: some test runners and
        // supervisors block them); unblock them so Ctrl-C and SIGTERM always reach the handler.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
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
