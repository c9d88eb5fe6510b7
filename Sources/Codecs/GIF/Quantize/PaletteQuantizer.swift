/// Chooses up to `maxColors` colours for a weighted set of colours: variance-minimizing median cut in Oklab,
/// refined by weighted k-means (Lloyd iterations), with dominant colours kept exact.
///
/// - Median cut (Heckbert, "Color image quantization for frame buffer display", SIGGRAPH 1982), in the
///   variance-based form of Wan, Wong & Prusinkiewicz ("An algorithm for multidimensional data clustering",
///   ACM TOMS 1988): always split the box with the largest weighted sum of squared errors, across its axis of
///   largest variance, at the point that minimizes the two halves' total squared error.
/// - k-means then moves each centre to the weighted mean of the colours nearest to it, which repairs the
///   axis-aligned boxes' poor boundaries.
/// - A colour holding at least half of its cluster's pixels becomes the entry itself (not the rounded mean),
///   so flat areas — backgrounds, solid fills — are reproduced exactly and never need dithering.
///
/// Everything is deterministic: fixed iteration counts, index tie-breaks in every sort.
enum PaletteQuantizer {
    /// Colour sets larger than this are first binned (6 bits per channel) so the cost stays bounded.
    static let maxPoints = 1 << 15

    /// Up to `maxColors` distinct opaque colours representing `colors` weighted by `counts`.
    /// When there are no more colours than `maxColors`, they are returned unchanged.
    static func palette(colors: [UInt32], counts: [UInt32], maxColors: Int, iterations: Int = 3,
                        cache: inout OklabCache) -> [UInt32] {
        precondition(colors.count == counts.count && maxColors >= 1)
        if colors.count <= maxColors { return colors }
        var ladder = PaletteLadder(colors: colors, counts: counts, maxColors: maxColors, cache: &cache)
        return ladder.palette(colors: maxColors, iterations: iterations)
    }

    // MARK: - Median cut

    struct Box {
        var start: Int, end: Int
        var sse: Double
    }

    /// One split of the median cut: box `parent` became `parent` (left part) and a new box (right part).
    struct Split {
        var parent: Int
        var left: Box, right: Box
    }

    /// Runs median cut up to `count` boxes and returns the initial box and the splits in the order they were
    /// made, so the partition into any k ≤ count boxes is the initial box with the first k − 1 splits applied
    /// (median cut is greedy, so smaller cuts are prefixes of larger ones). `order` is permuted so every box
    /// is a contiguous range of it.
    static func medianCut(_ points: WeightedPoints, boxes count: Int, order: inout [Int32]) -> (Box, [Split]) {
        let n = points.count
        order = [Int32](unsafeUninitializedCapacity: n) { b, c in
            for i in 0..<n { b[i] = Int32(i) }
            c = n
        }
        let root = Box(start: 0, end: n, sse: sse(points, order, 0, n))
        var boxes = [root]
        var splits: [Split] = []
        // Scratch prefix sums for split search.
        var prefixW = [Double](repeating: 0, count: n + 1)
        var prefixX = [SIMD4<Double>](repeating: .zero, count: n + 1)
        var prefixQ = [Double](repeating: 0, count: n + 1)
        while boxes.count < count {
            var pick = -1
            var largest = 0.0
            for (i, box) in boxes.enumerated() where box.end - box.start > 1 && box.sse > largest {
                largest = box.sse
                pick = i
            }
            if pick < 0 { break }
            let box = boxes[pick]
            let axis = widestAxis(points, order, box.start, box.end)
            let lab = points.labs
            order[box.start..<box.end].sort {
                let a = lab[Int($0)][axis], b = lab[Int($1)][axis]
                return a < b || (a == b && $0 < $1)
            }
            // Prefix sums over the sorted box; the split minimizing SSE(left) + SSE(right) wins.
            let m = box.end - box.start
            for k in 0..<m {
                let p = Int(order[box.start + k])
                let w = Double(points.weights[p])
                let x = SIMD4<Double>(Double(lab[p][0]), Double(lab[p][1]), Double(lab[p][2]), 0)
                prefixW[k + 1] = prefixW[k] + w
                prefixX[k + 1] = prefixX[k] + w * x
                prefixQ[k + 1] = prefixQ[k] + w * (x * x).sum()
            }
            var bestSplit = 1
            var bestCost = Double.infinity
            for k in 1..<m {
                let wl = prefixW[k], wr = prefixW[m] - wl
                let xl = prefixX[k], xr = prefixX[m] - xl
                let cost = (prefixQ[k] - (xl * xl).sum() / wl) + (prefixQ[m] - prefixQ[k] - (xr * xr).sum() / wr)
                if cost < bestCost { bestCost = cost; bestSplit = k }
            }
            let mid = box.start + bestSplit
            let left = Box(start: box.start, end: mid, sse: sse(points, order, box.start, mid))
            let right = Box(start: mid, end: box.end, sse: sse(points, order, mid, box.end))
            boxes[pick] = left
            boxes.append(right)
            splits.append(Split(parent: pick, left: left, right: right))
        }
        return (root, splits)
    }

