#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds font files under directories (recursively, symlinks followed, sorted for determinism).
enum FontDiscovery {
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// Every `.ttf/.otf/.ttc/.otc` file under `roots`, in root order then sorted path order.
    static func fontFiles(under roots: [String]) -> [String] {
        var out: [String] = []
        var seen = Set<String>()
        for root in roots {
            var files: [String] = []
            walk(root, depth: 0, into: &files)
            for f in files.sorted() where seen.insert(f).inserted { out.append(f) }
        }
        return out
    }

    static func isFontFile(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        return fontExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    static func fileExists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }

    static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

    static func basename(_ path: String) -> Substring {
        if let slash = path.lastIndex(of: "/") { return path[path.index(after: slash)...] }
        return Substring(path)
    }

    private static func walk(_ dir: String, depth: Int, into files: inout [String]) {
        guard depth < 12, let d = opendir(dir) else { return }
        defer { closedir(d) }
        while let e = readdir(d) {
            let name = withUnsafeBytes(of: e.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let path = dir.hasSuffix("/") ? dir + name : dir + "/" + name
            var st = stat()
            guard stat(path, &st) == 0 else { continue }          // follows symlinks
            switch st.st_mode & S_IFMT {
            case S_IFDIR: walk(path, depth: depth + 1, into: &files)
            case S_IFREG: if isFontFile(name) { files.append(path) }
            default: break
            }
        }
    }
}
