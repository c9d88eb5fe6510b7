import Geometry
import Raster

/// Rasterizes render trees.
///
/// Content is drawn straight through the accumulated 2D transform (a rotated rectangle is a
/// transformed path, never a resampled bitmap). An offscreen layer is made only where an effect
/// needs the composited subtree: group opacity over more than one shape, 3D projection, blur,
/// shadow, masks and materials. Layers cover just the visible bounds (the canvas plus effect
/// margins) and their buffers are pooled. Subtrees flattened for a 3D projection are cached by
/// value between frames: a card that flips redraws its face only when the face changes. Text
/// (glyph runs) under a translation and uniform scale is drawn from rasterized glyph masks kept
/// between frames (`GlyphCache`); under other transforms its outlines are filled as one path.
///
/// A renderer keeps pools and caches, so it is not thread-safe: use one per thread. Its output
/// depends only on the tree, never on what it drew before.
public final class Renderer {
    let pool = LayerPool()
    let cache = LayerCache()
    let glyphCache = GlyphCache()
    /// Reused between glyph runs so placing glyphs does not allocate.
    var spriteScratch: [PlacedSprite] = []

    public init() {}

    /// Renders `node` (in points) onto a new pixmap of `size × scale` pixels over `background`.
    public func render(_ node: RenderNode, size: Size, scale: Double = 1, background: Color = .clear) -> Pixmap {
        let w = max(1, Int((size.width * scale).rounded())), h = max(1, Int((size.height * scale).rounded()))
        var pixmap = Pixmap(width: w, height: h, fill: background.premultiplied)
        render(node, into: &pixmap, transform: AffineTransform(scaleX: scale, y: scale))
        return pixmap
    }

