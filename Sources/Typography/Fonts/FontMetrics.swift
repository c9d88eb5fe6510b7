/// Vertical metrics of a font at a size, in points (y measured from the baseline).
///
/// They come from the face's `hhea` table as FreeType reports them (`ascender`, `descender`,
/// `height`); the OS/2 typo/win values are not used (DejaVu Sans: hhea 1901/−483/0 per 2048 units; Inter: 2728/−680/0 per 2816).
/// `capHeight` and `xHeight` are the tops of the outlines of "H" and "x": DejaVu's OS/2 table is
/// version 1, which has no `sCapHeight`/`sxHeight` fields.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the font's line box.
    public var ascender: Double
    /// Distance from the baseline down to the bottom of the line box (positive down).
    public var descender: Double
    /// Extra space between lines that the font asks for (hhea lineGap).
    public var lineGap: Double
    /// `ascender + descender + lineGap`: the natural line height.
    public var lineHeight: Double
    public var capHeight: Double
    public var xHeight: Double
    /// The em size these metrics are for.
    public var size: Double
    /// Design units per em of the face (2048 for DejaVu and Inter Display, 2816 for Inter).
    public var unitsPerEm: Int
    /// Centre of an underline below the baseline (positive down) and its thickness (`post` table).
    public var underlineOffset: Double = 0, underlineThickness: Double = 1
    /// Centre of a strikethrough above the baseline and its thickness (OS/2 yStrikeout*, else half the
    /// x-height and the underline's thickness).
    public var strikethroughOffset: Double = 0, strikethroughThickness: Double = 1

    public init(ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double,
                size: Double, unitsPerEm: Int) {
        self.ascender = ascender; self.descender = descender; self.lineGap = lineGap
        self.lineHeight = ascender + descender + lineGap
        self.capHeight = capHeight; self.xHeight = xHeight; self.size = size; self.unitsPerEm = unitsPerEm
    }
}
