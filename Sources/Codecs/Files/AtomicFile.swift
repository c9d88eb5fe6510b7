import Glibc
import Synchronization

/// A file-system failure, naming the file and the operating system's reason (`strerror`).
public struct FileError: Error, CustomStringConvertible, Sendable {
    /// The file the caller asked for (not the temporary file used on the way).
    public let path: String
    /// What failed and why, e.g. "cannot create file: Permission denied".
    public let reason: String

    public var description: String { "\(path): \(reason)" }
}

/// Replaces a file's contents all at once: readers see either the old file or the complete new one.
///
/// The bytes go to a temporary file in the same directory (same file system, so `rename(2)` is atomic), which
/// is then renamed over the target. Nothing is fsync'ed: this protects against partial files from failed or
/// concurrent writes, not against power loss, which is the right trade for rendered frames that can be redone.
public enum AtomicFile {
    /// Writes `bytes` to `path` (mode 0644 before umask), replacing any existing file.
    ///
    /// The temporary file is named `.<name>.tmp-<host>-<pid>-<n>` (`StagingName`) beside the target; on any failure it is removed
    /// and the target is left untouched.
    /// - Throws: `FileError` naming `path` and the `strerror` reason.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let (directory, name) = split(path)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw FileError(path: path, reason: "not a file name")
        }
        let temporary = directory + "." + name + ".tmp-" + StagingName.unique()

        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileError(path: path, reason: "cannot create file: \(errnoString())") }
        do {
            try writeAll(bytes, to: fd, path: path)
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        // close(2) can report a deferred write error (e.g. on network file systems); treat it as a failure.
        guard close(fd) == 0 else {
            let reason = errnoString()
            unlink(temporary)
            throw FileError(path: path, reason: "cannot write file: \(reason)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = errnoString()
            unlink(temporary)
            throw FileError(path: path, reason: "cannot replace file: \(reason)")
        }
    }

    /// Splits at the last "/": `("dir/", "name")`, or `("", "name")` for a bare name.
    private static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw FileError(path: path, reason: "cannot write file: \(errnoString())")
                }
                offset += n
            }
        }
    }
}

/// The current `errno` as text, e.g. "No such file or directory".
func errnoString(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}
