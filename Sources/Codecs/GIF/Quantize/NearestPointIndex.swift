/// Exact nearest-neighbour queries over a small set of Oklab points (a palette, or k-means centres).
///
/// Points are sorted by their projection on the set's principal axis, and a search walks outward from a
/// starting guess, stopping on each side once the projection gap alone is at least the best squared distance
/// found (the gap is a lower bound on the distance because the axis is a unit vector). With a good guess
/// (the previous match, or the match of the undithered colour) a query typically tests a handful of points
/// instead of all of them.
struct NearestPointIndex {
    /// The points in their original order.
    let points: [SIMD4<Float>]
    private let sortedPoints: [SIMD4<Float>]
    private let sortedProjection: [Float]
    private let sortedIndex: [Int32]
    /// Position of each original index in the sorted order.
    private let rank: [Int32]
    private let axis: SIMD4<Float>

    init(_ points: [SIMD4<Float>]) {
        precondition(!points.isEmpty)
        self.points = points
        let axis = NearestPointIndex.principalAxis(points)
        self.axis = axis
        let projections = points.map { ($0 * axis).sum() }
        let order = (0..<points.count).sorted {
            projections[$0] < projections[$1] || (projections[$0] == projections[$1] && $0 < $1)
        }
        sortedPoints = order.map { points[$0] }
        sortedProjection = order.map { projections[$0] }
        sortedIndex = order.map { Int32($0) }
        var rank = [Int32](repeating: 0, count: points.count)
        for (position, index) in order.enumerated() { rank[index] = Int32(position) }
        self.rank = rank
    }

    /// The unit direction of greatest spread: power iteration on the covariance from a fixed start.
    private static func principalAxis(_ points: [SIMD4<Float>]) -> SIMD4<Float> {
        guard points.count > 1 else { return SIMD4(1, 0, 0, 0) }
        var mean = SIMD3<Double>.zero
        for p in points { mean += SIMD3<Double>(Double(p[0]), Double(p[1]), Double(p[2])) }
        mean /= Double(points.count)
        var c = [Double](repeating: 0, count: 9)
        for p in points {
            let d = SIMD3<Double>(Double(p[0]), Double(p[1]), Double(p[2])) - mean
            for i in 0..<3 { for j in 0..<3 { c[i * 3 + j] += d[i] * d[j] } }
        }
        var v = SIMD3<Double>(1, 0.5, 0.25)
        for _ in 0..<32 {
            let w = SIMD3<Double>(c[0] * v.x + c[1] * v.y + c[2] * v.z,
                                  c[3] * v.x + c[4] * v.y + c[5] * v.z,
                                  c[6] * v.x + c[7] * v.y + c[8] * v.z)
            let n = (w * w).sum().squareRoot()
            guard n > 1e-30 else { return SIMD4(1, 0, 0, 0) }
            v = w / n
        }
        return SIMD4(Float(v.x), Float(v.y), Float(v.z), 0)
    }

    /// Runs `body` with a raw view for hot loops.
    func withSearch<R>(_ body: (NearestSearch) throws -> R) rethrows -> R {
        try sortedPoints.withUnsafeBufferPointer { l in
            try sortedProjection.withUnsafeBufferPointer { p in
                try sortedIndex.withUnsafeBufferPointer { i in
                    try rank.withUnsafeBufferPointer { r in
                        try body(NearestSearch(sortedPoints: l, sortedProjection: p, sortedIndex: i, rank: r,
                                               axis: axis))
                    }
                }
            }
        }
    }
}

/// Raw buffers of a `NearestPointIndex`.
struct NearestSearch {
    let sortedPoints: UnsafeBufferPointer<SIMD4<Float>>
    let sortedProjection: UnsafeBufferPointer<Float>
    let sortedIndex: UnsafeBufferPointer<Int32>
    let rank: UnsafeBufferPointer<Int32>
    let axis: SIMD4<Float>

    /// The nearest point to `q` (original index, squared distance), walking out from point `hint`.
    /// Exact; among equidistant points the one found first wins, which depends only on the inputs.
    @inline(__always)
    func nearest(_ q: SIMD4<Float>, hint: Int) -> (index: Int, distance: Float) {
        let n = sortedPoints.count
        let pq = (q * axis).sum()
        let start = Int(rank[hint])
        var best = start
        var bestD = distance2(q, sortedPoints[start])
        var lo = start - 1, hi = start + 1
        while lo >= 0 || hi < n {
            if lo >= 0 {
                let gap = pq - sortedProjection[lo]
                if gap > 0 && gap * gap >= bestD {
                    lo = -1
                } else {
                    let d = distance2(q, sortedPoints[lo])
                    if d < bestD { bestD = d; best = lo }
                    lo -= 1
                }
            }
            if hi < n {
                let gap = sortedProjection[hi] - pq
                if gap > 0 && gap * gap >= bestD {
                    hi = n
                } else {
                    let d = distance2(q, sortedPoints[hi])
                    if d < bestD { bestD = d; best = hi }
                    hi += 1
                }
            }
        }
        return (Int(sortedIndex[best]), bestD)
    }
}

/// Squared Euclidean distance of two Oklab points (the fourth lane is always 0).
@inline(__always)
func distance2(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Float {
    let d = a - b
    return (d * d).sum()
}
