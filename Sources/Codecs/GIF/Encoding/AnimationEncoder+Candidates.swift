import CGIF

/// Candidate colour tables for a frame, their estimated cost, and the final mapping.
extension AnimationEncoder {
    struct PaletteOption {
        var palette: Palette
        var isLocal: Bool
    }

    /// The table a frame gets, and what to try, in order, if the frame as mapped falls below the quality
    /// floor: the cheapest other candidate estimated at or above it, then the cheapest candidate holding every
    /// changed colour exactly. Empty when no candidate holds them all (the floor then does not apply).
    struct PaletteChoice {
        var option: PaletteOption
        var fallbacks: [PaletteOption] = []
    }

    /// How far below `GIFOptions.quality` (in dB) a frame may fall as shown while a candidate table could have
    /// held all its changed colours: below that, the frame is mapped again with that table. The controller
    /// trades quality between frames by design, but where an exact table exists the loss is a choice of bytes
    /// over fidelity that a clip of few colours (text on a flat capsule) should not make: its hard frames
    /// would drop to 50 dB at the default target. The nearest fallback is tried first, since an exact
    /// local table costs 768 bytes and frames above the target pull the controller's goal down.
    static let qualityFloorMargin = 0.5

    /// Local palette sizes tried per frame, in colours (with the transparent index each fills a GIF table), below
    /// `GIFOptions.maxColors` which is always tried.
    static let ladder = [127, 63, 31, 15, 7]

    /// The local palette sizes tried for a frame of `distinctColors` changed colours, largest first: `maxColors`
    /// and the ladder below it, except that when every colour fits only the smallest size that holds them all
    /// is worth trying.
    static func ladderSizes(maxColors: Int, distinctColors: Int) -> [Int] {
        let all = [maxColors] + ladder.filter { $0 < maxColors }
        return all.filter { k in !all.contains { $0 < k && distinctColors <= $0 } }
    }