    /// Calls `body` with the weight and the Lab point (in doubles, fourth lane 0) of each point of
    /// `order[start..<end]`, in that order: the one walk over a box behind its SSE, widest axis and centre.
    @inline(__always)
    static func forEachPoint(_ points: WeightedPoints, _ order: [Int32], _ start: Int, _ end: Int,
                             _ body: (_ weight: Double, _ lab: SIMD4<Double>) -> Void) {
        for k in start..<end {
            let p = Int(order[k])
            let pw = Double(points.weights[p])
            let l = points.labs[p]
            body(pw, SIMD4<Double>(Double(l[0]), Double(l[1]), Double(l[2]), 0))
        }
    }

    static func sse(_ points: WeightedPoints, _ order: [Int32], _ start: Int, _ end: Int) -> Double {
        var w = 0.0, q = 0.0
        var s = SIMD4<Double>.zero
        forEachPoint(points, order, start, end) { pw, x in
            w += pw
            s += pw * x
            q += pw * (x * x).sum()
        }
        return max(0, q - (s * s).sum() / w)
    }

    static func widestAxis(_ points: WeightedPoints, _ order: [Int32], _ start: Int, _ end: Int) -> Int {
        var w = 0.0
        var s = SIMD4<Double>.zero, q = SIMD4<Double>.zero
        forEachPoint(points, order, start, end) { pw, x in
            w += pw
            s += pw * x
            q += pw * x * x
        }
        let variance = q - s * s / w
        var axis = 0
        for a in 1..<3 where variance[a] > variance[axis] { axis = a }
        return axis
    }

    static func centre(_ points: WeightedPoints, _ order: [Int32], _ start: Int, _ end: Int) -> SIMD4<Float> {
        var w = 0.0
        var s = SIMD4<Double>.zero
        forEachPoint(points, order, start, end) { pw, x in
            w += pw
            s += pw * x
        }
        let c = s / w
        return SIMD4(Float(c[0]), Float(c[1]), Float(c[2]), 0)
    }

    // MARK: - k-means

    /// One Lloyd iteration: assign every point to its nearest centre, move centres to their weighted means
    /// (a centre that lost all its points stays where it was).
    static func refine(points: WeightedPoints, centres: [SIMD4<Float>]) -> [SIMD4<Float>] {
        let index = NearestPointIndex(centres)
        var sums = [SIMD4<Double>](repeating: .zero, count: centres.count)
        var weights = [Double](repeating: 0, count: centres.count)
        index.withSearch { search in
            var hint = 0
            for p in 0..<points.count {
                let l = points.labs[p]
                hint = search.nearest(l, hint: hint).index
                let w = Double(points.weights[p])
                sums[hint] += w * SIMD4<Double>(Double(l[0]), Double(l[1]), Double(l[2]), 0)
                weights[hint] += w
            }
        }
        return (0..<centres.count).map { c in
            guard weights[c] > 0 else { return centres[c] }
            let m = sums[c] / weights[c]
            return SIMD4(Float(m[0]), Float(m[1]), Float(m[2]), 0)
        }
    }

    // MARK: - Final entries

    /// The sRGB colour for each centre: the cluster's dominant exact colour when it holds at least half the
    /// cluster's pixels, else the centre rounded to 8-bit sRGB. Duplicates are dropped (first kept).
    static func representatives(of points: inout WeightedPoints, centres: [SIMD4<Float>]) -> [UInt32] {
        let index = NearestPointIndex(centres)
        var total = [Double](repeating: 0, count: centres.count)
        var heaviest = [Int](repeating: -1, count: centres.count)
        index.withSearch { search in
            var hint = 0
            for p in 0..<points.count {
                hint = search.nearest(points.labs[p], hint: hint).index
                total[hint] += Double(points.weights[p])
                let h = heaviest[hint]
                if h < 0 || points.representativeWeight[p] > points.representativeWeight[h] { heaviest[hint] = p }
            }
        }
        var result: [UInt32] = []
        var seen = Set<UInt32>()
        for c in 0..<centres.count where total[c] > 0 {
            let h = heaviest[c]
            let color = Double(points.representativeWeight[h]) * 2 >= total[c]
                ? points.representatives[h] : Oklab.packed(lab: centres[c])
            if seen.insert(color).inserted { result.append(color) }
        }
        return result
    }
}
