import Geometry

/// Scan conversion of paths into coverage spans: edges (`EdgeBuilder`) → cells
/// (`CellAccumulator`), band by band → spans (`RowSweeper`) → a `SpanBlitter`.
///
/// Rows are processed in bands whose cell buffer stays cache-sized; edges are bucketed by their
/// first band (counting sort) and kept in an active list while they span later bands.
enum ScanConverter {
    /// Flattening tolerance in device pixels.
    static let tolerance = 0.2
    /// Cells per band (floats): small enough for L2, large enough that typical shapes take one band.
    static let bandCells = 1 << 16

    /// The clipped pixel box of `path` under `transform`, or nil when nothing can be drawn
    /// (empty, off-target, or non-finite coordinates).
    static func deviceBox(_ path: Path, _ t: AffineTransform, within bounds: PixelRect) -> PixelRect? {
        if bounds.isEmpty || path.points.isEmpty { return nil }
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        var finite = true
        path.points.withUnsafeBufferPointer { pts in
            for p in pts {
                let x = t.a * p.x + t.c * p.y + t.tx, y = t.b * p.x + t.d * p.y + t.ty
                if !x.isFinite || !y.isFinite { finite = false; break }
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        if !finite { return nil }
        let bx0 = Double(bounds.x), by0 = Double(bounds.y), bx1 = Double(bounds.maxX), by1 = Double(bounds.maxY)
        let ix0 = Int(min(max(x0, bx0), bx1).rounded(.down)), iy0 = Int(min(max(y0, by0), by1).rounded(.down))
        let ix1 = Int(min(max(x1, bx0), bx1).rounded(.up)), iy1 = Int(min(max(y1, by0), by1).rounded(.up))
        if ix1 <= ix0 || iy1 <= iy0 { return nil }
        return PixelRect(x: ix0, y: iy0, width: ix1 - ix0, height: iy1 - iy0)
    }

    /// Fills `path` (mapped by `transform`) clipped to `bounds`, delivering coverage to `blitter`.
    static func fill<B: SpanBlitter>(_ path: Path, transform: AffineTransform, rule: FillRule, antialias: Bool,
                                     bounds: PixelRect, scratch: RasterScratch, blitter: inout B) {
        guard let box = deviceBox(path, transform, within: bounds) else { return }
        var eb = EdgeBuilder(scratch: scratch, clip: box, tolerance: tolerance)
        eb.add(path, transform: transform)
        // A mirroring transform turns clockwise contours counter-clockwise: `.positive` follows the path's own sense.
        let mirrored = transform.a * transform.d - transform.b * transform.c < 0
        rasterize(edgeCount: eb.count, box: box, rule: rule, mirrored: mirrored, antialias: antialias, scratch: scratch,
                  blitter: &blitter)
    }

    /// Rasterizes the first `edgeCount` edges of `scratch` (local to `box`).
    static func rasterize<B: SpanBlitter>(edgeCount n: Int, box: PixelRect, rule: FillRule, mirrored: Bool = false,
                                          antialias: Bool, scratch: RasterScratch, blitter: inout B) {
        if n == 0 { return }
        switch rule {
        case .nonZero: rasterize(edgeCount: n, box: box, NonZeroRule.self, antialias: antialias, scratch: scratch, blitter: &blitter)
        case .evenOdd: rasterize(edgeCount: n, box: box, EvenOddRule.self, antialias: antialias, scratch: scratch, blitter: &blitter)
        case .positive where mirrored:
            rasterize(edgeCount: n, box: box, CounterClockwiseRule.self, antialias: antialias, scratch: scratch, blitter: &blitter)
        case .positive:
            rasterize(edgeCount: n, box: box, ClockwiseRule.self, antialias: antialias, scratch: scratch, blitter: &blitter)
        }
    }

    static func rasterize<B: SpanBlitter, R: WindingRule>(edgeCount n: Int, box: PixelRect, _: R.Type, antialias: Bool,
                                                          scratch: RasterScratch, blitter: inout B) {
        let bw = box.width, bh = box.height
        let stride = bw + 2
        let words = (stride + 63) >> 6
        let bandH = min(bh, max(4, bandCells / stride))
        scratch.reserveCells(bandH * stride, bitWords: bandH * words)
        scratch.reserveSpan(stride)
        let acc = CellAccumulator(cells: scratch.cells, bits: scratch.bits, stride: stride, words: words, maxX: Float(bw))
        let sweeper = RowSweeper<R>(width: bw, coverage: scratch.coverage)
        let edges = scratch.edges

        @inline(__always) func sweepBand(_ top: Int, _ bottom: Int) {
            var row = acc.cells, rowBits = acc.bits
            var y = box.y &+ top
            for _ in top..<bottom {
                sweeper.sweep(row: row, bits: rowBits, words: words, x: box.x, y: y, blitter: &blitter)
                row += stride; rowBits += words; y &+= 1
            }
        }

        let bands = (bh + bandH - 1) / bandH
        if bands == 1 {
            if antialias {
                for i in 0..<n { acc.addAntialiased(edges[i], bandTop: 0, bandBottom: bh) }
            } else {
                for i in 0..<n { acc.addAliased(edges[i], bandTop: 0, bandBottom: bh) }
            }
            sweepBand(0, bh)
            return
        }

        // Counting sort of edges by first band.
        scratch.reserveIndices(n, bands: bands)
        let counts = scratch.bandCounts, order = scratch.order, active = scratch.active
        counts.initialize(repeating: 0, count: bands + 1)
        @inline(__always) func bandOf(_ e: Edge) -> Int { min(Int(e.y0) / bandH, bands - 1) }
        for i in 0..<n { counts[bandOf(edges[i]) + 1] += 1 }
        for b in 0..<bands { counts[b + 1] += counts[b] }
        for i in 0..<n {
            let b = bandOf(edges[i])
            order[Int(counts[b])] = Int32(i); counts[b] += 1
        }
        // counts[b] is now the end of band b's run in `order`.
        var next = 0, activeCount = 0
        for b in 0..<bands {
            let top = b * bandH, bottom = min(top + bandH, bh)
            let end = Int(counts[b])
            while next < end { active[activeCount] = order[next]; activeCount += 1; next += 1 }
            var k = 0
            while k < activeCount {
                let e = edges[Int(active[k])]
                if antialias { acc.addAntialiased(e, bandTop: top, bandBottom: bottom) }
                else { acc.addAliased(e, bandTop: top, bandBottom: bottom) }
                if e.y1 <= Float(bottom) {
                    activeCount -= 1; active[k] = active[activeCount]
                } else {
                    k += 1
                }
            }
            sweepBand(top, bottom)
        }
    }
}