    /// Chooses the colour table for the frame whose changed colours are in `histogram`: the global one, a
    /// local one from a ladder of sizes, or (when there is a choice) whichever the rate controller prefers.
    /// Candidates are estimated from largest to smallest; smaller ones stop being tried once an estimate falls
    /// well below the controller's goal, since they can only be worse.
    ///
    /// When the controller picks a local size, the size halfway to the better of its neighbours on the ladder
    /// is estimated too and taken if it costs less (bytes + λ·SSE at the λ the controller used): the ladder's
    /// steps double, and on a short clip one frame moving a whole step shifts the clip's size by several per
    /// cent, so both size and quality jumped with small changes of the target.
    ///
    /// - Parameter becomesGlobal: the table will be the global one (first frame in `.auto` mode): a local
    ///   choice is then filled up to its table's capacity, since later frames reuse it for free and the
    ///   unused slots of the table would otherwise be padding.
    ///
    /// - Parameter prepared: the ladder and its palettes for these colours, built ahead (see `FrameAnalysis`).
    func choosePalette(dirty: PixelRect, dirtyError: Int, becomesGlobal: Bool = false,
                       prepared: FrameAnalysis? = nil) -> PaletteChoice {
        let mode = options.palette
        if mode == .global, let global { return PaletteChoice(option: PaletteOption(palette: global, isLocal: false)) }
        var fixed: [PaletteOption] = []
        if mode == .auto, let global { fixed.append(PaletteOption(palette: global, isLocal: false)) }
        guard histogram.count > 0 else {
            // Only transparent or kept pixels: no colours are needed.
            return PaletteChoice(option: fixed.first
                ?? PaletteOption(palette: Palette(colors: [0xFF00_0000], cache: &cache), isLocal: true))
        }
        var ladder = prepared?.ladder ?? PaletteLadder(colors: histogram.colors, counts: histogram.counts,
                                                       maxColors: options.maxColors, cache: &cache)
        func palette(colors k: Int) -> Palette {
            prepared?.palettes[k] ?? Palette(colors: ladder.palette(colors: k), cache: &cache)
        }
        let sizes = AnimationEncoder.ladderSizes(maxColors: options.maxColors, distinctColors: ladder.distinctColors)
        if fixed.isEmpty && sizes.count == 1 {
            // That table holds them all exactly: nothing to fall back to.
            return PaletteChoice(option: PaletteOption(palette: palette(colors: sizes[0]), isLocal: true))
        }

        let persistent = totalError - dirtyError
        let step = dirty.area >= 32768 ? min(8, dirty.area / 16384) : 1
        let floor = controller.goal - 5
        var candidates: [PaletteOption] = []
        var estimates: [RateController.Option] = []
        func consider(_ option: PaletteOption) -> Double {
            let (squaredError, bytes) = estimate(option, dirty: dirty, rowStep: step)
            let total = persistent + squaredError
            candidates.append(option)
            estimates.append(RateController.Option(bytes: bytes, squaredError: Double(total), psnr: psnr(total)))
            return estimates[estimates.count - 1].psnr
        }
        for option in fixed { _ = consider(option) }
        // Colours of each candidate's local palette (0 for the global one).
        var localSize = fixed.map { _ in 0 }
        // Whether each candidate holds every changed colour exactly (so maps it without error).
        var holdsAll = fixed.map { $0.palette.holdsAll(histogram.colors) }
        for k in sizes {
            let option = PaletteOption(palette: palette(colors: k), isLocal: true)
            localSize.append(k)
            holdsAll.append(ladder.distinctColors <= k)
            if consider(option) < floor && estimates.count >= 2 { break }
        }
        var pick = controller.choose(estimates)
        let exact = AnimationEncoder.cheapest(estimates, among: holdsAll)
        if lossless, let exact {
            // Lossless was asked for and a table holds every changed colour: take the cheapest such table. The
            // controller's choice could be an inexact table whose error rounds to the 60 dB cap.
            return PaletteChoice(option: candidates[exact])
        }
        if localSize[pick] > 0 {
            let lambda = controller.lastMultiplier
            func cost(_ i: Int) -> Double { RateController.cost(estimates[i], lambda: lambda) }
            var neighbour = -1
            for n in [pick - 1, pick + 1] where n >= 0 && n < localSize.count && localSize[n] > 0 {
                if neighbour < 0 || cost(n) < cost(neighbour) { neighbour = n }
            }
            let k = neighbour < 0 ? 0 : (localSize[pick] + localSize[neighbour]) / 2
            if k != localSize[pick] && k != localSize[max(neighbour, 0)] {
                let option = PaletteOption(palette: palette(colors: k), isLocal: true)
                _ = consider(option)
                localSize.append(k)
                controller.amendLast(estimates)
                if cost(estimates.count - 1) < cost(pick) { pick = estimates.count - 1 }
            }
        }
        if becomesGlobal && localSize[pick] > 0 {
            let k = min(candidates[pick].palette.tableSize - 1, options.maxColors)
            if k > localSize[pick] && ladder.distinctColors > localSize[pick] {
                return PaletteChoice(option: PaletteOption(palette: palette(colors: k), isLocal: true),
                                     fallbacks: fallbacks(after: pick, exact: exact, estimates, candidates))
            }
        }
        return PaletteChoice(option: candidates[pick], fallbacks: fallbacks(after: pick, exact: exact, estimates,
                                                                           candidates))
    }

    /// See `PaletteChoice.fallbacks`.
    private func fallbacks(after pick: Int, exact: Int?, _ estimates: [RateController.Option],
                           _ candidates: [PaletteOption]) -> [PaletteOption] {
        guard let exact, exact != pick else { return [] }
        let floor = options.quality - AnimationEncoder.qualityFloorMargin
        let above = estimates.indices.map { $0 != pick && $0 != exact && estimates[$0].psnr >= floor }
        return (AnimationEncoder.cheapest(estimates, among: above).map { [candidates[$0]] } ?? [])
            + [candidates[exact]]
    }

    /// Whether the quality asks for lossless frames (the top of the range): see `GIFOptions.quality`.
    var lossless: Bool { options.quality >= GIFOptions.losslessQuality }

    /// The index of the option with the fewest estimated bytes among those flagged in `among` (first on ties).
    static func cheapest(_ estimates: [RateController.Option], among flagged: [Bool]) -> Int? {
        var best: Int?
        for i in estimates.indices where flagged[i] {
            if best == nil || estimates[i].bytes < estimates[best!].bytes { best = i }
        }
        return best
    }

    /// Estimated squared error and compressed size (LZW data plus local table) of encoding `dirty` with
    /// `option`, from every `rowStep`-th row, scaled up. Estimates map to the nearest colour without dithering
    /// (dithering only matters for colours a palette cannot hold within a just-noticeable difference, and such
    /// palettes are rarely the choice), which keeps them fast.
    func estimate(_ option: PaletteOption, dirty: PixelRect, rowStep: Int) -> (Int, Double) {
        let result = runMapper(option.palette, rect: dirty, rowStep: rowStep, dither: false)
        let count = result.rows * dirty.width
        let bytes = scratch.withUnsafeBufferPointer {
            lzw.cost(UnsafeBufferPointer(rebasing: $0[0..<count]), bitsPerPixel: option.palette.bitsPerPixel)
        }
        let scale = Double(dirty.height) / Double(result.rows)
        let table = option.isLocal ? 3 * option.palette.tableSize : 0
        return (Int(Double(result.squaredError) * scale), Double(bytes) * scale + Double(table))
    }

