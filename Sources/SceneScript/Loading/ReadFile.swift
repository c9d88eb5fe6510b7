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
