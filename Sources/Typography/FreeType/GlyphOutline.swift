import Geometry

/// One glyph's outline and advance in font units, y pointing down (flipped from the font's y-up),
/// so that placing it is a scale by `size / unitsPerEm` and a translation to the baseline origin.
/// Immutable and shared by every layout at every size.
final class GlyphOutline: Sendable {
    let glyph: UInt32
    let face: FontFace
    /// Contours in font units, y down, each closed.
    let path: Path
    /// Horizontal advance in font units (hmtx, unhinted).
    let advance: Double
    /// The colour bitmap of a glyph from a colour bitmap face (emoji), nil for outline glyphs.
    let bitmap: GlyphBitmap?

    init(glyph: UInt32, face: FontFace, path: Path, advance: Double, bitmap: GlyphBitmap? = nil) {
        self.glyph = glyph; self.face = face; self.path = path; self.advance = advance; self.bitmap = bitmap
    }
}
