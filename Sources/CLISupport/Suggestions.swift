/// "Did you mean …?" for mistyped option and command names.
public enum Suggestions {
    /// The candidate closest to `word` by optimal-string-alignment distance (Levenshtein plus adjacent
    /// transpositions, so "verison" is one edit from "version"), if close enough to be a plausible typo:
    /// at most max(2, ⌊length/3⌋) edits, or one word is part of the other (at least 3 letters of it, so "info"
    /// finds "png-info"). Ties go to the earlier candidate.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)? = nil
        for candidate in candidates where candidate != word {
            let distance = editDistance(word, candidate)
            let plausible = distance <= max(2, min(word.count, candidate.count) / 3)
                || (min(word.count, candidate.count) >= 3 && (candidate.contains(word) || word.contains(candidate)))
            if plausible && distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Optimal string alignment distance (Damerau 1964; the restricted form: no substring edited twice).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Rows i−2, i−1 and i of the (a.count + 1) × (b.count + 1) table.
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
