import Geometry
import Synchronization

/// SwiftUI's `ProposedViewSize`: per axis, nil asks for the ideal size, 0 for the minimum, ∞ for
/// the maximum.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public init(_ size: Size) { width = size.width; height = size.height }
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// `replacingUnspecifiedDimensions(by:)`: nil axes replaced (SwiftUI's default 10 × 10).
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

/// Where a custom layout put one subview (`LayoutSubview.place(at:anchor:proposal:)`).
public struct LayoutPlacement: Hashable, Sendable {
    public var position: Point
    public var anchor: UnitPoint
    public var proposal: ProposedViewSize
    public init(position: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
        self.position = position; self.anchor = anchor; self.proposal = proposal
    }
}

/// A custom layout's subviews during one call (`Layout.Subviews`): their answers to proposals,
/// measured by the layout engine, and the placements `placeSubviews` makes.
///
/// A class so the interpreter's subview values record placements into one place; a layout call
/// runs on one thread and the value never outlives it, hence `@unchecked Sendable`.
public final class LayoutSubviews: @unchecked Sendable {
    public let count: Int
    let measure: (Int, ProposedViewSize) throws -> Size
    /// The placements so far, by subview index (a later `place` of one subview wins, as in SwiftUI).
    public private(set) var placements: [Int: LayoutPlacement] = [:]

    public init(count: Int, measure: @escaping (Int, ProposedViewSize) throws -> Size) {
        self.count = count; self.measure = measure
    }
    /// `subviews[i].sizeThatFits(_:)`.
    public func sizeThatFits(_ i: Int, _ p: ProposedViewSize) throws -> Size { try measure(i, p) }
    /// `subviews[i].place(at:anchor:proposal:)`.
    public func place(_ i: Int, _ placement: LayoutPlacement) { placements[i] = placement }
}

/// A view laid out by a type conforming to SwiftUI's `Layout` protocol, used as
/// `FlowLayout { … }`: its children are the subviews; `sizeThatFits` and `placeSubviews` are the
/// type's code.
public struct CustomLayout: ContainerLeafView {
    public typealias SizeThatFits = @Sendable (ProposedViewSize, LayoutSubviews) throws -> Size
    public typealias PlaceSubviews = @Sendable (Rect, ProposedViewSize, LayoutSubviews) throws -> Void
    /// The layout type's name (`FlowLayout`), as the layout dump shows it.
    public var typeName: String
    public var children: [IdentifiedView]
    public var sizeThatFits: SizeThatFits
    public var placeSubviews: PlaceSubviews
    /// What tells two layouts apart (their code is code): each one made is its own.
    public var id: String

    public init(typeName: String, children: [IdentifiedView], id: String? = nil,
                sizeThatFits: @escaping SizeThatFits, placeSubviews: @escaping PlaceSubviews) {
        self.typeName = typeName; self.children = children
        self.sizeThatFits = sizeThatFits; self.placeSubviews = placeSubviews
        self.id = id ?? "layout \(CustomLayout.serial.add(1, ordering: .relaxed).newValue)"
    }
    private static let serial = Atomic<Int>(0)

    public var walkedContent: [(ViewPath.Component, ViewNode)] {
        children.enumerated().map { i, c in (c.id.map { .id($0) } ?? .index(i), c.view) }
    }

    public static let name = "Layout"
    public static var fields: [ModelField<Self>] { [] }
    public static var defaults: Self { CustomLayout(typeName: "Layout", children: [], id: "empty") { _, _ in .zero } placeSubviews: { _, _, _ in } }

    public static func == (a: CustomLayout, b: CustomLayout) -> Bool { a.id == b.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
}
