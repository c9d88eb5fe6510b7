import Geometry

/// A raster image: premultiplied RGBA8, sRGB-encoded, row-major with `width` pixels per row.
///
/// Pixels are stored one `UInt32` each with bytes R, G, B, A in memory order
/// (`PremultipliedColorU8.packed`), so a row is contiguous and SIMD-friendly.
/// Blending happens in this sRGB-encoded space, as Core Graphics does.
public struct Pixmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Row-major pixels, `width * height` of them.
    public var pixels: [UInt32]

    /// A transparent pixmap. Sizes must be positive; callers check limits before allocating.
    public init(width: Int, height: Int, fill: PremultipliedColorU8 = .transparent) {
        precondition(width > 0 && height > 0, "Pixmap size must be positive")
        self.width = width; self.height = height
        pixels = [UInt32](repeating: fill.packed, count: width * height)
    }

    /// Wraps existing premultiplied pixels.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height, "pixel count does not match size")
        self.width = width; self.height = height; self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> PremultipliedColorU8 {
        get { PremultipliedColorU8(packed: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.packed }
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: Double(width), height: Double(height)) }
}
