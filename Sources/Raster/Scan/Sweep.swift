/// Turns one row of accumulated cells into coverage spans.
///
/// Only touched cells (flagged bits) are visited: their running sum gives per-pixel coverage
/// (a "mask" span); between two runs of touched cells the running sum is constant, so the gap is
/// one constant-coverage span (typically the fully covered interior). Visited cells and bits are
/// zeroed, leaving the buffers ready for the next band.
struct RowSweeper {
    /// Gaps shorter than this between two touched runs are folded into one mask span (fewer, longer
    /// spans; the mask loops are cheap next to per-span setup).
    static let mergeGap = 8

    let width: Int
    let evenOdd: Bool
    /// Coverage bytes, indexed by local x (capacity ≥ cell stride).
    let coverage: UnsafeMutablePointer<UInt8>

    /// Coverage byte of an accumulated winding value (nonzero: min(|w|, 1); even-odd: distance
    /// to the nearest even integer, which is ≤ 1).
    @inline(__always) func coverageByte(_ acc: Float) -> UInt8 {
        var a = abs(acc)
        if evenOdd {
            let half = a * 0.5
            if half < 8_388_608 { a -= 2 * Float(Int(half)) } else { a = 0 }
            if a > 1 { a = 2 - a }
        } else if a > 1 {
            a = 1
        }
        if !(a > 0) { return 0 }
        return UInt8(truncatingIfNeeded: Int(a * 255 + 0.5))
    }

    @inline(__always)
    func sweep<B: SpanBlitter>(row: UnsafeMutablePointer<Float>, bits: UnsafeMutablePointer<UInt64>, words: Int,
                               x ox: Int, y: Int, blitter: inout B) {
        var acc: Float = 0
        var runStart = 0, runEnd = 0
        var hasRun = false
        for w in 0..<words {
            var word = bits[w]
            if word == 0 { continue }
            bits[w] = 0
            let base = w &<< 6
            while word != 0 {
                let tz = word.trailingZeroBitCount
                let len = (~(word &>> UInt64(tz))).trailingZeroBitCount
                let s = base + tz, e = s + len
                word = tz + len >= 64 ? 0 : word & (~0 &<< UInt64(tz + len))
                if hasRun && s - runEnd < Self.mergeGap {
                    if s > runEnd {
                        let c = coverageByte(acc)
                        (coverage + runEnd).update(repeating: c, count: s - runEnd)
                    }
                } else {
                    if hasRun {
                        flush(runStart, runEnd, ox, y, &blitter)
                        if runEnd < width {
                            let c = coverageByte(acc)
                            if c != 0 { blitter.blitConstant(x: ox + runEnd, y: y, count: min(s, width) - runEnd, coverage: c) }
                        }
                    }
                    runStart = s; hasRun = true
                }
                var i = s
                while i < e {
                    acc += row[i]; row[i] = 0
                    coverage[i] = coverageByte(acc)
                    i += 1
                }
                runEnd = e
            }
        }
        if hasRun {
            flush(runStart, runEnd, ox, y, &blitter)
            if runEnd < width {
                let c = coverageByte(acc)
                if c != 0 { blitter.blitConstant(x: ox + runEnd, y: y, count: width - runEnd, coverage: c) }
            }
        }
    }

    @inline(__always)
    private func flush<B: SpanBlitter>(_ a: Int, _ b: Int, _ ox: Int, _ y: Int, _ blitter: inout B) {
        let e = min(b, width)
        if e > a { blitter.blitMask(x: ox + a, y: y, count: e - a, coverage: coverage + a) }
    }
}
