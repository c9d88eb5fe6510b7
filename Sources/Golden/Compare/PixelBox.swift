/// A pixel position (x right, y down, from the top-left pixel).
public struct PixelPoint: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    public var description: String { "(\(x), \(y))" }
}

/// An inclusive rectangle of pixels: the bounding box of a frame's changes.
public struct PixelBox: Sendable, Hashable, Codable, CustomStringConvertible {
    public var minX, minY, maxX, maxY: Int

    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    public var width: Int { maxX - minX + 1 }
    public var height: Int { maxY - minY + 1 }
    public var description: String { "x \(minX)…\(maxX), y \(minY)…\(maxY) (\(width)×\(height))" }
}
