import Glibc

/// A fresh directory under /tmp for one test, removed (with its files) by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() {
        var template = Array("/tmp/flipbook-codecs-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed")
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    func file(_ name: String) -> String { path + "/" + name }

    /// Names in the directory, excluding "." and "..", sorted.
    func contents(_ sub: String? = nil) -> [String] {
        guard let dir = opendir(sub.map(file) ?? path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Removes the directory tree (one level of subdirectories is all the tests make).
    func remove() {
        for name in contents() {
            let full = file(name)
            if unlink(full) != 0 {
                for inner in contents(name) { unlink(full + "/" + inner) }
                chmod(full, 0o755)
                rmdir(full)
            }
        }
        rmdir(path)
    }

    func writeBytes(_ bytes: [UInt8], to name: String) {
        let fd = open(file(name), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        precondition(fd >= 0, "cannot create test file")
        bytes.withUnsafeBytes { _ = Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }
}

/// A deterministic pseudo-random generator for test data (SplitMix64, Steele et al., OOPSLA 2014).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
