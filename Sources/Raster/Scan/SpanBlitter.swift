/// Receives the coverage of one row, span by span, from the scan converter.
/// Coordinates are in the target's pixels; spans of one row arrive left to right.
protocol SpanBlitter {
    /// `count` pixels starting at (x, y), all with coverage `coverage` (1…255).
    mutating func blitConstant(x: Int, y: Int, count: Int, coverage: UInt8)
    /// `count` pixels starting at (x, y) with per-pixel coverage `coverage[0..<count]`.
    mutating func blitMask(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>)
}
