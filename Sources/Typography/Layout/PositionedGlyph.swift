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

    /// Whether the glyph draws an outline (spaces and colour bitmap glyphs do not).
    public var hasOutline: Bool { !outline.path.isEmpty }

    /// A colour glyph's bitmap (emoji), nil for outline glyphs.
    public var colorBitmap: GlyphBitmap? { outline.bitmap }

    /// Where a colour glyph's bitmap is drawn in the layout box (points): the strike scaled to the font size.
    public var colorBitmapRect: Rect? {
        guard let b = outline.bitmap, b.pixelsPerEm > 0 else { return nil }
        let k = scale * Double(face.unitsPerEm) / b.pixelsPerEm     // points per strike pixel
        return Rect(x: position.x + b.left * k, y: position.y - b.top * k, width: Double(b.width) * k, height: Double(b.height) * k)
    }
}
