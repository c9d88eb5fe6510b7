import Geometry
import Raster

/// Identifies a glyph outline: the font face (any string unique per face, e.g. "file#index") and
/// the glyph index in it. Two glyphs with equal ids must have equal outlines.
public struct GlyphID: Hashable, Sendable {
    public var font: String
    public var glyph: UInt32
    public init(font: String, glyph: UInt32) { self.font = font; self.glyph = glyph }
}

/// One glyph of a run: its outline in font units (y down), scaled by `scale` and placed with its
/// origin (pen position on the baseline) at `position`, in the run's space.
///
/// Equality and hashing use `id`, `scale` and `position` only: the id stands for the outline.
public struct PlacedGlyph: Hashable, Sendable {
    public var id: GlyphID
    /// The outline in font units, y down; nonzero fill rule.
    public var outline: Path
    /// Run units per font unit (font size / units per em).
    public var scale: Double
    /// The glyph's origin in the run's space.
    public var position: Point

    public init(id: GlyphID, outline: Path, scale: Double, position: Point) {
        self.id = id; self.outline = outline; self.scale = scale; self.position = position
    }

    /// Font units → run space.
    public var transform: AffineTransform {
        AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: position.x, ty: position.y)
    }

    public static func == (a: PlacedGlyph, b: PlacedGlyph) -> Bool {
        a.id == b.id && a.scale == b.scale && a.position == b.position
    }
    public func hash(into h: inout Hasher) { h.combine(id); h.combine(scale); h.combine(position) }
}

/// Text as a run of glyphs sharing one paint. The renderer draws each glyph from a cache of
/// rasterized masks when the device transform is a translation and a uniform scale, and fills the
/// outlines as one path otherwise (see `Renderer`). Glyphs that overlap are composited one over
/// the other (as text renderers do), not merged.
public struct GlyphRunContent: Hashable, Sendable {
    /// Glyphs in drawing order (blank glyphs such as spaces may be left out).
    public var glyphs: [PlacedGlyph]
    public var paint: Paint
    public init(glyphs: [PlacedGlyph], paint: Paint) { self.glyphs = glyphs; self.paint = paint }

    /// All outlines placed in the run's space, as one path for the nonzero rule.
    public var path: Path {
        var p = Path()
        for g in glyphs where !g.outline.isEmpty { p.addPath(g.outline, transform: g.transform) }
        return p
    }

    /// Control-point bounds of the placed outlines in the run's space.
    public var controlPointBounds: Rect {
        glyphs.reduce(Rect.null) { r, g in
            let b = g.outline.controlPointBounds
            return b.isNull ? r : r.union(g.transform.apply(b))
        }
    }
}
