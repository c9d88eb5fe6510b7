import Glibc

/// A fresh directory under /tmp for one test, removed (with its files) by `remove()`.
///
/// Shared by the test targets (it was copied into several); plain Glibc so it works in any of them.
public struct TemporaryDirectory {
    public let path: String

    public init() {
        var template = Array("/tmp/flipbook-tests-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed")
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    public func file(_ name: String) -> String { path + "/" + name }

    /// Names in the directory (or its subdirectory `sub`), excluding "." and "..", sorted.
    public func contents(_ sub: String? = nil) -> [String] {
        Self.names(in: sub.map(file) ?? path)
    }

    private static func names(in folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Removes the directory tree, however deep (asset-catalog tests nest folders).
    public func remove() {
        Self.removeTree(path)
    }

    private static func removeTree(_ folder: String) {
        chmod(folder, 0o755)
        for name in TemporaryDirectory.names(in: folder) {
            let full = folder + "/" + name
            if unlink(full) != 0 { removeTree(full) }
        }
        rmdir(folder)
    }

    /// Makes the folder `name` (and its parents) inside the directory.
    public func makeFolder(_ name: String) {
        var built = path
        for part in name.split(separator: "/") {
            built += "/" + part
            mkdir(built, 0o755)
        }
    }

    /// Writes UTF-8 text to `name`.
    public func writeText(_ text: String, to name: String) {
        writeBytes(Array(text.utf8), to: name)
    }

    public func writeBytes(_ bytes: [UInt8], to name: String) {
        let fd = open(file(name), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        precondition(fd >= 0, "cannot create test file")
        bytes.withUnsafeBytes { _ = Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }
}
