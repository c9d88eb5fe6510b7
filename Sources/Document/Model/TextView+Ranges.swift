/// Editing a text's styled runs by character ranges: what Foundation's `AttributedString` does to its
/// runs (`s[range].foregroundColor = …`, `s[range] = other`, `s.range(of:)`). Offsets count `Character`s
/// (grapheme clusters) of each run, as `AttributedString`'s character view does (a cluster never spans
/// two runs here).
extension TextView {
    /// How many `Character`s the text has.
    public var characterCount: Int { styledRuns.reduce(0) { $0 + $1.string.count } }

    /// The runs of the characters in `range`, cut at its ends.
    public func runs(in range: Range<Int>) -> [TextRun] {
        var out: [TextRun] = []
        var start = 0
        for run in styledRuns {
            let n = run.string.count
            let lo = max(range.lowerBound, start), hi = min(range.upperBound, start + n)
            if lo < hi {
                let cs = Array(run.string)
                out.append(TextRun(String(cs[(lo - start)..<(hi - start)]), run.attributes))
            }
            start += n
            if start >= range.upperBound { break }
        }
        return out
    }

    /// The text with the characters in `range` replaced by `runs` (an empty range inserts them).
    public func replacing(_ range: Range<Int>, with runs: [TextRun]) -> TextView {
        let n = characterCount
        return TextView(merging: self.runs(in: 0..<range.lowerBound) + runs + self.runs(in: range.upperBound..<max(n, range.upperBound)))
    }

    /// The text with `change` made to the attributes of the characters in `range`.
    public func restyling(_ range: Range<Int>, _ change: (inout TextAttributes) -> Void) -> TextView {
        let changed = runs(in: range).map { r in
            var r = r
            change(&r.attributes)
            return r
        }
        return replacing(range, with: changed)
    }

    /// The character range of the first occurrence of `s` (nil when there is none, or `s` is empty).
    public func range(of s: String) -> Range<Int>? {
        let hay = styledRuns.flatMap { Array($0.string) }, needle = Array(s)
        guard !needle.isEmpty, needle.count <= hay.count else { return nil }
        for i in 0...(hay.count - needle.count) where hay[i] == needle[0] {
            if Array(hay[i..<(i + needle.count)]) == needle { return i..<(i + needle.count) }
        }
        return nil
    }

    /// A text of `runs` with neighbours of the same attributes joined (as `AttributedString` keeps its
    /// runs), so an edit that restores a run's attributes leaves one run, not two.
    public init(merging runs: [TextRun]) {
        var out: [TextRun] = []
        for r in runs where !r.string.isEmpty {
            if let last = out.last, last.attributes == r.attributes { out[out.count - 1].string += r.string } else { out.append(r) }
        }
        self.init(runs: out)
    }
}
