import Foundation
import Glibc

/// The folder an output file goes into, checked before any work: a render that would fail to write its
/// file at the end fails at once instead, with the flag and the folder named.
enum OutputFolder {
    /// - Throws: `CommandError` when the folder of `path` is missing, not a folder or not writable.
    static func check(_ path: String, flag: String = "-o") throws {
        let folder = (path as NSString).deletingLastPathComponent
        let shown = folder.isEmpty ? "." : folder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: shown, isDirectory: &isDirectory) else {
            throw CommandError("\(flag) '\(path)': the folder '\(shown)' does not exist; create it first (mkdir -p '\(shown)')")
        }
        guard isDirectory.boolValue else { throw CommandError("\(flag) '\(path)': '\(shown)' is not a folder") }
        guard access(shown, W_OK) == 0 else {
            throw CommandError("\(flag) '\(path)': cannot write into '\(shown)': \(String(cString: strerror(errno)))")
        }
    }
}
