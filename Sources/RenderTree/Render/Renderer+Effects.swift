import Geometry
import Raster

extension Renderer {
    // MARK: - 3D projection

    /// Flattens the subtree into a layer in its own space (at the device resolution), then warps
    /// the layer through `ctm ∘ p` onto the target (Core Animation's flattening of a transformed
    /// layer; double-sided, so a back face shows mirrored).
    func drawProjected(_ p: ProjectiveTransform, _ c: RenderNode, ctm: AffineTransform, into target: inout Layer) {
        let local = c.bounds(transform: .identity)
        if local.isNull || local.isEmpty { return }
        // Resolution of the flattened layer: the device scale of the parent transform.
        let k = max(ctm.maxScale, 1e-3)
        let origin = Point(x: (local.minX * k).rounded(.down), y: (local.minY * k).rounded(.down))
        let w = Int((local.maxX * k).rounded(.up) - origin.x), h = Int((local.maxY * k).rounded(.up) - origin.y)
        guard w > 0, h > 0, w <= 16384, h <= 16384 else { return }
        let toLayer = AffineTransform(scaleX: k, y: k).concatenating(AffineTransform(translationX: -origin.x, y: -origin.y))
        let key = LayerCache.Key(node: c, transform: toLayer, width: w, height: h)
        let flat = cache.pixmap(for: key) {
            var layer = Layer(pixmap: Pixmap(width: w, height: h), rect: PixelRect(x: 0, y: 0, width: w, height: h), mask: nil)
            draw(c, ctm: toLayer, into: &layer)
            return layer.pixmap
        }
        guard let fromLayer = toLayer.inverted() else { return }
        let total = ProjectiveTransform(fromLayer)
            .concatenating(p)
            .concatenating(ProjectiveTransform(ctm.concatenating(target.fromDevice)))
        drawWarped(flat, transform: total, into: &target)
    }

    /// Draws a bitmap through a projective transform, honouring the target's clip mask.
    func drawWarped(_ image: Pixmap, transform: ProjectiveTransform, opacity: Double = 1, into target: inout Layer) {
        if target.mask == nil {
            target.pixmap.draw(image, transform: transform, opacity: opacity)
            return
        }
        // Through a mask: warp into a scratch layer the size of the target, then composite masked.
        var scratch = pool.make(target.rect)
        scratch.pixmap.draw(image, transform: transform, opacity: opacity)
        composite(scratch, onto: &target)
        pool.recycle(scratch)
    }

    func drawImage(_ i: ImageContent, ctm: AffineTransform, into target: inout Layer) {
        let img = i.source.pixmap
        if i.rect.isEmpty { return }
        let toRect = AffineTransform(scaleX: i.rect.width / Double(img.width), y: i.rect.height / Double(img.height))
            .concatenating(AffineTransform(translationX: i.rect.minX, y: i.rect.minY))
        drawWarped(img, transform: ProjectiveTransform(toRect.concatenating(ctm).concatenating(target.fromDevice)),
                   opacity: i.opacity, into: &target)
    }

    // MARK: - Blur and shadow

    /// σ in device pixels for a radius in points under `ctm`.
    func deviceSigma(_ radius: Double, _ ctm: AffineTransform) -> Double { radius * ctm.maxScale }

    func drawBlurred(_ b: BlurEffect, _ c: RenderNode, ctm: AffineTransform, into target: inout Layer) {
        let sigma = deviceSigma(b.radius, ctm)
        if sigma < 0.01 { draw(c, ctm: ctm, into: &target); return }
        if b.isOpaque {
            // Opaque: the layer is the view's own bounds; edges clamp, nothing spreads outside.
            let bounds = b.bounds ?? c.bounds(transform: .identity)
            let r = PixelRect(covering: ctm.apply(bounds), within: target.rect)
            if r.isEmpty { return }
            var layer = pool.make(r)
            draw(c, ctm: ctm, into: &layer)
            layer.pixmap = layer.pixmap.blurred(sigma: sigma, opaque: true)
            composite(layer, onto: &target)
            pool.recycle(layer)
            return
        }
        let margin = Int((3 * sigma).rounded(.up))
        // Content up to 3σ outside the target still bleeds in, so the layer reaches that far.
        guard var layer = makeLayer(for: c, ctm: ctm, within: target.rect.outset(by: margin), margin: margin) else { return }
        draw(c, ctm: ctm, into: &layer)
        layer.pixmap = layer.pixmap.blurred(sigma: sigma, opaque: false)
        composite(layer, onto: &target)
        pool.recycle(layer)
    }

