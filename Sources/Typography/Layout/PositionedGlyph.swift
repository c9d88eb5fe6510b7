import Geometry

/// A glyph placed in a `TextLayout`'s box.
public struct PositionedGlyph: Sendable {
    /// Glyph index in `face`.
    public var glyph: UInt32 { outline.glyph }
    public var face: FontFace { outline.face }
    /// The glyph's origin on the baseline, in the layout box (origin top-left, y down) —
    /// not relative to its line.
    public internal(set) var position: Point
    /// Advance in points, as HarfBuzz shaped it (GPOS kerning with the next glyph included).
    public let advance: Double
    /// Points per font unit: font size / `face.unitsPerEm`.
    public let scale: Double
    /// The source character it draws; nil for the truncation mark "…".
    public let character: Range<String.Index>?
    /// The `TextLayout.Span` it belongs to (0 for plain text and for "…").
    public let span: Int
    let outline: GlyphOutline

    /// Font units (y down) → layout box.
    public var transform: AffineTransform {
        AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: position.x, ty: position.y)
    }

    /// The outline in font units (y down, origin at the glyph's origin): `path()` before `transform`.
    /// Shared by every layout of the glyph, so reading it copies nothing.
    public var unscaledPath: Path { outline.path }

    /// The outline in the layout box, for filling with the non-zero rule.
    public func path() -> Path { outline.path.applying(transform) }

    /// Whether the glyph draws anything (spaces do not).
    public var hasOutline: Bool { !outline.path.isEmpty }
}
