import Geometry

/// A glyph of shaped text: an outline in font units and where it sits within its cluster.
struct ShapedGlyph {
    let outline: GlyphOutline
    /// Points per font unit (size / unitsPerEm of its face).
    let scale: Double
    /// Offset from the left edge of its cluster, in points (HarfBuzz's advances of the glyphs before it
    /// in the cluster plus its own x offset).
    let x: Double
    /// Offset from the baseline in points, y down (HarfBuzz's y offset negated: marks above are negative).
    let y: Double
    /// Advance in points, as shaped (GPOS kerning included).
    let advance: Double
}

/// One cluster after shaping: a user-perceived character (grapheme), or several when a ligature joins
/// them ("ffi" in "office" is one cluster). Clusters are in logical (reading) order; their glyphs are
/// in visual order within the cluster.
struct ShapedCluster {
    let range: Range<String.Index>
    /// Its glyphs in `ShapedText.glyphs` (empty for newlines and invisible characters).
    let glyphs: Range<Int>
    /// Advance in points: the sum of its glyphs' shaped advances.
    let advance: Double
    let breakClass: BreakClass
    /// Bidi embedding level (UAX #9): even left-to-right, odd right-to-left.
    let level: UInt8
    /// The paragraph's base level (0 or 1), from its first strong character.
    let baseLevel: UInt8
    /// The `TextLayout.Span` it belongs to.
    let span: Int
}

/// A string mapped to glyphs, before line breaking: runs of one face, bidi level and script shaped by
/// HarfBuzz, bidi levels from FriBidi.
struct ShapedText {
    var clusters: [ShapedCluster] = []
    var glyphs: [ShapedGlyph] = []
    /// Characters drawn as `.notdef` because no face has them, in order of first appearance.
    var missing: [Character] = []
    /// The "…" used for truncation (its glyphs are in `ellipsisGlyphs`).
    var ellipsisGlyphs: [ShapedGlyph] = []
    var ellipsisAdvance: Double = 0
    /// Primary face metrics in points (the largest over the spans).
    var ascender: Double = 0, descender: Double = 0, lineGap: Double = 0
}
