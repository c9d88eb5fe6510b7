/// An error in a scene script: where it is, what was found, and what is supported instead.
///
/// Its description reads like a compiler diagnostic, quoting the line with a caret:
/// ```
/// card-flip.swift:12:18: error: unknown modifier 'frobnicate' — closest match 'foregroundStyle'
///     Text("Hi").frobnicate()
///                ^
/// ```
/// It is also the one diagnostic type: `SceneScript.diagnose` lists every error of a scene as
/// `ScriptError`s, and lenient loading reports what it skipped as `ScriptError`s whose
/// `severity` is `.warning`.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An error stops loading; a warning (lenient loading) says what was skipped or replaced.
    public enum Severity: String, Hashable, Sendable { case error, warning }

    /// The name of the file the place is in, as given to `parse`/`load` (for a folder scene,
    /// the file's name inside the folder).
    public var file: String
    public var line: Int
    public var column: Int
    /// The quoted source line (empty when the error has no place, e.g. a missing file — then
    /// `line` is 0 — or when the line itself is empty).
    public var sourceLine: String
    /// What is wrong (`unknown modifier 'frobnicate'`).
    public var message: String
    /// What is supported instead, with the closest match when there is one.
    public var supported: String?
    public var severity: Severity

    public init(file: String, line: Int, column: Int, sourceLine: String, message: String, supported: String? = nil,
                severity: Severity = .error) {
        self.file = file; self.line = line; self.column = column; self.sourceLine = sourceLine
        self.message = message; self.supported = supported; self.severity = severity
    }

    /// `line:column: message — supported` (the first line of `description` without the file).
    public var summary: String {
        "\(line):\(column): \(message)" + (supported.map { " — \($0)" } ?? "")
    }

    public var description: String {
        var s = "\(file):\(line):\(column): \(severity.rawValue): \(message)"
        if let supported { s += " — \(supported)" }
        if line > 0 {
            // Keep tabs so the caret lines up under the quoted text.
            let pad = sourceLine.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
            s += "\n    \(sourceLine)\n    \(pad)^"
        }
        return s
    }
}

/// An error raised inside the lexer, parser or interpreter before it is given its file and line.
struct Failure: Error {
    var offset: Int
    var message: String
    var supported: String?
    /// A value of the wrong type for a parameter: another overload of the call may still fit.
    var isMismatch: Bool
    init(_ message: String, at offset: Int, supported: String? = nil, mismatch: Bool = false) {
        self.message = message; self.offset = offset; self.supported = supported; self.isMismatch = mismatch
    }
}

extension SourceText {
    func error(_ f: Failure, severity: ScriptError.Severity = .error) -> ScriptError {
        let loc = location(of: f.offset)
        let o = min(max(f.offset, 0), bytes.count)
        return ScriptError(file: files[fileIndex(of: o)].name, line: loc.line, column: loc.column,
                           sourceLine: line(loc.line, near: o), message: f.message, supported: f.supported,
                           severity: severity)
    }
}

/// "supported: a, b, c — closest match 'x'" for a misspelt name.
func suggestion(for name: String, among candidates: [String], listing: Bool = true, limit: Int = 12) -> String {
    var parts: [String] = []
    let sorted = Set(candidates).sorted()
    if listing {
        let shown = sorted.prefix(limit).joined(separator: ", ")
        parts.append("supported: " + shown + (sorted.count > limit ? ", … (\(sorted.count) in all)" : ""))
    }
    if let best = closestMatch(name, candidates) { parts.append("closest match '\(best)'") }
    return parts.joined(separator: "; ")
}

/// The candidate with the smallest edit distance, if it is close enough to be a plausible typo.
func closestMatch(_ name: String, _ candidates: [String]) -> String? {
    let a = Array(name.lowercased().utf8.prefix(64))
    var best: (String, Int)?
    for c in candidates {
        let b = Array(c.lowercased().utf8.prefix(64))
        let d = editDistance(a, b)
        if best == nil || d < best!.1 || (d == best!.1 && c < best!.0) { best = (c, d) }
    }
    guard let (match, d) = best else { return nil }
    // A prefix/containment match is a good hint too ("foreground" → "foregroundStyle").
    let lname = name.lowercased(), lmatch = match.lowercased()
    // Short names allow one edit: two would let any 4-letter name "match" another ('UUID' → 'Grid').
    let allowed = a.count <= 4 ? 1 : max(2, a.count / 3)
    if d <= allowed || (a.count >= 4 && (lmatch.hasPrefix(lname) || lmatch.contains(lname))) { return match }
    if let contained = candidates.filter({ a.count >= 4 && $0.lowercased().contains(lname) }).min() { return contained }
    return nil
}

/// Optimal string alignment distance: Levenshtein plus adjacent transpositions, so 'Txet' is one edit
/// from 'Text' (three-row dynamic programme).
func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var prev2 = [Int](repeating: 0, count: b.count + 1)
    var prev = Array(0...b.count), cur = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        cur[0] = i
        for j in 1...b.count {
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] { cur[j] = min(cur[j], prev2[j - 2] + 1) }
        }
        (prev2, prev, cur) = (prev, cur, prev2)
    }
    return prev[b.count]
}
