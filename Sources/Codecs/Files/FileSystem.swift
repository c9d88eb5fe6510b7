import Glibc

/// The few file-system questions the codecs and asset lookup ask, over libc (no Foundation).
public enum FileSystem {
    /// The names in a folder (none if it cannot be read), without "." and "..", sorted by bytes
    /// so every lookup over them is deterministic.
    public static func entries(of directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Whether `path` names a folder.
    public static func isFolder(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` names a regular file.
    public static func isFile(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }

    /// A small file's bytes, refused before reading when it is larger than `maxBytes`.
    /// - Throws: `FileSystemError` naming the path and why.
    public static func contents(of path: String, maxBytes: Int) throws -> [UInt8] {
        var st = stat()
        guard stat(path, &st) == 0 else { throw FileSystemError(path: path, reason: String(cString: strerror(errno))) }
        guard Int(st.st_size) <= maxBytes else {
            throw FileSystemError(path: path, reason: "larger than \(maxBytes) bytes")
        }
        guard let f = fopen(path, "rb") else { throw FileSystemError(path: path, reason: String(cString: strerror(errno))) }
        defer { fclose(f) }
        var bytes = [UInt8](repeating: 0, count: Int(st.st_size))
        let n = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, f) }
        guard n == bytes.count, ferror(f) == 0 else { throw FileSystemError(path: path, reason: "read error") }
        return bytes
    }
}

/// A file that could not be read: `path: reason`.
public struct FileSystemError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}
