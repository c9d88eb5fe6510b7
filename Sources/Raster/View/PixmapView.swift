/// A read-only window onto premultiplied RGBA8 pixels: `height` rows of `width` pixels,
/// each row starting `strideInPixels` pixels after the previous one.
///
/// A view does not own its memory: it is only valid inside the closure that handed it out
/// (`Pixmap.withView(region:_:)`). Do not store it.
public struct PixmapView {
    public let base: UnsafePointer<UInt32>
    public let width: Int
    public let height: Int
    public let strideInPixels: Int

    /// Wraps raw memory; `base` must hold `height` rows of `strideInPixels` pixels (the last row may
    /// be just `width` long), with `width <= strideInPixels`.
    @inlinable public init(base: UnsafePointer<UInt32>, width: Int, height: Int, strideInPixels: Int) {
        precondition(width >= 0 && height >= 0 && strideInPixels >= width, "invalid pixmap view geometry")
        self.base = base; self.width = width; self.height = height; self.strideInPixels = strideInPixels
    }

    /// Row `y` as a buffer of `width` pixels.
    @inlinable public func row(_ y: Int) -> UnsafeBufferPointer<UInt32> {
        precondition(y >= 0 && y < height, "row out of range")
        return UnsafeBufferPointer(start: base + y * strideInPixels, count: width)
    }

    @inlinable public subscript(x: Int, y: Int) -> PremultipliedColorU8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of range")
        return PremultipliedColorU8(packed: base[y * strideInPixels + x])
    }

    /// The pixels copied into a new, tightly packed pixmap (nil when the view is empty).
    public func makePixmap() -> Pixmap? {
        guard width > 0, height > 0 else { return nil }
        var out = [UInt32](repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { o in
            for y in 0..<height {
                (o.baseAddress! + y * width).update(from: base + y * strideInPixels, count: width)
            }
        }
        return Pixmap(width: width, height: height, pixels: out)
    }
}

/// A writable window onto premultiplied RGBA8 pixels (see `PixmapView`); drawing through it
/// (`fill`, `draw`) uses the view's own coordinates: (0, 0) is its top-left pixel.
///
/// The methods write through the pointer, so they are `nonmutating`; the view is only valid
/// inside the closure that handed it out (`Pixmap.withMutableView(region:_:)`).
public struct MutablePixmapView {
    public let base: UnsafeMutablePointer<UInt32>
    public let width: Int
    public let height: Int
    public let strideInPixels: Int

    @inlinable public init(base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, strideInPixels: Int) {
        precondition(width >= 0 && height >= 0 && strideInPixels >= width, "invalid pixmap view geometry")
        self.base = base; self.width = width; self.height = height; self.strideInPixels = strideInPixels
    }

    @inlinable public var readOnly: PixmapView {
        PixmapView(base: UnsafePointer(base), width: width, height: height, strideInPixels: strideInPixels)
    }

    /// Row `y` as a mutable buffer of `width` pixels.
    @inlinable public func row(_ y: Int) -> UnsafeMutableBufferPointer<UInt32> {
        precondition(y >= 0 && y < height, "row out of range")
        return UnsafeMutableBufferPointer(start: base + y * strideInPixels, count: width)
    }

    @inlinable public subscript(x: Int, y: Int) -> PremultipliedColorU8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of range")
            return PremultipliedColorU8(packed: base[y * strideInPixels + x])
        }
        nonmutating set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of range")
            base[y * strideInPixels + x] = newValue.packed
        }
    }

    /// A sub-window; `region` is clipped to this view.
    public func subview(_ region: PixelRect) -> MutablePixmapView {
        let r = region.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        if r.isEmpty { return MutablePixmapView(base: base, width: 0, height: 0, strideInPixels: strideInPixels) }
        return MutablePixmapView(base: base + r.y * strideInPixels + r.x, width: r.width, height: r.height,
                                 strideInPixels: strideInPixels)
    }
}

extension Pixmap {
    /// Calls `body` with a writable view of `region` (clipped to the pixmap; the whole pixmap when nil).
    public mutating func withMutableView<R>(region: PixelRect? = nil,
                                            _ body: (MutablePixmapView) throws -> R) rethrows -> R {
        let w = width, h = height
        let r = (region ?? PixelRect(x: 0, y: 0, width: w, height: h)).intersection(PixelRect(x: 0, y: 0, width: w, height: h))
        return try pixels.withUnsafeMutableBufferPointer { buf in
            let base = buf.baseAddress!
            if r.isEmpty { return try body(MutablePixmapView(base: base, width: 0, height: 0, strideInPixels: w)) }
            return try body(MutablePixmapView(base: base + r.y * w + r.x, width: r.width, height: r.height, strideInPixels: w))
        }
    }

    /// Calls `body` with a read-only view of `region` (clipped to the pixmap; the whole pixmap when nil).
    public func withView<R>(region: PixelRect? = nil, _ body: (PixmapView) throws -> R) rethrows -> R {
        let w = width, h = height
        let r = (region ?? PixelRect(x: 0, y: 0, width: w, height: h)).intersection(PixelRect(x: 0, y: 0, width: w, height: h))
        return try pixels.withUnsafeBufferPointer { buf in
            let base = buf.baseAddress!
            if r.isEmpty { return try body(PixmapView(base: base, width: 0, height: 0, strideInPixels: w)) }
            return try body(PixmapView(base: base + r.y * w + r.x, width: r.width, height: r.height, strideInPixels: w))
        }
    }
}
