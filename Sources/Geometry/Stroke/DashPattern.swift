/// A validated dash pattern and the walk that cuts flattened subpaths into dashes.
///
/// Semantics follow CoreGraphics/PostScript `setdash`: lengths alternate on, off, on, … starting
/// with "on"; an odd-length array repeats to make the cycle even ([3] = 3 on, 3 off); `phase`
/// is how far into the pattern every subpath starts (each subpath restarts the pattern); a dash
/// running through a closed subpath's start is *not* merged with the first dash.
struct DashPattern {
    let intervals: [Double]
    let period: Double
    let startIndex: Int
    let startRemaining: Double

    /// Refuses to dash (the caller draws solid) beyond this many dashes, as Skia's
    /// `kMaxDashCount` does, so a tiny pattern on a long path cannot exhaust memory.
    static let maxDashCount = 1_000_000

    /// Nil when the pattern means "solid": empty, any negative or non-finite length, all zero,
    /// or a non-finite phase.
    init?(_ pattern: [Double], phase: Double) {
        guard !pattern.isEmpty, phase.isFinite, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let iv = pattern.count % 2 == 0 ? pattern : pattern + pattern
        let period = iv.reduce(0, +)
        guard period > 0, period.isFinite else { return nil }
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var i = 0
        // Skip whole intervals the phase has passed. A zero-length dash exactly at the start is kept.
        while offset > 0 && offset >= iv[i] {
            offset -= iv[i]
            i = (i + 1) % iv.count
        }
        intervals = iv
        self.period = period
        startIndex = i
        startRemaining = iv[i] - offset
    }

    /// Cuts each polyline into dashes: returns their points as consecutive runs, or nil when the
    /// dash count limit would be exceeded.
    func apply(to lines: [Polyline]) -> (points: [Point], runs: [Range<Int>])? {
        var total = 0.0, pointCount = 0
        for l in lines { total += l.length; pointCount += l.points.count }
        let estimate = (total / period + Double(lines.count)) * Double(intervals.count / 2)
        // NaN or infinite totals (degenerate input) also take the solid path.
        guard estimate.isFinite, estimate <= Double(Self.maxDashCount) else { return nil }
        var walker = Walker(pattern: self)
        walker.points.reserveCapacity(Int(estimate) * 2 + pointCount)
        walker.runs.reserveCapacity(Int(estimate))
        for line in lines {
            walker.restart()
            let pts = line.points
            guard line.length > 0 else {
                // A zero-length subpath is a zero-length dash when the pattern starts "on" (caps
                // then draw a dot, as for an undashed one).
                if walker.isOn, let p = pts.first { walker.begin(at: p); walker.points.append(p); walker.finish() }
                continue
            }
            for i in 1..<pts.count { walker.segment(pts[i - 1], pts[i]) }
            if line.isClosed { walker.segment(pts[pts.count - 1], pts[0]) }
            walker.finish()
        }
        return (walker.points, walker.runs)
    }

    private struct Walker {
        let pattern: DashPattern
        var points: [Point] = []
        var runs: [Range<Int>] = []
        var index = 0
        var remaining = 0.0
        var dashStart: Int? = nil

        init(pattern: DashPattern) { self.pattern = pattern }

        mutating func restart() {
            index = pattern.startIndex; remaining = pattern.startRemaining; dashStart = nil
        }

        var isOn: Bool { index % 2 == 0 }

        mutating func segment(_ p: Point, _ q: Point) {
            let length = p.distance(to: q)
            if length == 0 { return }
            var pos = 0.0
            while true {
                let available = length - pos
                if remaining > available {
                    // The current interval runs past q.
                    if isOn && available > 0 { begin(at: p.lerp(q, pos / length)); points.append(q) }
                    remaining -= available
                    return
                }
                // The current interval ends at pos + remaining, within this segment (a zero-length
                // "on" interval gives a zero-length dash, which round or square caps draw as a dot).
                if isOn {
                    begin(at: p.lerp(q, pos / length))
                    points.append(remaining == available ? q : p.lerp(q, (pos + remaining) / length))
                    finish()
                }
                pos += remaining
                index = (index + 1) % pattern.intervals.count
                remaining = pattern.intervals[index]
            }
        }

        mutating func begin(at p: Point) {
            if dashStart == nil { dashStart = points.count; points.append(p) }
        }

        mutating func finish() {
            if let s = dashStart { runs.append(s..<points.count); dashStart = nil }
        }
    }
}

extension Polyline {
    /// Total length, including the closing segment of a closed polyline.
    var length: Double {
        guard points.count > 1 else { return 0 }
        var sum = 0.0
        for i in 1..<points.count { sum += points[i - 1].distance(to: points[i]) }
        if isClosed { sum += points[points.count - 1].distance(to: points[0]) }
        return sum
    }
}
