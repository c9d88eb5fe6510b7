extension Path {
    /// The part of the path between fractions `from` and `to` of its total length (SwiftUI's
    /// `trimmedPath(from:to:)`, used by `Shape.trim`). Both are clamped to [0, 1]; `from ≥ to`
    /// gives an empty path and (0, 1) the path itself. Lengths run over all subpaths in order,
    /// closing lines included. Curves stay curves: each cut is a de Casteljau split at the
    /// parameter where the measured length is reached. A closed subpath that lies wholly inside
    /// the range stays closed; a partial one becomes an open subpath.
    public func trimmedPath(from: Double, to: Double) -> Path {
        guard !from.isNaN, !to.isNaN else { return Path() }
        let a = max(0, min(1, from)), b = max(0, min(1, to))
        if a <= 0 && b >= 1 { return self }
        guard a < b else { return Path() }

        let subs = subpaths
        // Lengths are measured by chords within a tolerance relative to the path's size, so the
        // result does not depend on the units the path happens to be in.
        let box = controlPointBounds
        let tolerance = max(1e-9, 1e-4 * max(box.width, box.height))
        var lengths: [Double] = []
        lengths.reserveCapacity(subs.reduce(0) { $0 + $1.segments.count })
        var total = 0.0
        for sub in subs {
            for seg in sub.segments {
                let l = seg.length(tolerance: tolerance)
                lengths.append(l); total += l
            }
        }
        guard total > 0 else { return Path() }
        let s0 = a * total, s1 = b * total

        var out = Path()
        var pos = 0.0, li = 0
        for sub in subs {
            let first = li
            var subLength = 0.0
            for _ in sub.segments { subLength += lengths[li]; li += 1 }
            let subStart = pos, subEnd = pos + subLength
            pos = subEnd
            guard subLength > 0, subEnd > s0, subStart < s1 else { continue }
            if s0 <= subStart && subEnd <= s1 {
                out.move(to: sub.start)
                let segments = sub.endsWithImplicitClose ? sub.segments.dropLast() : sub.segments[...]
                for seg in segments { out.append(seg) }
                if sub.isClosed { out.closeSubpath() }
                continue
            }
            var started = false
            var segStart = subStart
            for (k, seg) in sub.segments.enumerated() {
                let len = lengths[first + k], segEnd = segStart + len
                defer { segStart = segEnd }
                let lo = max(s0, segStart), hi = min(s1, segEnd)
                guard hi > lo else { continue }
                let t0 = lo > segStart ? seg.parameter(atLength: lo - segStart, tolerance: tolerance) : 0
                let t1 = hi < segEnd ? seg.parameter(atLength: hi - segStart, tolerance: tolerance) : 1
                let piece = seg.subsegment(from: t0, to: t1)
                if !started { out.move(to: piece.start); started = true }
                out.append(piece)
            }
        }
        return out
    }

    /// Appends a segment from the current point (its start point is assumed to be there).
    mutating func append(_ segment: PathSegment) {
        switch segment {
        case .line(_, let b): addLine(to: b)
        case .quad(_, let c, let b): addQuadCurve(to: b, control: c)
        case .cubic(_, let c1, let c2, let b): addCurve(to: b, control1: c1, control2: c2)
        }
    }
}
