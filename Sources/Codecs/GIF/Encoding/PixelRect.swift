/// An integer pixel rectangle (GIF image descriptors use 16-bit left, top, width and height).
struct PixelRect: Equatable, Sendable {
    var x: Int, y: Int, width: Int, height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var area: Int { width * height }

    /// The smallest rectangle containing both.
    func union(_ other: PixelRect) -> PixelRect {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}

/// Accumulates the bounding box of marked pixels.
struct BoundsAccumulator {
    private var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

    @inline(__always) mutating func add(x: Int, y: Int) {
        minX = min(minX, x); maxX = max(maxX, x)
        minY = min(minY, y); maxY = max(maxY, y)
    }

    /// Adds the span x0..<x1 of row y (x1 > x0).
    @inline(__always) mutating func add(row y: Int, from x0: Int, to x1: Int) {
        minX = min(minX, x0); maxX = max(maxX, x1 - 1)
        minY = min(minY, y); maxY = max(maxY, y)
    }

    var rect: PixelRect? {
        minX == Int.max ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
