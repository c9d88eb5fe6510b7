import Geometry
import Raster

extension Renderer {
    /// Flattens the subtree like a 3D projection does, then draws each strip of it through the
    /// homography that maps the strip onto its quad (BCGenieEffect draws one layer per strip).
    /// Strips overlap their neighbour by one layer pixel so no hairline seams show between them.
    func drawGenie(_ g: GenieEffect, _ c: RenderNode, ctm: AffineTransform, into target: inout Layer) {
        if g.progress <= 0 { draw(c, ctm: ctm, into: &target); return }
        let k = max(ctm.maxScale, 1e-3)
        let src = g.source
        let w = Int((src.width * k).rounded(.up)), h = Int((src.height * k).rounded(.up))
        guard w > 0, h > 0, w <= 16384, h <= 16384 else { return }
        let toLayer = AffineTransform(translationX: -src.minX, y: -src.minY).concatenating(AffineTransform(scaleX: k, y: k))
        let key = LayerCache.Key(node: c, transform: toLayer, width: w, height: h)
        let flat = cache.pixmap(for: key) {
            var layer = Layer(pixmap: Pixmap(width: w, height: h), rect: PixelRect(x: 0, y: 0, width: w, height: h), mask: nil)
            draw(c, ctm: toLayer, into: &layer)
            return layer.pixmap
        }
        let toTarget = ProjectiveTransform(ctm.concatenating(target.fromDevice))
        let vertical = g.edge == .top || g.edge == .bottom
        for strip in g.strips() {
            // The strip's pixels in the layer, one pixel longer along the motion axis.
            let r = strip.source
            var x0 = Int(((r.minX - src.minX) * k).rounded(.down)), y0 = Int(((r.minY - src.minY) * k).rounded(.down))
            var x1 = Int(((r.maxX - src.minX) * k).rounded(.up)), y1 = Int(((r.maxY - src.minY) * k).rounded(.up))
            if vertical { y1 += 1 } else { x1 += 1 }
            x0 = max(0, x0); y0 = max(0, y0); x1 = min(w, x1); y1 = min(h, y1)
            guard x1 > x0, y1 > y0 else { continue }
            var piece = Pixmap(width: x1 - x0, height: y1 - y0)
            piece.draw(flat, x: -x0, y: -y0, blendMode: .copy)
            // Piece pixels → node space → quad → target.
            let pieceRect = Rect(x: src.minX + Double(x0) / k, y: src.minY + Double(y0) / k,
                                 width: Double(x1 - x0) / k, height: Double(y1 - y0) / k)
            // The homography maps the strip's own rect onto its quad; the overlap pixel lands just past it.
            guard let h = ProjectiveTransform.mapping(r, to: strip.quad) else { continue }
            let pieceToNode = ProjectiveTransform(AffineTransform(scaleX: 1 / k, y: 1 / k)
                .concatenating(AffineTransform(translationX: pieceRect.minX, y: pieceRect.minY)))
            drawWarped(piece, transform: pieceToNode.concatenating(h).concatenating(toTarget), into: &target)
        }
    }
}
