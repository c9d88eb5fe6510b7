extension Path {
    /// The outline of this path stroked with `style`, as closed polygons to fill with the
    /// **non-zero** rule (SwiftUI's `strokedPath`). Curves are flattened first; `tolerance` (in this
    /// path's units — divide a device-pixel tolerance by the transform's scale) bounds both that and
    /// the chords of round joins and caps.
    ///
    /// Behaviour follows CoreGraphics: open subpaths get caps, closed ones a join at their start;
    /// a zero-length subpath draws a disc (round cap) or an axis-aligned square (square cap) and
    /// nothing with butt caps; a miter whose length / line width exceeds `miterLimit` becomes a
    /// bevel. A non-empty `dash` first cuts the path with `dashed(_:phase:tolerance:)`. A line width
    /// that is not positive and finite strokes nothing (CG's hairline mode is not modelled).
    public func strokedPath(_ style: StrokeStyle, tolerance: Double = 0.1) -> Path {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return Path() }
        let lines = flattened(tolerance: tolerance)
        var stroker = Stroker(style: style, tolerance: tolerance)
        if !style.dash.isEmpty, let pattern = DashPattern(style.dash, phase: style.dashPhase) {
            if let dashes = pattern.apply(to: lines) {
                stroker.reserve(points: dashes.points.count)
                for r in dashes.runs { stroker.stroke(dashes.points[r], closed: false) }
                return stroker.output
            }
        }
        stroker.reserve(points: lines.reduce(0) { $0 + $1.points.count })
        for l in lines { stroker.stroke(l.points[...], closed: l.isClosed) }
        return stroker.output
    }

    /// The path cut into dashes (CG/PostScript semantics, see `DashPattern`): lengths alternate
    /// on/off starting with on, an odd count repeats, `phase` is the distance into the pattern at
    /// which every subpath starts. Each dash is an open subpath of straight lines along the path
    /// flattened to `tolerance`. A pattern that is empty, all zero, or has a negative or non-finite
    /// length means a solid line: the path is returned unchanged. So is a pattern that would make
    /// more than a million dashes.
    public func dashed(_ pattern: [Double], phase: Double, tolerance: Double = 0.1) -> Path {
        guard let dash = DashPattern(pattern, phase: phase),
              let dashes = dash.apply(to: flattened(tolerance: tolerance)) else { return self }
        var out = Path()
        out.reserveCapacity(verbs: dashes.points.count, points: dashes.points.count)
        for r in dashes.runs {
            out.move(to: dashes.points[r.lowerBound])
            for p in dashes.points[r].dropFirst() { out.addLine(to: p) }
        }
        return out
    }
}
