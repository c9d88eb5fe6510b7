import Geometry

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

/// Horizontal and vertical alignment guides (SwiftUI's `Alignment`), as fractions of the size.
/// `firstTextBaseline` / `lastTextBaseline` align text baselines in HStacks.
public struct Alignment: Hashable, Sendable {
    public enum Horizontal: String, Hashable, Sendable { case leading, center, trailing }
    public enum Vertical: String, Hashable, Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
    public var horizontal: Horizontal
    public var vertical: Vertical
    public init(horizontal: Horizontal, vertical: Vertical) { self.horizontal = horizontal; self.vertical = vertical }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// An angle (SwiftUI's `Angle`); stored in radians.
public struct Angle: Hashable, Sendable, CustomStringConvertible {
    public var radians: Double
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * Double.pi / 180 }
    public var degrees: Double { radians * 180 / Double.pi }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static let zero = Angle(radians: 0)
    public var description: String { "\(formatNumber(degrees))°" }
}

/// Edges for padding and `.move(edge:)`.
public struct Edge: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Edge(rawValue: 1), leading = Edge(rawValue: 2)
    public static let bottom = Edge(rawValue: 4), trailing = Edge(rawValue: 8)
    public static let all: Edge = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Edge = [.leading, .trailing]
    public static let vertical: Edge = [.top, .bottom]
}

/// Insets per edge.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(_ edges: Edge, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
