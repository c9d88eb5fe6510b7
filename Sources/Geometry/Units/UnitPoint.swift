/// A point in a view's unit square: (0, 0) top-leading, (1, 1) bottom-trailing (SwiftUI's `UnitPoint`).
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: Double, y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
    /// The point in a rect.
    public func point(in r: Rect) -> Point { Point(x: r.minX + x * r.width, y: r.minY + y * r.height) }
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}
