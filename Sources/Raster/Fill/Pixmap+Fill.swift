import Geometry

extension Pixmap {
    /// Fills `path` (user space) mapped by `transform` to device pixels; gradients are in user space too.
    /// `mask` (the pixmap's size) multiplies the coverage.
    public mutating func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero,
                              transform: AffineTransform = .identity, mask: Mask? = nil) {
        withMutableView { $0.fill(path, with: paint, rule: rule, transform: transform, mask: mask) }
    }

    /// Fills a rectangle; axis-aligned device rectangles take a fast path (direct span coverage).
    public mutating func fill(_ rect: Rect, with paint: Paint, transform: AffineTransform = .identity, mask: Mask? = nil) {
        withMutableView { $0.fill(rect, with: paint, transform: transform, mask: mask) }
    }

    /// Sets every pixel to `color` (copy semantics: clears to the colour).
    public mutating func fill(with color: Color) {
        let v = color.premultiplied.packed
        pixels.withUnsafeMutableBufferPointer { if let b = $0.baseAddress { storePixels(b, $0.count, v) } }
    }

    /// Composites `source` with its top-left at integer (x, y): opacity, blend mode, optional mask
    /// (in self's coordinates).
    public mutating func draw(_ source: Pixmap, x: Int, y: Int, opacity: Double = 1,
                              blendMode: BlendMode = .sourceOver, mask: Mask? = nil) {
        source.withView { src in
            withMutableView { $0.draw(src, x: x, y: y, opacity: opacity, blendMode: blendMode, mask: mask) }
        }
    }
}
