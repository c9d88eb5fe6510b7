/// Maps the pixels of a frame's rectangle to colour indices: nearest palette colour, error diffusion where the
/// palette is too coarse, and the transparent index wherever the canvas already shows the right thing.
///
/// Per pixel, in serpentine order (even rows left to right, odd rows right to left):
/// - Unchanged in the source since the last encoded frame (and still shown): transparent index, so the
///   decoder keeps exactly what it showed — static areas never shimmer. Such pixels neither take nor pass on
///   diffused error, so dither noise cannot leak into static regions.
/// - Transparent in the source: transparent index (the canvas there was cleared by disposal if needed).
/// - A colour within the dither threshold of its nearest palette entry (in particular any colour the palette
///   holds exactly): that entry, with no error taken or passed on — flat areas stay flat.
/// - Otherwise: the nearest entry to colour + diffused error (error clamped), the remaining error passed on
///   with the kernel's weights, in the perceptual space.
/// In the last two cases the colour the canvas already shows is a further candidate: if it is at least as
/// close, the pixel becomes transparent (cheaper to compress, and no change on screen). When the chosen entry
/// equals the shown colour exactly, a second pass picks whichever of the two indices continues the run to its
/// left (LZW codes runs).
///
/// When no colour of the frame needs dithering (the common case: the threshold is about one just-noticeable
/// difference), a faster loop without error buffers maps left to right (`mapNearest`); the result is the same.
///
/// To estimate an option cheaply, only every `rowStep`-th row is mapped (the rows are stored one after the
/// other, and error diffuses from one mapped row to the next).
struct FrameMapper {
    /// Marks a colour whose nearest entry is not computed yet (never a colour index: at most 254).
    static let unknownNearest: UInt8 = 255

    /// Largest error component carried into a pixel (perceptual units); stops streaks behind sharp edges.
    static let maxCarriedError: Float = 0.08

    private var errorRows: [SIMD4<Float>] = []
    /// Pixels whose chosen entry equals what is shown (either index would do); see `finish`.
    var ties: [UInt8] = []

    /// Canvas-sized buffers and per-colour tables the mapper reads.
    struct Input {
        var canvasWidth: Int
        /// Canonical source pixels (0 = transparent).
        var current: UnsafePointer<UInt32>
        /// Source of the last encoded frame.
        var previous: UnsafePointer<UInt32>
        /// What the decoder shows now (0 = transparent).
        var displayed: UnsafePointer<UInt32>
        /// The frame's changed colours: hash lookup, Oklab, nearest palette entry and squared distance.
        var lookup: ColorLookup
        var colorLabs: UnsafePointer<SIMD4<Float>>
        /// `unknownNearest` where not yet computed (filled in on first use by the fast path).
        var colorNearest: UnsafeMutablePointer<UInt8>
        var colorDistance: UnsafeMutablePointer<Float>
        /// Number of colours in the tables above.
        var colorCount: Int
    }

    struct Result {
        /// Sum over mapped changed pixels of the squared 8-bit RGB error of what will be shown.
        var squaredError: Int
        /// Bounds of the non-transparent indices (canvas coordinates), nil if there are none.
        var drawn: PixelRect?
        /// Mapped rows (rect.height / rowStep, rounded up); `indices` holds rows × rect.width values.
        var rows: Int
    }

