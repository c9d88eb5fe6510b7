/// The text of a scene — one file, or every `.swift` file of a folder read as one module — as
/// UTF-8 bytes, with the offsets of its line starts so that any byte offset can be turned into a
/// file, a line, a column and the quoted line for an error message.
///
/// The files are joined with a line break between them, so every byte offset of the module is
/// unique and names one place in one file: tokens, declarations and errors keep plain offsets,
/// and only turning an offset into a place looks the file up.
struct SourceText: Sendable {
    /// One file of the module: its name and its bytes' range in `bytes` (`start..<end`).
    struct File: Sendable {
        let name: String
        let start: Int
        let end: Int
        /// The index in `lineStarts` of the file's first line.
        let firstLine: Int
    }

    /// The module's name: the file's for one file, the folder's for several.
    let file: String
    let files: [File]
    /// The text itself (kept for custom modifiers' recipes, see `CustomModifier.Recipe`).
    let text: String
    let bytes: [UInt8]
    /// Byte offset of the first byte of each line.
    let lineStarts: [Int]

    init(file: String, text: String) {
        self.init(name: file, files: [(file, text)])
    }

    /// Several files read as one module, in the order given.
    init(name: String, files parts: [(name: String, text: String)]) {
        file = name
        var bytes: [UInt8] = []
        var ranges: [(String, Int, Int)] = []
        for (i, part) in parts.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: "\n")) }
            let start = bytes.count
            bytes.append(contentsOf: part.text.utf8)
            ranges.append((part.name, start, bytes.count))
        }
        self.bytes = bytes
        text = String(decoding: bytes, as: UTF8.self)
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
        files = ranges.map { name, start, end in
            File(name: name, start: start, end: end, firstLine: SourceText.lineIndex(of: start, in: starts))
        }
    }

    /// Whether the module has more than one file (places then name their file).
    var isFolder: Bool { files.count > 1 }

    /// The file holding a byte offset (an offset at a file's end, where its end-of-file token
    /// stands, belongs to that file).
    func fileIndex(of offset: Int) -> Int {
        var lo = 0, hi = files.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if files[mid].start <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The 1-based line and column (in characters) of a byte offset in its file.
    func location(of offset: Int) -> SourceLocation {
        let o = min(max(offset, 0), bytes.count)
        let f = files[fileIndex(of: o)]
        let index = SourceText.lineIndex(of: o, in: lineStarts)
        let prefix = bytes[lineStarts[index]..<o]
        let column = String(decoding: prefix, as: UTF8.self).count + 1
        return SourceLocation(file: isFolder ? f.name : nil, line: index - f.firstLine + 1, column: column)
    }

    /// The text of a 1-based line of the file holding `offset`, without its newline.
    func line(_ n: Int, near offset: Int = 0) -> String {
        let f = files[fileIndex(of: min(max(offset, 0), bytes.count))]
        let global = f.firstLine + n - 1
        guard n >= 1, global < lineStarts.count else { return "" }
        let start = lineStarts[global]
        guard start <= f.end else { return "" }
        var end = global + 1 < lineStarts.count ? lineStarts[global + 1] - 1 : bytes.count
        end = min(end, f.end)
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    private static func lineIndex(of offset: Int, in starts: [Int]) -> Int {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}

/// A place in a scene: 1-based line and column (columns count characters), and the file when
/// the scene has several.
struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    var file: String? = nil
    var line: Int
    var column: Int
    var description: String { (file.map { "\($0):" } ?? "") + "\(line):\(column)" }
}
