import Geometry
import Raster

extension Renderer {
    /// Draws a glyph run. Under a translation and a uniform positive scale each glyph is drawn from
    /// the glyph cache: its mask is rasterized (exact-area coverage, as a path fill) once per size
    /// and quarter-pixel pen phase, then composited at whole pixels. The pen position is rounded to
    /// the nearest quarter pixel, so a glyph lands at most 1/8 px (per axis) from where the path
    /// fill would put it, and exactly there when its pen is on the quarter-pixel grid.
    /// Rotated, skewed or mirrored text is filled as one path (exact, uncached).
    func drawGlyphs(_ run: GlyphRunContent, ctm: AffineTransform, into target: inout Layer) {
        let t = ctm.concatenating(target.fromDevice)
        let s = t.a
        guard t.b == 0, t.c == 0, t.d == s, s > 0, s.isFinite, t.tx.isFinite, t.ty.isFinite else {
            target.pixmap.fill(run.path, with: run.paint, rule: .nonZero, transform: t, mask: target.mask)
            return
        }
        let q = Double(GlyphCache.phases)
        let antialias = run.paint.isAntialiased
        var placed = spriteScratch
        spriteScratch = []
        placed.removeAll(keepingCapacity: true)
        for g in run.glyphs where !g.outline.isEmpty {
            let qx = ((g.position.x * s + t.tx) * q).rounded(), qy = ((g.position.y * s + t.ty) * q).rounded()
            // Far outside any layer (and beyond Int): nothing to draw.
            guard abs(qx) < 1e12, abs(qy) < 1e12 else { continue }
            let ix = Int(qx), iy = Int(qy)
            let phases = GlyphCache.phases
            let fx = ix & (phases - 1), fy = iy & (phases - 1)
            let ppu = g.scale * s
            let key = GlyphCache.Key(id: g.id, pixelsPerUnit: ppu, phaseX: UInt8(fx), phaseY: UInt8(fy),
                                     antialias: antialias)
            let sprite = glyphCache.sprite(for: key) {
                CoverageSprite(g.outline, transform: AffineTransform(a: ppu, b: 0, c: 0, d: ppu,
                                                                     tx: Double(fx) / q, ty: Double(fy) / q),
                               antialias: antialias)
            }
            // Arithmetic shift: floor division, also for negative positions.
            placed.append(PlacedSprite(sprite, x: ix >> GlyphCache.phaseBits, y: iy >> GlyphCache.phaseBits))
        }
        target.pixmap.fill(placed, with: run.paint, transform: t, mask: target.mask)
        placed.removeAll(keepingCapacity: true)
        spriteScratch = placed
    }

    /// Glyph-cache lookups that found a rasterized mask, since the renderer was made.
    public var glyphCacheHits: Int { glyphCache.hits }
    /// Glyph masks rasterized (cache misses), since the renderer was made.
    public var glyphCacheMisses: Int { glyphCache.misses }
}
