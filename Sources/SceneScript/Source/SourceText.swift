/// A scene file's text as UTF-8 bytes, with the offsets of its line starts so that any byte
/// offset can be turned into a line, a column and the quoted line for an error message.
struct SourceText: Sendable {
    let file: String
    /// The text itself (kept for custom modifiers' recipes, see `CustomModifier.Recipe`).
    let text: String
    let bytes: [UInt8]
    /// Byte offset of the first byte of each line.
    let lineStarts: [Int]

    init(file: String, text: String) {
        self.file = file
        self.text = text
        bytes = Array(text.utf8)
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    /// The 1-based line and column (in characters) of a byte offset.
    func location(of offset: Int) -> SourceLocation {
        let o = min(max(offset, 0), bytes.count)
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= o { lo = mid } else { hi = mid - 1 }
        }
        let prefix = bytes[lineStarts[lo]..<o]
        let column = String(decoding: prefix, as: UTF8.self).count + 1
        return SourceLocation(line: lo + 1, column: column)
    }

    /// The text of a 1-based line, without its newline.
    func line(_ n: Int) -> String {
        guard n >= 1, n <= lineStarts.count else { return "" }
        let start = lineStarts[n - 1]
        var end = n < lineStarts.count ? lineStarts[n] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
}

/// A place in a scene file: 1-based line and column (columns count characters).
struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    var line: Int
    var column: Int
    var description: String { "\(line):\(column)" }
}
