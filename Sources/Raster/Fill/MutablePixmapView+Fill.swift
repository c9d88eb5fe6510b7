import Geometry

extension MutablePixmapView {
    /// Fills `path` (user space) mapped by `transform` to this view's pixels with `paint`.
    ///
    /// Gradients are in the same user space as the path. `mask` (in this view's coordinates)
    /// multiplies the coverage; pixels outside it are not drawn. Paths with non-finite
    /// coordinates draw nothing.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero,
                     transform: AffineTransform = .identity, mask: Mask? = nil) {
        if width == 0 || height == 0 || path.isEmpty { return }
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        withBlitter(paint, transform: transform, mask: mask) { blitter, scratch in
            ScanConverter.fill(path, transform: transform, rule: rule, antialias: paint.isAntialiased,
                               bounds: bounds, scratch: scratch, blitter: &blitter)
        }
    }

    /// Fills a rectangle. When `transform` keeps it axis-aligned (no rotation or skew except
    /// quarter turns) coverage is computed directly per span, which is much cheaper than a path.
    public func fill(_ rect: Rect, with paint: Paint, transform: AffineTransform = .identity, mask: Mask? = nil) {
        if width == 0 || height == 0 || rect.isNull { return }
        let axisAligned = (transform.b == 0 && transform.c == 0) || (transform.a == 0 && transform.d == 0)
        guard axisAligned else {
            var p = Path()
            p.move(to: Point(x: rect.minX, y: rect.minY)); p.addLine(to: Point(x: rect.maxX, y: rect.minY))
            p.addLine(to: Point(x: rect.maxX, y: rect.maxY)); p.addLine(to: Point(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
            fill(p, with: paint, transform: transform, mask: mask)
            return
        }
        let d = transform.apply(rect)
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        withBlitter(paint, transform: transform, mask: mask) { blitter, _ in
            RectCoverage.blit(x0: d.minX, y0: d.minY, x1: d.maxX, y1: d.maxY, bounds: bounds,
                              antialias: paint.isAntialiased, blitter: &blitter)
        }
    }

    /// Sets every pixel of the view to `color` (copy semantics: the previous content is replaced).
    public func fill(with color: Color) {
        let v = color.premultiplied.packed
        for y in 0..<height { (base + y * strideInPixels).update(repeating: v, count: width) }
    }

    /// Prepares the shader and clip for `paint`, then runs `body` with a blitter.
    private func withBlitter(_ paint: Paint, transform: AffineTransform, mask: Mask?,
                             _ body: (inout PaintBlitter, RasterScratch) -> Void) {
        ScratchPool.with { scratch in
            guard let program = ShaderProgram.make(paint, transform: transform, lut: scratch.lut) else { return }
            if case .solid(let s) = program, s == 0,
               paint.blendMode == .sourceOver || paint.blendMode == .destinationOut { return }   // no-op
            if let mask {
                mask.coverage.withUnsafeBufferPointer { m in
                    guard let mb = m.baseAddress, mask.width > 0, mask.height > 0 else { return }
                    let clip = ClipMaskRef(base: mb, width: mask.width, height: mask.height)
                    var blitter = PaintBlitter(view: self, program: program, mode: paint.blendMode, clip: clip, scratch: scratch)
                    body(&blitter, scratch)
                }
            } else {
                var blitter = PaintBlitter(view: self, program: program, mode: paint.blendMode, clip: nil, scratch: scratch)
                body(&blitter, scratch)
            }
        }
    }
}
