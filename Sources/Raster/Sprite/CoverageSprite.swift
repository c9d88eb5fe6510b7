import Geometry

/// A small 8-bit coverage bitmap (A8) rasterized once and composited many times at integer pixel
/// offsets: a glyph's mask. `left`/`top` place its top-left pixel relative to the pixel it is drawn
/// at, so a sprite made with the pen's subpixel phase lands where the path itself would have.
///
/// Coverage is the exact-area coverage of the scan converter (`Pixmap.fill(_:with:…)`): drawing the
/// sprite of a path at (x, y) gives the same pixels as filling the path translated by (x, y).
public struct CoverageSprite: Hashable, Sendable {
    /// Offset of the sprite's top-left pixel from the pixel it is drawn at.
    public let left: Int, top: Int
    public let width: Int, height: Int
    /// `width * height` coverage bytes, row-major, then 8 zero bytes: the compositing loops read
    /// a whole 8-byte chunk at a span's end.
    let bytes: [UInt8]

    /// Rasterizes `path` mapped by `transform` into pixel space (the sprite's anchor pixel is the
    /// origin: a point mapped to (0.25, 0) lies a quarter pixel right of the anchor's left edge).
    /// Paths with non-finite or huge coordinates (beyond ±2²⁴ pixels) give an empty sprite.
    public init(_ path: Path, rule: FillRule = .nonZero, transform: AffineTransform, antialias: Bool = true) {
        let limit = 1 << 24
        let all = PixelRect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit)
        guard let box = ScanConverter.deviceBox(path, transform, within: all) else {
            left = 0; top = 0; width = 0; height = 0; bytes = [UInt8](repeating: 0, count: 8)
            return
        }
        left = box.x; top = box.y; width = box.width; height = box.height
        var out = [UInt8](repeating: 0, count: box.width * box.height + 8)
        out.withUnsafeMutableBufferPointer { buf in
            var blitter = SpriteBlitter(base: buf.baseAddress!, stride: box.width, x0: box.x, y0: box.y)
            ScratchPool.with { scratch in
                ScanConverter.fill(path, transform: transform, rule: rule, antialias: antialias,
                                   bounds: box, scratch: scratch, blitter: &blitter)
            }
        }
        bytes = out
    }

    /// Whether the sprite covers no pixel.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Coverage of the sprite's pixel (x, y), 0 ≤ x < width, 0 ≤ y < height.
    public subscript(x: Int, y: Int) -> UInt8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "sprite pixel out of range")
        return bytes[y * width + x]
    }

    /// Bytes held (for cache budgets).
    public var byteCount: Int { bytes.count }
}

/// A sprite to draw with its anchor at pixel (x, y) of the target.
public struct PlacedSprite: Sendable {
    public var sprite: CoverageSprite
    public var x: Int, y: Int
    public init(_ sprite: CoverageSprite, x: Int, y: Int) { self.sprite = sprite; self.x = x; self.y = y }
}

/// Stores scan-converter coverage into a fresh sprite buffer whose (0, 0) is pixel (x0, y0).
struct SpriteBlitter: SpanBlitter {
    let base: UnsafeMutablePointer<UInt8>
    let stride: Int
    let x0: Int, y0: Int

    mutating func blitConstant(x: Int, y: Int, count: Int, coverage: UInt8) {
        (base + (y - y0) * stride + (x - x0)).update(repeating: coverage, count: count)
    }

    mutating func blitMask(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        (base + (y - y0) * stride + (x - x0)).update(from: coverage, count: count)
    }
}

/// Delivers placed sprites' rows as coverage spans, clipped to `bounds` (in drawing order).
struct SpriteCoverage: CoverageProducer {
    let sprites: UnsafeBufferPointer<PlacedSprite>
    let bounds: PixelRect

    func produce<B: SpanBlitter>(into blitter: inout B, scratch: RasterScratch) {
        for p in sprites {
            let s = p.sprite
            if s.isEmpty { continue }
            let sx = p.x &+ s.left, sy = p.y &+ s.top
            let x0 = max(sx, bounds.x), x1 = min(sx &+ s.width, bounds.maxX)
            let y0 = max(sy, bounds.y), y1 = min(sy &+ s.height, bounds.maxY)
            if x0 >= x1 || y0 >= y1 { continue }
            s.bytes.withUnsafeBufferPointer { b in
                let base = b.baseAddress! + (x0 - sx)
                for y in y0..<y1 {
                    blitter.blitMask(x: x0, y: y, count: x1 - x0, coverage: base + (y - sy) * s.width)
                }
            }
        }
    }
}
