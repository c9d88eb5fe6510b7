/// Which regions of a self-intersecting path count as inside.
public enum FillRule: String, Hashable, Sendable {
    case nonZero, evenOdd
    /// Inside where the winding number, counting clockwise-on-screen contours (y down) as +1, is
    /// positive. Not one of SwiftUI's rules: the built-in symbols use it so a mark wound the other
    /// way cuts out of a solid shape (`xmark.circle.fill`) even where the mark's own strokes overlap,
    /// which the non-zero rule cannot do. A mirroring transform keeps what is inside.
    case positive
}
