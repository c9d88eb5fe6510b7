#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A list of `ScriptError`s — the errors `SceneScript.diagnose` finds, or the warnings of lenient
/// loading — each once (the same message at the same place is one entry), in source order.
///
/// Safe to add to from several threads: a leniently loaded scene's body reports a construct it
/// skips when a later state first meets it (while the clip is laid out or rendered).
public final class ScriptDiagnostics: @unchecked Sendable {
    private var entries: [(offset: Int, error: ScriptError)] = []
    private var seen = Set<Key>()
    private let lock = Lock()

    private struct Key: Hashable {
        let offset: Int
        let message: String
    }

    public init() {}

    /// Every entry, in source order (file order for a folder scene, then line and column).
    public var all: [ScriptError] {
        lock.locked { entries.sorted { $0.offset < $1.offset }.map(\.error) }
    }

    public var isEmpty: Bool { lock.locked { entries.isEmpty } }
    public var count: Int { lock.locked { entries.count } }

    /// Adds a diagnostic unless the same message at the same place is already there.
    @discardableResult
    func add(_ error: ScriptError, at offset: Int) -> Bool {
        lock.locked {
            guard seen.insert(Key(offset: offset, message: error.message)).inserted else { return false }
            entries.append((offset, error))
            return true
        }
    }

    /// Adds a failure as the source places it.
    @discardableResult
    func add(_ f: Failure, in source: SourceText, severity: ScriptError.Severity) -> Bool {
        add(source.error(f, severity: severity), at: f.offset)
    }
}

/// A mutex (the one lock of the module; the interpreter itself is single-threaded per run).
final class Lock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func locked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }
}

/// How loading treats what is outside the subset.
enum Recovery: Sendable {
    /// The first error stops loading (the default; `flipbook test` always loads so).
    case strict
    /// Lenient loading (`--lenient`): an unknown or unsupported modifier is skipped, an unknown or
    /// unsupported view is drawn as a placeholder, a declaration with an error is left out unless
    /// what is rendered uses it; each such construct is one warning in the list.
    case lenient(ScriptDiagnostics)
    /// Checking (`flipbook check`): every error is recorded in the list and evaluation goes on
    /// past it where it can (see `SceneScript.diagnose`).
    case diagnose(ScriptDiagnostics)

    var list: ScriptDiagnostics? {
        switch self {
        case .strict: nil
        case .lenient(let l), .diagnose(let l): l
        }
    }
    var isStrict: Bool { if case .strict = self { true } else { false } }
    var isDiagnosing: Bool { if case .diagnose = self { true } else { false } }
}
