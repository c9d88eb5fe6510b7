/// Palettes of several sizes for one set of colours, sharing one median cut: the encoder tries a few sizes per
/// frame and keeps the one with the best rate–distortion trade-off (see `RateController`).
struct PaletteLadder {
    private var points: WeightedPoints
    private var order: [Int32] = []
    private let root: PaletteQuantizer.Box
    private let splits: [PaletteQuantizer.Split]
    /// Distinct colours, returned as they are for any size that can hold them all.
    private let exact: [UInt32]

    /// - Parameter maxColors: the largest palette that will be asked for.
    init(colors: [UInt32], counts: [UInt32], maxColors: Int, cache: inout OklabCache) {
        exact = colors
        points = WeightedPoints(colors: colors, counts: counts, cache: &cache)
        if colors.count > 1 {
            (root, splits) = PaletteQuantizer.medianCut(points, boxes: min(maxColors, colors.count), order: &order)
        } else {
            root = PaletteQuantizer.Box(start: 0, end: colors.count, sse: 0)
            splits = []
            order = colors.isEmpty ? [] : [0]
        }
    }

    /// How many distinct colours there are.
    var distinctColors: Int { exact.count }

    /// A palette of at most `k` colours: the first k − 1 median-cut splits, refined by `iterations` k-means steps.
    mutating func palette(colors k: Int, iterations: Int = 2) -> [UInt32] {
        precondition(k >= 1)
        if exact.count <= k { return exact }
        var boxes = [root]
        for split in splits.prefix(k - 1) {
            boxes[split.parent] = split.left
            boxes.append(split.right)
        }
        var centres = boxes.map { PaletteQuantizer.centre(points, order, $0.start, $0.end) }
        if centres.count > 1 {
            for _ in 0..<iterations { centres = PaletteQuantizer.refine(points: points, centres: centres) }
        }
        return PaletteQuantizer.representatives(of: &points, centres: centres)
    }
}
