import Codecs
import Foundation
import Glibc

/// Makes a folder's new files appear all at once, or not at all.
///
/// Files are written into a hidden staging folder inside the target (`.flipbook-tmp-<host>-<pid>-<n>`,
/// same file system, so each `rename(2)` is atomic); `commit` moves them into the target and the
/// file named last (the manifest) only after every other file is in place. If the output is
/// abandoned (an error, or `discard`), the staging folder is removed — and the target too if this
/// staging created it and it is still empty. Several processes may stage into one target at once
/// (shards), each in its own staging folder.
final class StagingDirectory: @unchecked Sendable {
    let target: String
    let path: String
    private let createdTarget: Bool
    private var finished = false
    /// Staging folders are named `.flipbook-tmp-<host>-<pid>-<n>` (`StagingName`).
    static let prefix = ".flipbook-tmp-"

    init(target: String) throws {
        self.target = target.hasSuffix("/") && target.count > 1 ? String(target.dropLast()) : target
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: self.target, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw OutputError("\(target): exists and is not a folder") }
            createdTarget = false
        } else {
            if mkdir(self.target, 0o755) != 0 && errno != EEXIST {
                throw OutputError("\(target): cannot create folder: \(String(cString: strerror(errno)))")
            }
            createdTarget = true
        }
        // Staging folders of renders killed before their commit (SIGKILL) are removed; live ones stay.
        StagingName.removeStale(in: self.target, prefix: Self.prefix)
        path = self.target + "/" + Self.prefix + StagingName.unique()
        guard mkdir(path, 0o755) == 0 else {
            let reason = String(cString: strerror(errno))
            if createdTarget { rmdir(self.target) }
            throw OutputError("\(target): cannot create a staging folder: \(reason)")
        }
    }

    deinit { if !finished { discard() } }

    /// The staging path of a file named `name`.
    func stagedPath(_ name: String) -> String { path + "/" + name }

    /// Moves `files` (staged names) into the target in order, then `last`, then removes staging.
    /// `replacing` is removed from the target first (e.g. an older manifest that the new frames
    /// would contradict while they are moved in).
    func commit(files: [String], last: String, removingFirst replacing: String? = nil) throws {
        if let old = replacing { unlink(target + "/" + old) }
        for name in files + [last] {
            guard rename(stagedPath(name), target + "/" + name) == 0 else {
                throw OutputError("\(target)/\(name): cannot move into place: \(String(cString: strerror(errno)))")
            }
        }
        try? FileManager.default.removeItem(atPath: path)
        finished = true
    }

    /// Removes the staging folder and what it holds (and the target if this created it and it is empty).
    func discard() {
        try? FileManager.default.removeItem(atPath: path)
        if createdTarget { rmdir(target) }  // fails harmlessly if another process put files there
        finished = true
    }
}