    /// Maps the dirty rectangle with the chosen palette and crops it to what is drawn (the first frame always
    /// covers the canvas); nil if nothing is drawn. Also returns the squared error of the re-encoded pixels as
    /// they will be shown.
    func map(_ option: PaletteOption, dirty: PixelRect, isFirst: Bool) -> (PendingFrame?, Int) {
        let palette = option.palette
        let result = runMapper(palette, rect: dirty, rowStep: 1, dither: true)
        guard let drawn = isFirst ? dirty : result.drawn else { return (nil, result.squaredError) }
        var indices = [UInt8](repeating: 0, count: drawn.area)
        scratch.withUnsafeBufferPointer { src in
            indices.withUnsafeMutableBufferPointer { dst in
                for y in 0..<drawn.height {
                    let from = (drawn.y - dirty.y + y) * dirty.width + (drawn.x - dirty.x)
                    (dst.baseAddress! + y * drawn.width).update(from: src.baseAddress! + from, count: drawn.width)
                }
            }
        }
        let transparent = palette.transparentIndex
        return (PendingFrame(rect: drawn, indices: indices, colors: palette.colors, isLocal: option.isLocal,
                             transparentIndex: transparent, usesTransparency: indices.contains(UInt8(transparent)),
                             start: 0, disposal: Int32(DISPOSE_DO_NOT)), result.squaredError)
    }

    /// A 1×1 frame that keeps its pixel: follows a frame whose disposal must take effect when nothing else
    /// needs drawing.
    func emptyFrame() -> PendingFrame {
        let colors = global?.colors ?? [0xFF00_0000]
        return PendingFrame(rect: PixelRect(x: 0, y: 0, width: 1, height: 1), indices: [UInt8(colors.count)],
                            colors: colors, isLocal: global == nil, transparentIndex: colors.count,
                            usesTransparency: true, start: 0, disposal: Int32(DISPOSE_DO_NOT))
    }

    /// Fills the per-colour nearest entries for `palette`, then runs the mapper over `rect` (every
    /// `rowStep`-th row) into `scratch`.
    private func runMapper(_ palette: Palette, rect: PixelRect, rowStep: Int, dither: Bool) -> FrameMapper.Result {
        let n = histogram.count
        colorNearest.removeAll(keepingCapacity: true)
        colorDistance.removeAll(keepingCapacity: true)
        if dither {
            // Dithering needs to know up front whether any colour is beyond the threshold.
            palette.index.withSearch { search in
                colorLabs.withUnsafeBufferPointer { labs in
                    var hint = 0
                    for j in 0..<n {
                        let (i, d) = search.nearest(labs[j], hint: hint)
                        hint = i
                        colorNearest.append(UInt8(i))
                        colorDistance.append(d)
                    }
                }
            }
        } else {
            // Estimates may map only some rows: find nearest entries only for colours actually met.
            colorNearest.append(contentsOf: repeatElement(FrameMapper.unknownNearest, count: n))
            colorDistance.append(contentsOf: repeatElement(0, count: n))
        }
        let rows = (rect.height + rowStep - 1) / rowStep
        if scratch.count < rows * rect.width { scratch = [UInt8](repeating: 0, count: rows * rect.width) }
        return histogram.withLookup { lookup in
            current.withUnsafeBufferPointer { cur in
                previous.withUnsafeBufferPointer { prev in
                    displayed.withUnsafeBufferPointer { shown in
                        colorLabs.withUnsafeBufferPointer { labs in
                            colorNearest.withUnsafeMutableBufferPointer { nearest in
                                colorDistance.withUnsafeMutableBufferPointer { distance in
                                    scratch.withUnsafeMutableBufferPointer { out in
                                        let input = FrameMapper.Input(
                                            canvasWidth: width, current: cur.baseAddress!,
                                            previous: prev.baseAddress!, displayed: shown.baseAddress!,
                                            lookup: lookup, colorLabs: labs.baseAddress!,
                                            colorNearest: nearest.baseAddress!,
                                            colorDistance: distance.baseAddress!, colorCount: n)
                                        return mapper.map(input, rect: rect, rowStep: rowStep, palette: palette,
                                                          kernel: dither ? kernel : nil, threshold: threshold,
                                                          lazyNearest: !dither, cache: &cache,
                                                          indices: out.baseAddress!)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
