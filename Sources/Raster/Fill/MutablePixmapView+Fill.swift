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
        run(paint, transform: transform, mask: mask,
            PathCoverage(path: path, transform: transform, rule: rule, antialias: paint.isAntialiased, bounds: bounds))
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
        run(paint, transform: transform, mask: mask,
            RectCoverage(x0: d.minX, y0: d.minY, x1: d.maxX, y1: d.maxY, bounds: bounds, antialias: paint.isAntialiased))
    }

    /// Sets every pixel of the view to `color` (copy semantics: the previous content is replaced).
    public func fill(with color: Color) {
        let v = color.premultiplied.packed
        for y in 0..<height { storePixels(base + y * strideInPixels, width, v) }
    }

    /// Prepares the shader and clip for `paint`, then lets `coverage` drive a paint blitter
    /// specialised for the shader kind.
    func run<P: CoverageProducer>(_ paint: Paint, transform: AffineTransform, mask: Mask?, _ coverage: P) {
        ScratchPool.with { scratch in
            guard let program = ShaderProgram.make(paint, transform: transform, lut: scratch.lut) else { return }
            if case .solid(let s) = program, s == 0,
               paint.blendMode == .sourceOver || paint.blendMode == .destinationOut { return }   // no-op
            // Covers every span the scan converter can produce (box width + 2), so it never regrows these.
            scratch.reserveSpan(width + 2)
            if let mask {
                mask.coverage.withUnsafeBufferPointer { m in
                    guard let mb = m.baseAddress, mask.width > 0, mask.height > 0 else { return }
                    run(program, paint.blendMode, ClipMaskRef(base: mb, width: mask.width, height: mask.height), scratch, coverage)
                }
            } else {
                run(program, paint.blendMode, nil, scratch, coverage)
            }
        }
    }

    private func run<P: CoverageProducer>(_ program: ShaderProgram, _ mode: BlendMode, _ clip: ClipMaskRef?,
                                          _ scratch: RasterScratch, _ coverage: P) {
        func go<S: SpanShader>(_ shader: S) {
            var blitter = PaintBlitter(view: self, shader: shader, mode: mode, clip: clip, scratch: scratch)
            coverage.produce(into: &blitter, scratch: scratch)
        }
        switch program {
        case .solid(let c): go(SolidShader(c))
        case .linear(let g):
            if let two = g.twoStop {
                switch (g.spread, two.dc.w == 0) {
                case (.pad, true): go(LerpLinearShader<PadWrap, ConstantAlpha>(g, two))
                case (.pad, false): go(LerpLinearShader<PadWrap, VaryingAlpha>(g, two))
                case (.repeat, true): go(LerpLinearShader<RepeatWrap, ConstantAlpha>(g, two))
                case (.repeat, false): go(LerpLinearShader<RepeatWrap, VaryingAlpha>(g, two))
                case (.reflect, true): go(LerpLinearShader<ReflectWrap, ConstantAlpha>(g, two))
                case (.reflect, false): go(LerpLinearShader<ReflectWrap, VaryingAlpha>(g, two))
                }
            } else {
                switch g.spread {
                case .pad: go(TableLinearShader<PadWrap>(g))
                case .repeat: go(TableLinearShader<RepeatWrap>(g))
                case .reflect: go(TableLinearShader<ReflectWrap>(g))
                }
            }
        case .radial(let g): go(BufferedGradientShader(program: g, floats: scratch.floats, pixels: scratch.pixels))
        case .angular(let g): go(BufferedGradientShader(program: g, floats: scratch.floats, pixels: scratch.pixels))
        }
    }
}

/// Something that delivers coverage spans to a blitter (a path's scan conversion, a rectangle).
protocol CoverageProducer {
    func produce<B: SpanBlitter>(into blitter: inout B, scratch: RasterScratch)
}

struct PathCoverage: CoverageProducer {
    let path: Path
    let transform: AffineTransform
    let rule: FillRule
    let antialias: Bool
    let bounds: PixelRect

    func produce<B: SpanBlitter>(into blitter: inout B, scratch: RasterScratch) {
        ScanConverter.fill(path, transform: transform, rule: rule, antialias: antialias, bounds: bounds,
                           scratch: scratch, blitter: &blitter)
    }
}
