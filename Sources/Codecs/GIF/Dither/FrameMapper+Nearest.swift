/// The mapper's fast path, without error diffusion.
extension FrameMapper {
    /// Whether any of the frame's colours is further than the threshold from its nearest entry.
    func needsDithering(_ input: Input, threshold2: Float) -> Bool {
        guard threshold2 < .infinity else { return false }
        for j in 0..<input.colorCount where input.colorDistance[j] > threshold2 { return true }
        return false
    }

    /// The mapper without error diffusion (every colour is reproduced within the threshold, or dithering is
    /// off): left to right, and the keep decision reused along runs of the same (source, shown) pair.
    mutating func mapNearest(_ input: Input, rect: PixelRect, rowStep: Int, rows: Int, palette: Palette,
                             cache: inout OklabCache, indices: UnsafeMutablePointer<UInt8>) -> Int {
        let rw = rect.width
        let transparent = UInt8(palette.transparentIndex)
        var squaredError = 0
        cache.withView { cache in
        ties.withUnsafeMutableBufferPointer { tieBuffer in
        palette.index.withSearch { search in
        palette.colors.withUnsafeBufferPointer { paletteColorBuffer in
            let paletteColors = paletteColorBuffer.baseAddress!
            let tie = tieBuffer.baseAddress!
            tie.update(repeating: 0, count: rw * rows)
            let current = input.current, previous = input.previous, displayed = input.displayed
            var lastColor: UInt32 = 1, lastShown: UInt32 = 1
            var nearest: UInt8 = 0, nearestColor: UInt32 = 0, d0: Float = 0
            var lab = SIMD4<Float>.zero, shownLab = SIMD4<Float>.zero
            var keep = false
            var pairValid = false
            for r in 0..<rows {
                let rowBase = (rect.y + r * rowStep) * input.canvasWidth + rect.x
                let out = indices + r * rw
                for x in 0..<rw {
                    let i = rowBase + x
                    let c = current[i]
                    let shown = displayed[i]
                    if c == 0 || (c == previous[i] && shown != 0) {
                        out[x] = transparent
                        continue
                    }
                    if c != lastColor {
                        lastColor = c
                        let slot = input.lookup.slot(of: c)
                        if input.colorNearest[slot] == FrameMapper.unknownNearest {
                            // First use of this colour with this palette: find its nearest entry now.
                            let (p, d) = search.nearest(input.colorLabs[slot], hint: Int(nearest))
                            input.colorNearest[slot] = UInt8(p)
                            input.colorDistance[slot] = d
                        }
                        nearest = input.colorNearest[slot]
                        nearestColor = paletteColors[Int(nearest)]
                        d0 = input.colorDistance[slot]
                        lab = input.colorLabs[slot]
                        pairValid = false
                    }
                    if shown == 0 || shown == nearestColor {
                        if shown != 0 { tie[r * rw + x] = 1 }
                        out[x] = nearest
                        squaredError &+= rgbSquaredError(c, nearestColor)
                        continue
                    }
                    if shown != lastShown || !pairValid {
                        if shown != lastShown { lastShown = shown; shownLab = cache.lab(shown) }
                        keep = distance2(lab, shownLab) <= d0
                        pairValid = true
                    }
                    out[x] = keep ? transparent : nearest
                    squaredError &+= rgbSquaredError(c, keep ? shown : nearestColor)
                }
            }
        }
        }
        }
        }
        return squaredError
    }
}
