/// What the comparison decided about each pixel (one byte per pixel, row-major), used to draw diffs.
public enum PixelClass: UInt8, Sendable {
    /// Equal, or within the per-pixel tolerance.
    case same = 0
    /// A counted difference (drawn red).
    case different = 1
    /// Beyond the colour threshold but excused as anti-aliasing (drawn yellow, not counted).
    case antiAliased = 2
}
