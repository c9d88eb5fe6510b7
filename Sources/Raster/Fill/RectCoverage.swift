/// Coverage spans of an axis-aligned rectangle in device pixels, computed directly (no edges or
/// cells): with anti-aliasing a pixel's coverage is the overlap area (x-overlap × y-overlap);
/// without, a pixel is in when its centre is (top/left inclusive).
struct RectCoverage: CoverageProducer {
    let x0: Double, y0: Double, x1: Double, y1: Double
    let bounds: PixelRect
    let antialias: Bool

    func produce<B: SpanBlitter>(into blitter: inout B, scratch: RasterScratch) {
        Self.blit(x0: x0, y0: y0, x1: x1, y1: y1, bounds: bounds, antialias: antialias, blitter: &blitter)
    }

    @inline(__always) static func byte(_ v: Double) -> UInt8 {
        v >= 1 ? 255 : (v > 0 ? UInt8(v * 255 + 0.5) : 0)
    }

    static func blit<B: SpanBlitter>(x0: Double, y0: Double, x1: Double, y1: Double, bounds: PixelRect,
                                     antialias: Bool, blitter: inout B) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, !bounds.isEmpty else { return }
        let bx0 = Double(bounds.x), by0 = Double(bounds.y), bx1 = Double(bounds.maxX), by1 = Double(bounds.maxY)
        let l = max(min(x0, x1), bx0), r = min(max(x0, x1), bx1)
        let t = max(min(y0, y1), by0), b = min(max(y0, y1), by1)
        if !(l < r && t < b) { return }
        if !antialias {
            let ix0 = Int((l - 0.5).rounded(.up)), ix1 = Int((r - 0.5).rounded(.up))
            let iy0 = Int((t - 0.5).rounded(.up)), iy1 = Int((b - 0.5).rounded(.up))
            if ix1 <= ix0 { return }
            for y in max(iy0, bounds.y)..<max(min(iy1, bounds.maxY), max(iy0, bounds.y)) {
                blitter.blitConstant(x: ix0, y: y, count: ix1 - ix0, coverage: 255)
            }
            return
        }
        let ix0 = Int(l.rounded(.down)), ix1 = Int(r.rounded(.up))
        let iy0 = Int(t.rounded(.down)), iy1 = Int(b.rounded(.up))
        // Horizontal overlap of the first and last columns (the same column when ix1 − ix0 == 1).
        let single = ix1 - ix0 == 1
        let leftW = single ? r - l : Double(ix0 + 1) - l
        let rightW = r - Double(ix1 - 1)
        for y in iy0..<iy1 {
            let h = min(Double(y + 1), b) - max(Double(y), t)
            if single {
                let c = byte(leftW * h)
                if c != 0 { blitter.blitConstant(x: ix0, y: y, count: 1, coverage: c) }
                continue
            }
            let cl = byte(leftW * h), cm = byte(h), cr = byte(rightW * h)
            if cm == 0 { continue }
            var x = ix0, n = 0
            // Merge the edge columns into the middle run when their coverage is the same.
            if cl == cm { n = 1 } else { if cl != 0 { blitter.blitConstant(x: ix0, y: y, count: 1, coverage: cl) }; x = ix0 + 1 }
            n += ix1 - 1 - (ix0 + 1)
            if cr == cm { n += 1 }
            if n > 0 { blitter.blitConstant(x: x, y: y, count: n, coverage: cm) }
            if cr != cm && cr != 0 { blitter.blitConstant(x: ix1 - 1, y: y, count: 1, coverage: cr) }
        }
    }
}
