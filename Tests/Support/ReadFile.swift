import Glibc

/// A file's bytes, or nil when it cannot be opened: plain stdio, so any test target can read the
/// files it wrote (or its fixtures) without Foundation.
public func readFile(_ path: String) -> [UInt8]? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = fread(&buffer, 1, buffer.count, f)
        if n <= 0 { break }
        bytes += buffer[0..<n]
    }
    return bytes
}
