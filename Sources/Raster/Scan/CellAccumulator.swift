/// Exact-area cell accumulation for one band of rows.
///
/// Each cell holds the change of coverage it causes: the coverage of pixel x on a row is the
/// prefix sum of the row's cells up to x. A segment adds, in every row it crosses, its signed
/// height in that row split over the cells it passes through in proportion to the area to the
/// right of it (the trapezoid/triangle areas). This is the single-accumulator formulation of
/// font-rs (Raph Levien, 2016, `accumulate` + `draw_line`), equivalent to the area/cover cells
/// of libart, FreeType's "smooth" rasterizer, stb_truetype v2 and Blend2D.
///
/// Touched cells are flagged in a bit per cell so the sweep visits only them and treats the
/// runs between them as constant coverage (Blend2D's approach).
struct CellAccumulator {
    let cells: UnsafeMutablePointer<Float>
    let bits: UnsafeMutablePointer<UInt64>
    /// Cells per row (the box width + 2: segments at x = width still write two cells).
    let stride: Int
    let words: Int
    /// Box width as Float, for clamping x.
    let maxX: Float

    /// Sets the bits of cells lo...hi (inclusive) of row `r`.
    @inline(__always) func mark(_ r: UnsafeMutablePointer<UInt64>, _ lo: Int, _ hi: Int) {
        let w0 = lo &>> 6, w1 = hi &>> 6
        let m0: UInt64 = ~0 &<< UInt64(lo & 63)
        let m1: UInt64 = ~0 &>> UInt64(63 - (hi & 63))
        if w0 == w1 {
            r[w0] |= m0 & m1
        } else {
            r[w0] |= m0
            var w = w0 + 1
            while w < w1 { r[w] = ~0; w += 1 }
            r[w1] |= m1
        }
    }

    /// Marks cells x and x + 1.
    @inline(__always) func markPair(_ r: UnsafeMutablePointer<UInt64>, _ x: Int) {
        let w = x &>> 6, b = UInt64(x & 63)
        r[w] |= 3 &<< b
        if b == 63 { r[w &+ 1] |= 1 }
    }

    /// x clamped into the box (NaN → 0), branch-free.
    @inline(__always) func clampX(_ v: Float) -> Float {
        let a = v > 0 ? v : 0
        return a < maxX ? a : maxX
    }

    /// Accumulates the part of `e` inside rows [bandTop, bandBottom) (local coordinates; the
    /// band's first row is cell row 0).
    @inline(__always)
    func addAntialiased(_ e: Edge, bandTop: Int, bandBottom: Int) {
        let top = Float(bandTop), bottom = Float(bandBottom)
        let fy0 = e.y0 > top ? e.y0 : top
        let fy1 = e.y1 < bottom ? e.y1 : bottom
        if !(fy0 < fy1) { return }
        let dxdy = e.dxdy, dir = e.dir
        let xEnd = clampX(e.x0 + (fy1 - e.y0) * dxdy)
        var x = clampX(e.x0 + (fy0 - e.y0) * dxdy)
        var ry = floorIndex(fy0)
        let rEnd = ceilIndex(fy1)
        var row = cells + (ry &- bandTop) &* stride
        var rbits = bits + (ry &- bandTop) &* words
        var ya = fy0
        while ry < rEnd {
            let last = ry &+ 1 == rEnd
            let yb = last ? fy1 : Float(ry &+ 1)
            let xn = last ? xEnd : clampX(x + dxdy * (yb - ya))
            let d = (yb - ya) * dir
            let xa = x < xn ? x : xn, xb = x < xn ? xn : x
            let x0i = floorIndex(xa)
            let x1i = ceilIndex(xb)
            if x1i &- x0i <= 1 {
                // Within one cell column: the area right of the segment in this cell.
                let xmf = 0.5 * (x + xn) - Float(x0i)
                row[x0i] += d - d * xmf
                row[x0i &+ 1] += d * xmf
                markPair(rbits, x0i)
            } else {
                let s = 1 / (xb - xa)
                let x0f = xa - Float(x0i)
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = xb - Float(x1i) + 1
                let am = 0.5 * s * x1f * x1f
                row[x0i] += d * a0
                if x1i == x0i &+ 2 {
                    row[x0i &+ 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0f)
                    row[x0i &+ 1] += d * (a1 - a0)
                    let ds = d * s
                    var xi = x0i &+ 2
                    while xi < x1i &- 1 { row[xi] += ds; xi &+= 1 }
                    let a2 = a1 + Float(x1i &- x0i &- 3) * s
                    row[x1i &- 1] += d * (1 - a2 - am)
                }
                row[x1i] += d * am
                mark(rbits, x0i, x1i)
            }
            x = xn
            ya = yb
            ry &+= 1
            row += stride
            rbits += words
        }
    }

    /// Pixel-centre sampling (no anti-aliasing): in each row whose centre line y + 0.5 the edge
    /// crosses (top-inclusive, bottom-exclusive), pixels whose centre is at or right of the
    /// crossing get the edge's winding.
    @inline(__always)
    func addAliased(_ e: Edge, bandTop: Int, bandBottom: Int) {
        // Rows r with e.y0 <= r + 0.5 < e.y1.
        let r0 = max(ceilIndex(max(e.y0 - 0.5, 0)), bandTop), r1 = min(ceilIndex(max(e.y1 - 0.5, 0)), bandBottom)
        var r = r0
        while r < r1 {
            let xs = e.x0 + (Float(r) + 0.5 - e.y0) * e.dxdy
            let ci = ceilIndex(clampX(xs - 0.5))
            let rowIndex = r &- bandTop
            cells[rowIndex &* stride &+ ci] += e.dir
            mark(bits + rowIndex &* words, ci, ci)
            r &+= 1
        }
    }
}

/// ⌊v⌋ for 0 ≤ v < 2²², without the range checks of `Int(_:)` (1.5·2²³ rounding, then a correction).
@inline(__always) func floorIndex(_ v: Float) -> Int {
    let r = Int32(bitPattern: (v + roundingMagic).bitPattern) &- 0x4B40_0000
    return Int(Float(r) > v ? r &- 1 : r)
}

/// ⌈v⌉ for 0 ≤ v < 2²².
@inline(__always) func ceilIndex(_ v: Float) -> Int {
    let r = Int32(bitPattern: (v + roundingMagic).bitPattern) &- 0x4B40_0000
    return Int(Float(r) < v ? r &+ 1 : r)
}
