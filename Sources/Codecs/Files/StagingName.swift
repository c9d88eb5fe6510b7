import Glibc
import Synchronization

/// The names of staging files and folders (`.clip.gif.tmp-HOST-PID-N`, `.flipbook-tmp-HOST-PID-N`)
/// and the removal of those a killed process left behind.
///
/// A render killed with SIGKILL cannot remove its staging; the next one writing into the same place
/// does (`removeStale`): an entry is stale when it was made on this host (the name says which; a name
/// without a host, as older versions wrote, counts as this host's) by a process that no longer runs
/// (`kill(pid, 0)` fails with ESRCH). Entries of live processes, of this process and of other hosts
/// (shards on a shared volume) are never touched.
public enum StagingName {
    private static let counter = Atomic<Int>(0)

    /// This host's name as it appears in staging names ('/' would make it a path).
    public static let host: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "localhost" : String(name.map { $0 == "/" ? "_" : $0 })
    }()

    /// A new `HOST-PID-N` suffix, unique among this process's staging names.
    public static func unique() -> String {
        "\(host)-\(getpid())-\(counter.add(1, ordering: .relaxed).newValue)"
    }

    /// The process that made a staging name's suffix (after its prefix), if it ran on this host.
    static func localProcess(ofSuffix suffix: Substring) -> pid_t? {
        let parts = suffix.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 2, Int(parts[parts.count - 1]) != nil, let pid = pid_t(parts[parts.count - 2]), pid > 0 else {
            return nil
        }
        let host = parts.dropLast(2).joined(separator: "-")
        guard host.isEmpty || host == Self.host else { return nil }
        return pid
    }

    /// Whether process `pid` no longer runs (on this host).
    static func isGone(_ pid: pid_t) -> Bool {
        guard pid != getpid() else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes the entries of `directory` named `prefix` + the suffix of a process that is gone
    /// (files, or folders with the files they hold). Returns the names removed. Failures are
    /// ignored: a leftover that cannot be removed stays as it was.
    @discardableResult
    public static func removeStale(in directory: String, prefix: String) -> [String] {
        let dir = directory.isEmpty ? "." : (directory.hasSuffix("/") ? String(directory.dropLast()) : directory)
        var removed: [String] = []
        for name in FileSystem.entries(of: dir) where name.hasPrefix(prefix) {
            guard let pid = localProcess(ofSuffix: name.dropFirst(prefix.count)), isGone(pid) else { continue }
            let path = dir + "/" + name
            // Staging folders hold files only (frames, the manifest, their temporary files).
            for inner in FileSystem.entries(of: path) { unlink(path + "/" + inner) }
            if rmdir(path) == 0 || unlink(path) == 0 { removed.append(name) }
        }
        return removed
    }

    /// Removes stale temporary files of `path` (`.NAME.tmp-…` beside it).
    @discardableResult
    public static func removeStaleFiles(of path: String) -> [String] {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { return [] }
        return removeStale(in: directory, prefix: "." + name + ".tmp-")
    }
}
