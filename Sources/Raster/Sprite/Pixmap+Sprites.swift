import Geometry

extension MutablePixmapView {
    /// Composites coverage sprites (rasterized glyphs) with `paint`, in order: each pixel gets the
    /// paint at the sprite's coverage, exactly as a path fill with that coverage would.
    ///
    /// `transform` maps the paint's user space to this view's pixels (for gradients); `mask` (in
    /// this view's coordinates) multiplies the coverage; parts outside the view are skipped.
    public func fill(_ sprites: [PlacedSprite], with paint: Paint, transform: AffineTransform = .identity,
                     mask: Mask? = nil) {
        if width == 0 || height == 0 || sprites.isEmpty { return }
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        sprites.withUnsafeBufferPointer { sp in
            run(paint, transform: transform, mask: mask, SpriteCoverage(sprites: sp, bounds: bounds))
        }
    }
}

extension Pixmap {
    /// Composites coverage sprites with `paint` (see `MutablePixmapView.fill(_:with:transform:mask:)`).
    public mutating func fill(_ sprites: [PlacedSprite], with paint: Paint, transform: AffineTransform = .identity,
                              mask: Mask? = nil) {
        withMutableView { $0.fill(sprites, with: paint, transform: transform, mask: mask) }
    }
}
