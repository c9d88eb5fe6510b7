/// The quantizer's input: Oklab points with weights, each carrying an exact colour it stands for. Above
/// `PaletteQuantizer.maxPoints` distinct colours, colours are binned by their top 6 bits per channel (5 if
/// that still leaves too many): a bin's point is the weighted mean, its representative the bin's most frequent
/// colour. This bounds the quantizer's cost on photographic frames.
struct WeightedPoints {
    var labs: [SIMD4<Float>] = []
    var weights: [Float] = []
    var representatives: [UInt32] = []
    /// Pixels of the representative colour itself.
    var representativeWeight: [Float] = []

    var count: Int { labs.count }

    init(colors: [UInt32], counts: [UInt32], cache: inout OklabCache) {
        if colors.count <= PaletteQuantizer.maxPoints {
            labs = colors.map { cache.lab($0) }
            weights = counts.map { Float($0) }
            representatives = colors
            representativeWeight = weights
            return
        }
        // 6 bits per channel gives at most 2^18 bins; fall back to 5 (2^15) when that is still too many.
        var mask: UInt32 = 0xFFFC_FCFC
        var seen = Set<UInt32>()
        for c in colors where seen.count <= PaletteQuantizer.maxPoints { seen.insert(c & mask) }
        if seen.count > PaletteQuantizer.maxPoints { mask = 0xFFF8_F8F8 }
        var bins = ColorHistogram()
        bins.reset(expected: min(colors.count, 1 << 18))
        var sums: [SIMD4<Double>] = []
        for (c, n) in zip(colors, counts) {
            let b = bins.add(c & mask, count: n)
            let l = cache.lab(c)
            let w = Double(n)
            if b == sums.count {
                sums.append(.zero)
                representatives.append(c)
                representativeWeight.append(Float(n))
            } else if Float(n) > representativeWeight[b] {
                representatives[b] = c
                representativeWeight[b] = Float(n)
            }
            sums[b] += w * SIMD4<Double>(Double(l[0]), Double(l[1]), Double(l[2]), 0)
        }
        weights = bins.counts.map { Float($0) }
        labs = (0..<bins.count).map { b in
            let m = sums[b] / Double(bins.counts[b])
            return SIMD4(Float(m[0]), Float(m[1]), Float(m[2]), 0)
        }
    }
}
