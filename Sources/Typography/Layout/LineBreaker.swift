/// Splits shaped text into lines: paragraphs at mandatory breaks, greedy wrapping at break
/// opportunities (a word wider than the line breaks between characters), then `lineLimit` with
/// "…" truncation of the last visible line. Works on cluster indices; no geometry yet.
struct LineBreaker {
    /// A piece of a line: a run of source clusters, or the truncation mark.
    enum Piece: Equatable {
        case run(Range<Int>)
        case ellipsis
    }

    struct PlannedLine {
        var pieces: [Piece]
        /// Source clusters the line stands for (hanging spaces and elided text included).
        var source: Range<Int>
        var isTruncated: Bool
    }

    let clusters: [ShapedCluster]
    let ellipsisAdvance: Double
    /// UAX #14 opportunities (`UnicodeLineBreaks`): a line may break after cluster j; empty when the
    /// text is not wrapped.
    var breakAfter: [Bool] = []
    /// Lines wider than `width + epsilon` do not fit. The epsilon (1 µpt) only absorbs rounding when
    /// a caller proposes back a width it computed from our own size (e.g. after adding and removing padding).
    static let epsilon = 1e-6

    // MARK: - Widths

    /// Width of the clusters `a..<b` set side by side: the sum of their shaped advances (kerning is in
    /// the advances). The same accumulation order as glyph positioning, so a line's width equals its
    /// last pen position.
    func width(_ a: Int, _ b: Int) -> Double {
        var x = 0.0
        var j = a
        while j < b {
            x += clusters[j].advance
            j += 1
        }
        return x
    }

    @inline(__always) func isSpace(_ j: Int) -> Bool {
        let c = clusters[j].breakClass
        return c == .space || c == .zeroWidthSpace
    }
    /// `b` moved left past trailing spaces of `a..<b`.
    func trimEnd(_ a: Int, _ b: Int) -> Int {
        var b = b
        while b > a && isSpace(b - 1) { b -= 1 }
        return b
    }
    /// `a` moved right past leading spaces of `a..<b`.
    func trimStart(_ a: Int, _ b: Int) -> Int {
        var a = a
        while a < b && isSpace(a) { a += 1 }
        return a
    }

    // MARK: - Paragraphs and wrapping

    /// Cluster ranges between mandatory breaks. An empty string has no paragraph; a trailing newline
    /// starts an empty last paragraph (one more, empty line — as a text view shows it).
    func paragraphs() -> [Range<Int>] {
        if clusters.isEmpty { return [] }
        var out: [Range<Int>] = []
        var s = 0
        for (i, c) in clusters.enumerated() where c.breakClass == .newline {
            out.append(s..<i); s = i + 1
        }
        out.append(s..<clusters.count)
        return out
    }