    /// - Parameter lazyNearest: the per-colour nearest entries are `unknownNearest` and get computed on first use
    ///   (only without dithering: the caller passes no kernel).
    mutating func map(_ input: Input, rect: PixelRect, rowStep: Int = 1, palette: Palette, kernel: DitherKernel?,
                      threshold: Float, lazyNearest: Bool = false, cache: inout OklabCache,
                      indices: UnsafeMutablePointer<UInt8>) -> Result {
        precondition(!lazyNearest || kernel == nil, "lazy nearest entries need the no-dither path")
        let rw = rect.width
        let rows = (rect.height + rowStep - 1) / rowStep
        let rowLength = rw + 2
        if errorRows.count < 2 * rowLength { errorRows = [SIMD4<Float>](repeating: .zero, count: 2 * rowLength) }
        if ties.count < rw * rows { ties = [UInt8](repeating: 0, count: rw * rows) }
        let transparent = UInt8(palette.transparentIndex)
        let threshold2 = kernel == nil ? Float.infinity : threshold * threshold
        var squaredError = 0
        if lazyNearest || !needsDithering(input, threshold2: threshold2) {
            squaredError = mapNearest(input, rect: rect, rowStep: rowStep, rows: rows, palette: palette,
                                      cache: &cache, indices: indices)
            return finish(rect: rect, rowStep: rowStep, rows: rows, transparent: transparent,
                          squaredError: squaredError, indices: indices)
        }

        cache.withView { cache in
        errorRows.withUnsafeMutableBufferPointer { errorBuffer in
        ties.withUnsafeMutableBufferPointer { tieBuffer in
        palette.colors.withUnsafeBufferPointer { paletteColorBuffer in
        palette.labs.withUnsafeBufferPointer { paletteLabBuffer in
        palette.index.withSearch { search in
            let paletteColors = paletteColorBuffer.baseAddress!, paletteLabs = paletteLabBuffer.baseAddress!
            var errThis = errorBuffer.baseAddress!
            var errNext = errThis + rowLength
            errThis.update(repeating: .zero, count: rowLength)
            let tie = tieBuffer.baseAddress!
            let maxE = SIMD4<Float>(repeating: FrameMapper.maxCarriedError)
            let current = input.current, previous = input.previous, displayed = input.displayed
            var lastColor: UInt32 = 1, lastSlot = 0
            var lastShown: UInt32 = 1, lastShownLab = SIMD4<Float>.zero
            for r in 0..<rows {
                errNext.update(repeating: .zero, count: rowLength)
                let rowBase = (rect.y + r * rowStep) * input.canvasWidth + rect.x
                let forward = r & 1 == 0
                let step = forward ? 1 : -1
                var x = forward ? 0 : rw - 1
                for _ in 0..<rw {
                    defer { x += step }
                    let i = rowBase + x
                    let o = r * rw + x
                    tie[o] = 0
                    let c = current[i]
                    let shown = displayed[i]
                    if c == 0 || (c == previous[i] && shown != 0) {
                        indices[o] = transparent
                        continue
                    }
                    if c != lastColor { lastColor = c; lastSlot = input.lookup.slot(of: c) }
                    var chosen = Int(input.colorNearest[lastSlot])
                    let d0 = input.colorDistance[lastSlot]
                    var keep = false
                    if d0 <= threshold2 {
                        // Reproduced closely enough: no dithering, no error taken or given.
                        if shown != 0 {
                            if shown == paletteColors[chosen] {
                                tie[o] = 1
                            } else {
                                if shown != lastShown { lastShown = shown; lastShownLab = cache.lab(shown) }
                                keep = distance2(input.colorLabs[lastSlot], lastShownLab) <= d0
                            }
                        }
                    } else {
                        let kernel = kernel.unsafelyUnwrapped
                        var e = errThis[x + 1]
                        e = e.replacing(with: maxE, where: e .> maxE)
                        e = e.replacing(with: -maxE, where: e .< -maxE)
                        let q = input.colorLabs[lastSlot] + e
                        let (p, dp) = search.nearest(q, hint: chosen)
                        chosen = p
                        var outLab = paletteLabs[p]
                        if shown != 0 {
                            if shown == paletteColors[p] {
                                tie[o] = 1
                            } else {
                                if shown != lastShown { lastShown = shown; lastShownLab = cache.lab(shown) }
                                if distance2(q, lastShownLab) <= dp { keep = true; outLab = lastShownLab }
                            }
                        }
                        let residual = q - outLab
                        let ex = x + 1
                        errThis[ex + step] += residual * kernel.ahead
                        errNext[ex - step] += residual * kernel.belowBehind
                        errNext[ex] += residual * kernel.below
                        errNext[ex + step] += residual * kernel.belowAhead
                    }
                    let out = keep ? shown : paletteColors[chosen]
                    indices[o] = keep ? transparent : UInt8(truncatingIfNeeded: chosen)
                    squaredError &+= rgbSquaredError(c, out)
                }
                swap(&errThis, &errNext)
            }
        }
        }
        }
        }
        }
        }

        return finish(rect: rect, rowStep: rowStep, rows: rows, transparent: transparent,
                      squaredError: squaredError, indices: indices)
    }

    /// Second pass in memory (LZW) order: a tie pixel stays drawn only if it continues its left neighbour's
    /// run; otherwise it becomes transparent. Then the bounds of what is drawn.
    private func finish(rect: PixelRect, rowStep: Int, rows: Int, transparent: UInt8, squaredError: Int,
                        indices: UnsafeMutablePointer<UInt8>) -> Result {
        let rw = rect.width
        var bounds = BoundsAccumulator()
        ties.withUnsafeBufferPointer { tieBuffer in
            let tie = tieBuffer.baseAddress!
            for r in 0..<rows {
                var first = -1, last = -1
                for x in 0..<rw {
                    let o = r * rw + x
                    if tie[o] != 0 && (x == 0 || indices[o - 1] != indices[o]) { indices[o] = transparent }
                    if indices[o] != transparent {
                        if first < 0 { first = x }
                        last = x
                    }
                }
                if first >= 0 { bounds.add(row: rect.y + r * rowStep, from: rect.x + first, to: rect.x + last + 1) }
            }
        }
        return Result(squaredError: squaredError, drawn: bounds.rect, rows: rows)
    }
}

/// Squared error summed over R, G, B of two packed colours.
@inline(__always)
func rgbSquaredError(_ a: UInt32, _ b: UInt32) -> Int {
    let dr = Int(a & 0xFF) - Int(b & 0xFF)
    let dg = Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF)
    let db = Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF)
    return dr * dr + dg * dg + db * db
}