    /// Draws `node` onto `pixmap`; `transform` maps the tree's space to the pixmap's pixels.
    public func render(_ node: RenderNode, into pixmap: inout Pixmap, transform: AffineTransform) {
        var layer = Layer(pixmap: pixmap, rect: PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height), mask: nil)
        pixmap = Pixmap(width: 1, height: 1)  // hand the buffer to the layer without a copy
        draw(node, ctm: transform, into: &layer)
        pixmap = layer.pixmap
        cache.endFrame()
        glyphCache.endFrame()
    }

    // MARK: - The walk

    func draw(_ node: RenderNode, ctm: AffineTransform, into target: inout Layer) {
        switch node {
        case .empty:
            return
        case .shape(let s):
            drawShape(s, ctm: ctm, into: &target)
        case .glyphs(let g):
            drawGlyphs(g, ctm: ctm, into: &target)
        case .image(let i):
            drawImage(i, ctm: ctm, into: &target)
        case .material(let m):
            drawMaterial(m, ctm: ctm, into: &target)
        case .group(let children):
            for c in Self.paintingOrder(children) { draw(c, ctm: ctm, into: &target) }
        case .transform(let t, let c):
            draw(c, ctm: t.concatenating(ctm), into: &target)
        case .zIndex(_, let c):
            draw(c, ctm: ctm, into: &target)
        case .opacity(let o, let c):
            drawOpacity(o, c, ctm: ctm, into: &target)
        case .clip(let s, let c):
            drawClipped(s, c, ctm: ctm, into: &target)
        case .projection(let p, let c):
            drawProjected(p, c, ctm: ctm, into: &target)
        case .blur(let b, let c):
            drawBlurred(b, c, ctm: ctm, into: &target)
        case .shadow(let s, let c):
            drawShadowed(s, c, ctm: ctm, into: &target)
        case .colorMatrix(let m, let c):
            drawColorMatrix(m, c, ctm: ctm, into: &target)
        case .mask(let m, let c):
            drawMasked(m, c, ctm: ctm, into: &target)
        case .genie(let g, let c):
            drawGenie(g, c, ctm: ctm, into: &target)
        case .isolated(let mode, let c):
            drawIsolated(mode, c, ctm: ctm, into: &target)
        }
    }

    /// SwiftUI draws siblings in order, with `zIndex` raising a sibling above the others (stable).
    static func paintingOrder(_ children: [RenderNode]) -> [RenderNode] {
        guard children.contains(where: { if case .zIndex = $0 { return true } else { return false } }) else {
            return children
        }
        return children.enumerated().sorted { a, b in
            let za = a.element.zIndexValue, zb = b.element.zIndexValue
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }

    // MARK: - Content

    func drawShape(_ s: ShapeContent, ctm: AffineTransform, into target: inout Layer) {
        let t = ctm.concatenating(target.fromDevice)
        switch s.style {
        case .fill(let rule):
            target.pixmap.fill(s.path, with: s.paint, rule: rule, transform: t, mask: target.mask)
        case .stroke(let style):
            // Stroke in the shape's own space with a tolerance of 0.1 device pixel.
            let tol = 0.1 / max(t.maxScale, 1e-6)
            target.pixmap.fill(s.path.strokedPath(style, tolerance: tol), with: s.paint, rule: .nonZero,
                               transform: t, mask: target.mask)
        }
    }

    // MARK: - Layers

    /// A new transparent layer covering the subtree's visible pixels (outset by `margin`), or nil
    /// when nothing would be visible.
    func makeLayer(for node: RenderNode, ctm: AffineTransform, within limit: PixelRect, margin: Int = 0) -> Layer? {
        var b = node.bounds(transform: ctm)
        if !b.isNull && margin > 0 { b = b.insetBy(dx: Double(-margin), dy: Double(-margin)) }
        let r = PixelRect(covering: b, within: limit.outset(by: margin))
        return r.isEmpty ? nil : pool.make(r)
    }

    /// Composites `layer` onto `target` through the target's clip mask.
    func composite(_ layer: Layer, onto target: inout Layer, opacity: Double = 1, blendMode: BlendMode = .sourceOver) {
        target.pixmap.draw(layer.pixmap, x: layer.rect.x - target.rect.x, y: layer.rect.y - target.rect.y,
                           opacity: opacity, blendMode: blendMode, mask: target.mask)
    }

    func drawOpacity(_ o: Double, _ c: RenderNode, ctm: AffineTransform, into target: inout Layer) {
        if o <= 0 { return }
        if o >= 1 { draw(c, ctm: ctm, into: &target); return }
        // One shape cannot overlap itself: fold the opacity into its paint, no layer needed.
        if let folded = c.foldingOpacity(o) { draw(folded, ctm: ctm, into: &target); return }
        guard var layer = makeLayer(for: c, ctm: ctm, within: target.rect) else { return }
        draw(c, ctm: ctm, into: &layer)
        composite(layer, onto: &target, opacity: o)
        pool.recycle(layer)
    }

    func drawIsolated(_ mode: BlendMode, _ c: RenderNode, ctm: AffineTransform, into target: inout Layer) {
        guard var layer = makeLayer(for: c, ctm: ctm, within: target.rect) else { return }
        draw(c, ctm: ctm, into: &layer)
        composite(layer, onto: &target, blendMode: mode)
        pool.recycle(layer)
    }

    func drawClipped(_ s: ClipShape, _ c: RenderNode, ctm: AffineTransform, into target: inout Layer) {
        let saved = target.mask
        var mask = saved ?? Mask(width: target.rect.width, height: target.rect.height, filled: true)
        mask.intersect(s.path, rule: s.rule, transform: ctm.concatenating(target.fromDevice))
        target.mask = mask
        draw(c, ctm: ctm, into: &target)
        target.mask = saved
    }

    func drawMasked(_ m: RenderNode, _ c: RenderNode, ctm: AffineTransform, into target: inout Layer) {
        guard var layer = makeLayer(for: c, ctm: ctm, within: target.rect) else { return }
        draw(c, ctm: ctm, into: &layer)
        var maskLayer = pool.make(layer.rect)
        draw(m, ctm: ctm, into: &maskLayer)
        layer.pixmap.draw(maskLayer.pixmap, x: 0, y: 0, blendMode: .destinationIn)
        pool.recycle(maskLayer)
        composite(layer, onto: &target)
        pool.recycle(layer)
    }
}

extension RenderNode {
    var zIndexValue: Double { if case .zIndex(let z, _) = self { return z } else { return 0 } }

    /// The subtree with `opacity` multiplied into its only paint, when it is a single shape or
    /// image (possibly under transforms); nil when a layer is needed.
    func foldingOpacity(_ o: Double) -> RenderNode? {
        switch self {
        case .empty: return .empty
        case .shape(var s): s.paint.opacity *= o; return .shape(s)
        // Like text renderers, overlapping glyphs of a translucent run show through each other.
        case .glyphs(var g): g.paint.opacity *= o; return .glyphs(g)
        case .image(var i): i.opacity *= o; return .image(i)
        case .transform(let t, let c): return c.foldingOpacity(o).map { .transform(t, $0) }
        case .zIndex(let z, let c): return c.foldingOpacity(o).map { .zIndex(z, $0) }
        case .opacity(let o2, let c): return c.foldingOpacity(o * o2)
        case .group(let cs) where cs.count == 1: return cs[0].foldingOpacity(o)
        case .group(let cs) where cs.isEmpty: return .empty
        default: return nil
        }
    }
}
