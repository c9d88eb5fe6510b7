/// A colour glyph as a bitmap (Noto Color Emoji's CBDT strikes, loaded with FreeType's `FT_LOAD_COLOR`):
/// premultiplied RGBA pixels at the strike's size, and where they sit relative to the glyph origin.
/// Drawn as an image scaled to the font size (the renderer's image path filters minified images by
/// area), so a 109-pixel strike stays smooth at 17 points.
public final class GlyphBitmap: Sendable {
    public let width: Int, height: Int
    /// Row-major, one `UInt32` per pixel with bytes R, G, B, A in memory order (premultiplied).
    public let pixels: [UInt32]
    /// Left edge right of the origin and top edge above the baseline, in strike pixels.
    public let left: Double, top: Double
    /// Pixels per em of the strike.
    public let pixelsPerEm: Double

    init(width: Int, height: Int, pixels: [UInt32], left: Double, top: Double, pixelsPerEm: Double) {
        self.width = width; self.height = height; self.pixels = pixels; self.left = left; self.top = top
        self.pixelsPerEm = pixelsPerEm
    }
}
