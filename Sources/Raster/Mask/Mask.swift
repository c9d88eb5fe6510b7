import Geometry

/// An 8-bit coverage mask (A8), one byte per pixel, row-major, for clipping fills and draws:
/// 0 hides a pixel, 255 leaves it untouched, values between scale its coverage.
public struct Mask: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height` coverage bytes.
    public var coverage: [UInt8]

    /// A mask that hides everything (or shows everything when `filled`). Negative sizes count as 0.
    public init(width: Int, height: Int, filled: Bool = false) {
        self.width = max(0, width); self.height = max(0, height)
        coverage = [UInt8](repeating: filled ? 255 : 0, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { coverage[y * width + x] }
        set { coverage[y * width + x] = newValue }
    }

    /// Adds `path` to the mask (union: m = c + m·(1 − c) with c the path's coverage).
    public mutating func fill(_ path: Path, rule: FillRule = .nonZero, transform: AffineTransform = .identity,
                              antialias: Bool = true) {
        if width == 0 || height == 0 || path.isEmpty { return }
        let w = width, h = height
        coverage.withUnsafeMutableBufferPointer { buf in
            var blitter = MaskUnionBlitter(base: buf.baseAddress!, stride: w)
            ScratchPool.with { scratch in
                ScanConverter.fill(path, transform: transform, rule: rule, antialias: antialias,
                                   bounds: PixelRect(x: 0, y: 0, width: w, height: h), scratch: scratch, blitter: &blitter)
            }
        }
    }

    /// Restricts the mask to `path` (intersection: m = m·c; everything outside the path becomes 0).
    public mutating func intersect(_ path: Path, rule: FillRule = .nonZero, transform: AffineTransform = .identity,
                                   antialias: Bool = true) {
        if width == 0 || height == 0 { return }
        var shape = Mask(width: width, height: height)
        shape.fill(path, rule: rule, transform: transform, antialias: antialias)
        let n = coverage.count
        coverage.withUnsafeMutableBufferPointer { m in
            shape.coverage.withUnsafeBufferPointer { s in
                for i in 0..<n { m[i] = UInt8(truncatingIfNeeded: div255(UInt32(m[i]) &* UInt32(s[i]))) }
            }
        }
    }
}

/// Writes path coverage into mask bytes as a union (source-over of coverage).
struct MaskUnionBlitter: SpanBlitter {
    let base: UnsafeMutablePointer<UInt8>
    let stride: Int

    mutating func blitConstant(x: Int, y: Int, count: Int, coverage: UInt8) {
        let p = base + y * stride + x
        if coverage == 255 { p.update(repeating: 255, count: count); return }
        let c = UInt32(coverage), inv = 255 - c
        for k in 0..<count { p[k] = UInt8(truncatingIfNeeded: c &+ div255(UInt32(p[k]) &* inv)) }
    }

    mutating func blitMask(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let p = base + y * stride + x
        for k in 0..<count {
            let c = UInt32(coverage[k])
            p[k] = UInt8(truncatingIfNeeded: c &+ div255(UInt32(p[k]) &* (255 - c)))
        }
    }
}
