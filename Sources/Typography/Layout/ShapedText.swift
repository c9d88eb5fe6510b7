import Geometry

/// A glyph of shaped text: an outline in font units and where it sits within its character.
struct ShapedGlyph {
    let outline: GlyphOutline
    /// Points per font unit (size / unitsPerEm of its face).
    let scale: Double
    /// Pen offset from the start of its cluster, in points (kerning inside the cluster included).
    let x: Double
    /// Advance in points (unkerned).
    let advance: Double
}

/// One user-perceived character (grapheme cluster) after shaping.
struct ShapedCluster {
    let range: Range<String.Index>
    /// Its glyphs in `ShapedText.glyphs` (empty for newlines and invisible characters).
    let glyphs: Range<Int>
    /// Advance in points, kerning between its own glyphs included.
    let advance: Double
    /// Kerning between its last glyph and the next cluster's first glyph (points; applied only when
    /// both end up on the same line, side by side).
    var kernAfter: Double
    let breakClass: BreakClass
}

/// A string mapped to glyphs, before line breaking. Simple shaping: one glyph per Unicode scalar
/// from the cmap (no ligatures, no GPOS, no reordering), kerning from the 'kern' table.
struct ShapedText {
    var clusters: [ShapedCluster] = []
    var glyphs: [ShapedGlyph] = []
    /// Characters drawn as `.notdef` because no face has them, in order of first appearance.
    var missing: [Character] = []
    /// The "…" used for truncation (its glyphs are in `ellipsisGlyphs`).
    var ellipsisGlyphs: [ShapedGlyph] = []
    var ellipsisAdvance: Double = 0
    /// Primary face metrics in points.
    var ascender: Double = 0, descender: Double = 0, lineGap: Double = 0
}
