#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SceneScript {
    /// The file's text (UTF-8). The only I/O of scene scripts: the interpreter itself has none.
    static func readFile(_ path: String) throws -> String {
        func failure(_ why: String) -> ScriptError {
            ScriptError(file: path, line: 0, column: 0, sourceLine: "", message: "cannot read the scene file: \(why)")
        }
        guard let f = fopen(path, "rb") else { throw failure(String(cString: strerror(errno))) }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, f) }
            if n > 0 { bytes.append(contentsOf: chunk[0..<n]) }
            if n < chunk.count {
                if ferror(f) != 0 { throw failure("read error") }
                break
            }
            if bytes.count > ScriptLimits().maxSourceBytes { throw failure("larger than \(ScriptLimits().maxSourceBytes) bytes") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension SceneScript {
    /// The scene's files: the file at `path`, or every `.swift` file directly in the folder at
    /// `path` (not in subfolders), sorted by name; and the scene's name (the file's or the
    /// folder's last path component).
    public static func sources(contentsOf path: String) throws -> (name: String, files: [ScriptSource]) {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        guard isFolder(path) else { return (name, [ScriptSource(file: name, text: try readFile(path))]) }
        let names = try swiftFiles(in: trimmed)
        guard !names.isEmpty else {
            throw ScriptError(file: path, line: 0, column: 0, sourceLine: "", message: "the folder has no .swift files")
        }
        var files: [ScriptSource] = []
        var total = 0
        for n in names {
            let text = try readFile(trimmed + "/" + n)
            total += text.utf8.count
            if total > ScriptLimits().maxSourceBytes {
                throw ScriptError(file: path, line: 0, column: 0, sourceLine: "",
                                  message: "cannot read the scene: its files are larger than \(ScriptLimits().maxSourceBytes) bytes")
            }
            files.append(ScriptSource(file: n, text: text))
        }
        return (name, files)
    }

    /// Whether `path` names a folder.
    public static func isFolder(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names of the `.swift` files directly in a folder, sorted (byte order).
    static func swiftFiles(in folder: String) throws -> [String] {
        guard let dir = opendir(folder) else {
            throw ScriptError(file: folder, line: 0, column: 0, sourceLine: "",
                              message: "cannot read the folder: \(String(cString: strerror(errno)))")
        }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let n = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            guard n.hasSuffix(".swift"), !n.hasPrefix("."), !isFolder(folder + "/" + n) else { continue }
            names.append(n)
        }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
