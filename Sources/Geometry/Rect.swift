/// An axis-aligned rectangle: an origin (top-left for positive sizes) and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    @inlinable public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y); size = Size(width: width, height: height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The rectangle that contains nothing; the identity of `union`.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    @inlinable public var minX: Double { min(origin.x, origin.x + size.width) }
    @inlinable public var minY: Double { min(origin.y, origin.y + size.height) }
    @inlinable public var maxX: Double { max(origin.x, origin.x + size.width) }
    @inlinable public var maxY: Double { max(origin.y, origin.y + size.height) }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    @inlinable public var width: Double { abs(size.width) }
    @inlinable public var height: Double { abs(size.height) }
    @inlinable public var center: Point { Point(x: midX, y: midY) }
    @inlinable public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    @inlinable public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative width and height.
    @inlinable public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        let s = standardized
        return Rect(x: s.minX + dx, y: s.minY + dy, width: s.width - 2 * dx, height: s.height - 2 * dy)
    }
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
    @inlinable public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }

    public func union(_ o: Rect) -> Rect {
        if isNull { return o }
        if o.isNull { return self }
        let x0 = min(minX, o.minX), y0 = min(minY, o.minY)
        return Rect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }
    /// The overlap of two rectangles, or `.null` when they do not overlap.
    public func intersection(_ o: Rect) -> Rect {
        if isNull || o.isNull { return .null }
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    /// The smallest rectangle with integer edges that contains this one.
    public var integral: Rect {
        if isNull { return self }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    public var description: String {
        isNull ? "null" : "[\(formatNumber(origin.x)), \(formatNumber(origin.y)), \(size)]"
    }
}