    /// Greedy wrapping of one paragraph to `limit`: each line takes as many clusters as fit, breaking
    /// at the last opportunity (after a run of spaces, after a hyphen, around ideographs); a line
    /// holds at least one visible character, so a word wider than the line breaks by character.
    /// Returns the source range of each line (spaces at a wrap stay on the line they end, hanging).
    func wrap(_ para: Range<Int>, limit: Double) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var s = para.lowerBound
        let pe = para.upperBound
        let maxWidth = limit + Self.epsilon
        while true {
            var x = 0.0
            var lastBreak = -1
            var hasContent = false
            var brokeAt = -1
            var i = s
            while i < pe {
                let c = clusters[i]
                if c.breakClass != .space {
                    let w = x + c.advance
                    if w > maxWidth && hasContent {
                        brokeAt = lastBreak > s ? lastBreak : i
                        break
                    }
                    hasContent = true
                }
                x += c.advance
                if hasContent && i + 1 < pe && breakAfter[i] { lastBreak = i + 1 }
                i += 1
            }
            if brokeAt < 0 { lines.append(s..<pe); return lines }
            lines.append(s..<brokeAt)
            s = brokeAt
        }
    }

    // MARK: - Plan

    /// All lines, honouring `lineLimit` (nil = unlimited; values below 1 act as 1).
    func plan(width: Double?, lineLimit: Int?, truncation: TextLayout.Truncation) -> [PlannedLine] {
        let paras = paragraphs()
        let maxLines = lineLimit.map { max(1, $0) }
        var out: [PlannedLine] = []
        for (pi, para) in paras.enumerated() {
            let ranges = width.map { wrap(para, limit: $0) } ?? [para]
            for (li, r) in ranges.enumerated() {
                let isParagraphEnd = li == ranges.count - 1
                if let maxLines, out.count == maxLines - 1, !isParagraphEnd || pi < paras.count - 1 {
                    out.append(truncated(r.lowerBound..<para.upperBound, width: width, mode: truncation))
                    return out
                }
                out.append(plainLine(r, width: width, isParagraphEnd: isParagraphEnd))
            }
        }
        return out
    }

    /// A line that fits: trailing spaces hang at a wrap; at a paragraph end they count when they fit.
    private func plainLine(_ r: Range<Int>, width: Double?, isParagraphEnd: Bool) -> PlannedLine {
        var end = trimEnd(r.lowerBound, r.upperBound)
        if isParagraphEnd && end < r.upperBound {
            if width == nil || self.width(r.lowerBound, r.upperBound) <= width! + Self.epsilon { end = r.upperBound }
        }
        return PlannedLine(pieces: end > r.lowerBound ? [.run(r.lowerBound..<end)] : [], source: r, isTruncated: false)
    }

    /// The last visible line when more text follows: `rest` is the text from the line's start to
    /// the end of its paragraph. If it all fits (only later paragraphs are hidden), "…" follows it;
    /// otherwise characters are dropped at the tail, head or middle until text and "…" fit.
    /// When not even "…" fits, the line is empty.
    private func truncated(_ rest: Range<Int>, width: Double?, mode: TextLayout.Truncation) -> PlannedLine {
        let s = rest.lowerBound, e = trimEnd(rest.lowerBound, rest.upperBound)
        let ell = ellipsisAdvance
        let line = { (pieces: [Piece]) in PlannedLine(pieces: pieces, source: rest, isTruncated: true) }
        guard let width else { return line(e > s ? [.run(s..<e), .ellipsis] : [.ellipsis]) }
        let maxWidth = width + Self.epsilon
        if ell > maxWidth { return line([]) }
        if self.width(s, e) + ell <= maxWidth { return line(e > s ? [.run(s..<e), .ellipsis] : [.ellipsis]) }

        switch mode {
        case .tail:
            let k = trimEnd(s, longestPrefix(s, e, fitting: maxWidth - ell))
            return line(k > s ? [.run(s..<k), .ellipsis] : [.ellipsis])
        case .head:
            let k = trimStart(shortestSuffix(s, e, fitting: maxWidth - ell), e)
            return line(k < e ? [.ellipsis, .run(k..<e)] : [.ellipsis])
        case .middle:
            // Balanced like CoreText's middle truncation: the head gets up to half the room,
            // the tail whatever is left.
            let room = maxWidth - ell
            let k1 = trimEnd(s, longestPrefix(s, e, fitting: room / 2))
            let headWidth = k1 > s ? self.width(s, k1) : 0
            let k2 = trimStart(shortestSuffix(k1, e, fitting: room - headWidth), e)
            var pieces: [Piece] = []
            if k1 > s { pieces.append(.run(s..<k1)) }
            pieces.append(.ellipsis)
            if k2 < e { pieces.append(.run(k2..<e)) }
            return line(pieces)
        }
    }

    /// The largest k in s...e such that clusters s..<k (trailing spaces ignored) fit in `room`.
    private func longestPrefix(_ s: Int, _ e: Int, fitting room: Double) -> Int {
        var x = 0.0, best = s, k = s
        while k < e {
            let w = x + clusters[k].advance
            if !isSpace(k) {
                if w > room { break }
                best = k + 1
            }
            x = w
            k += 1
        }
        return best
    }

    /// The smallest k in s...e such that clusters k..<e (leading spaces ignored) fit in `room`.
    private func shortestSuffix(_ s: Int, _ e: Int, fitting room: Double) -> Int {
        var x = 0.0, best = e, k = e
        while k > s {
            let j = k - 1
            let w = x + clusters[j].advance
            if !isSpace(j) {
                if w > room { break }
                best = j
            }
            x = w
            k -= 1
        }
        return best
    }
}
