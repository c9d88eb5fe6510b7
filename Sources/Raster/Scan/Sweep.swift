/// Turns one row of accumulated cells into coverage spans.
///
/// Only touched cells (flagged bits) are visited: their running sum gives per-pixel coverage.
/// Between two runs of touched cells the running sum is constant, so the gap's coverage is
/// written with one fill (typically 255 for a shape's interior). A row normally becomes a single
/// mask span from its first to its last touched cell; the compositing loop recognises fully
/// covered and empty chunks of eight pixels by their coverage bytes, so the interior still runs
/// at full-coverage speed while edges, interior and per-span setup cost one call per row.
/// Long empty gaps (e.g. between two shapes) split the row into separate spans.
/// Visited cells and bits are zeroed, leaving the buffers ready for the next band.
struct RowSweeper<Rule: WindingRule> {
    /// Empty gaps at least this long end the current span instead of being skipped chunk by chunk.
    static var splitGap: Int { 32 }

    let width: Int
    /// Coverage bytes, indexed by local x (capacity ≥ cell stride).
    let coverage: UnsafeMutablePointer<UInt8>

    @inline(__always) func coverageByte(_ acc: Float) -> UInt8 { Rule.coverage(acc) }

    @inline(__always)
    func sweep<B: SpanBlitter>(row: UnsafeMutablePointer<Float>, bits: UnsafeMutablePointer<UInt64>, words: Int,
                               x ox: Int, y: Int, blitter: inout B) {
        var acc: Float = 0
        var spanStart = -1, pos = 0
        for w in 0..<words {
            var word = bits[w]
            if word == 0 { continue }
            bits[w] = 0
            let base = w &<< 6
            while word != 0 {
                let tz = word.trailingZeroBitCount
                let len = (~(word &>> UInt64(tz))).trailingZeroBitCount
                let s = base &+ tz, e = s &+ len
                word = tz &+ len >= 64 ? 0 : word & (~0 &<< UInt64(tz &+ len))
                if spanStart < 0 {
                    spanStart = s
                } else if s > pos {
                    let c = coverageByte(acc)
                    if c == 0 && s &- pos >= Self.splitGap {
                        flush(spanStart, pos, ox, y, &blitter)
                        spanStart = s
                    } else {
                        fill(pos, s, c)
                    }
                }
                var i = s
                while i < e {
                    acc += row[i]; row[i] = 0
                    coverage[i] = coverageByte(acc)
                    i &+= 1
                }
                pos = e
            }
        }
        if spanStart < 0 { return }
        if pos < width {
            // Normally 0 after the last edge; a non-closing remainder (rounding) is drawn as is.
            let c = coverageByte(acc)
            if c != 0 { fill(pos, width, c); pos = width }
        }
        flush(spanStart, pos, ox, y, &blitter)
    }

    /// coverage[a..<b] = c with 16-byte stores that may run up to 15 bytes past b (the buffer has
    /// slack, and bytes past b are rewritten before they are read): no `memset` call per gap.
    @inline(__always)
    private func fill(_ a: Int, _ b: Int, _ c: UInt8) {
        let v = SIMD16<UInt8>(repeating: c)
        let raw = UnsafeMutableRawPointer(coverage)
        var i = a
        while i < b {
            raw.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
    }

    @inline(__always)
    private func flush<B: SpanBlitter>(_ a: Int, _ b: Int, _ ox: Int, _ y: Int, _ blitter: inout B) {
        let e = min(b, width)
        if e > a { blitter.blitMask(x: ox + a, y: y, count: e - a, coverage: coverage + a) }
    }
}

/// How an accumulated winding value becomes coverage, branch-free (the rounding uses the
/// 1.5·2²³ trick: the low byte of the float's bits is the rounded value; garbage stays bounded).
protocol WindingRule {
    static func coverage(_ acc: Float) -> UInt8
}

/// Nonzero: min(|w|, 1).
enum NonZeroRule: WindingRule {
    @inline(__always) static func coverage(_ acc: Float) -> UInt8 {
        let a = acc.magnitude
        let c = a < 1 ? a : 1
        return UInt8(truncatingIfNeeded: (c * 255 + roundingMagic).bitPattern)
    }
}

/// `FillRule.positive` in device space: min(max(−w, 0), 1). Edges that go down-screen add +1 to the
/// winding left to right, so a clockwise contour (y down) accumulates −1 inside.
enum ClockwiseRule: WindingRule {
    @inline(__always) static func coverage(_ acc: Float) -> UInt8 {
        let a = -acc
        let c = a < 0 ? 0 : (a < 1 ? a : 1)
        return UInt8(truncatingIfNeeded: (c * 255 + roundingMagic).bitPattern)
    }
}

/// `FillRule.positive` under a mirroring transform: min(max(w, 0), 1).
enum CounterClockwiseRule: WindingRule {
    @inline(__always) static func coverage(_ acc: Float) -> UInt8 {
        let c = acc < 0 ? 0 : (acc < 1 ? acc : 1)
        return UInt8(truncatingIfNeeded: (c * 255 + roundingMagic).bitPattern)
    }
}

/// Even-odd: the distance from |w| to the nearest even integer (≤ 1).
enum EvenOddRule: WindingRule {
    @inline(__always) static func coverage(_ acc: Float) -> UInt8 {
        let a = acc.magnitude
        let h = a * 0.5
        let r = (h + roundingMagic) - roundingMagic
        let f = r > h ? r - 1 : r           // ⌊|w| / 2⌋
        let m = a - 2 * f                   // |w| mod 2, in [0, 2)
        let t = 2 - m
        let c = m < t ? m : t
        return UInt8(truncatingIfNeeded: (c * 255 + roundingMagic).bitPattern)
    }
}
