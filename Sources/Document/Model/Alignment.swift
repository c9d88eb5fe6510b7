import Geometry

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