    func drawShadowed(_ s: ShadowEffect, _ c: RenderNode, ctm: AffineTransform, into target: inout Layer) {
        let sigma = deviceSigma(s.radius, ctm)
        if drawRectShadow(s, c, ctm: ctm, sigma: sigma, into: &target) { return }
        let offset = ctm.applyToVector(Point(x: s.x, y: s.y))
        let margin = Int((3 * sigma).rounded(.up)) + 1
        let reach = margin + Int(max(abs(offset.x), abs(offset.y)).rounded(.up))
        guard var content = makeLayer(for: c, ctm: ctm, within: target.rect.outset(by: reach), margin: margin) else { return }
        draw(c, ctm: ctm, into: &content)
        if s.resolvedColor.alpha > 0 {
            // Whole-pixel offsets keep the shadow a pure translation; sub-pixel offsets are rounded.
            let dx = Int(offset.x.rounded()), dy = Int(offset.y.rounded())
            if target.mask == nil {
                // The shadow only needs the content's alpha: blur one channel, then tint it in place.
                let w = content.rect.width, h = content.rect.height
                var alpha = [UInt8](repeating: 0, count: w * h)
                content.pixmap.pixels.withUnsafeBufferPointer { px in
                    alpha.withUnsafeMutableBufferPointer { a in
                        for i in 0..<px.count { a[i] = UInt8(truncatingIfNeeded: px[i] >> 24) }
                    }
                }
                if sigma >= 0.01 { try? blurAlpha(&alpha, width: w, height: h, sigma: sigma) }
                try? target.pixmap.drawShadow(mask: alpha, width: w, height: h, x: content.rect.x - target.rect.x + dx,
                                              y: content.rect.y - target.rect.y + dy, color: s.resolvedColor)
            } else {
                // Through a clip mask: tint, blur and composite the shadow as a layer.
                var shadow = pool.make(content.rect)
                shadow.pixmap.fill(with: s.resolvedColor)
                shadow.pixmap.draw(content.pixmap, x: 0, y: 0, blendMode: .destinationIn)
                if sigma >= 0.01 { shadow.pixmap = shadow.pixmap.blurred(sigma: sigma, opaque: false) }
                shadow.rect = shadow.rect.offsetBy(dx: dx, dy: dy)
                composite(shadow, onto: &target)
                pool.recycle(shadow)
            }
        }
        composite(content, onto: &target)
        pool.recycle(content)
    }

    // MARK: - Materials

    /// A material reads what is already drawn behind it: the backdrop under the shape is blurred,
    /// saturated and tinted, then drawn back through the shape's coverage.
    func drawMaterial(_ m: MaterialContent, ctm: AffineTransform, into target: inout Layer) {
        let recipe = m.material.recipe(in: m.colorScheme)
        let sigma = deviceSigma(recipe.blurRadius, ctm)
        let node = RenderNode.shape(ShapeContent(path: m.path, paint: .color(.black)))
        let area = PixelRect(covering: node.bounds(transform: ctm), within: target.rect)
        if area.isEmpty { return }
        let margin = Int((3 * sigma).rounded(.up))
        let src = PixelRect(covering: Rect(x: Double(area.x - margin), y: Double(area.y - margin),
                                           width: Double(area.width + 2 * margin), height: Double(area.height + 2 * margin)),
                            within: target.rect)
        var backdrop = pool.make(src)
        backdrop.pixmap.draw(target.pixmap, x: target.rect.x - src.x, y: target.rect.y - src.y, blendMode: .copy)
        if sigma >= 0.01 { backdrop.pixmap = backdrop.pixmap.blurred(sigma: sigma, opaque: true) }
        backdrop.pixmap.applySaturation(recipe.saturation)
        backdrop.pixmap.fill(backdrop.pixmap.bounds, with: .color(recipe.tint))
        // Only the shape's coverage (and the target's clip) shows.
        var mask = Mask(width: src.width, height: src.height)
        mask.fill(m.path, rule: .nonZero, transform: ctm.concatenating(AffineTransform(translationX: Double(-src.x), y: Double(-src.y))))
        var shaped = pool.make(src)
        shaped.pixmap.draw(backdrop.pixmap, x: 0, y: 0, blendMode: .sourceOver, mask: mask)
        pool.recycle(backdrop)
        composite(shaped, onto: &target)
        pool.recycle(shaped)
    }
}

extension Renderer {
    // MARK: - Colour matrix

    /// Composites the subtree into a layer, applies the matrix to its pixels and draws the layer.
    func drawColorMatrix(_ m: ColorMatrix, _ c: RenderNode, ctm: AffineTransform, into target: inout Layer) {
        if m == .identity { draw(c, ctm: ctm, into: &target); return }
        // A matrix that changes alpha may paint where the content is transparent: the whole target.
        guard var layer = m.keepsAlpha ? makeLayer(for: c, ctm: ctm, within: target.rect) : pool.make(target.rect) else { return }
        draw(c, ctm: ctm, into: &layer)
        layer.pixmap.apply(m)
        composite(layer, onto: &target)
        pool.recycle(layer)
    }
}
