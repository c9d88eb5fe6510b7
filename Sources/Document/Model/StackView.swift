import Geometry

/// `HStack`, `VStack`, `ZStack`.
public struct StackView: Hashable, Sendable {
    public enum Axis: String, Hashable, Sendable { case horizontal, vertical, depth }
    public var axis: Axis
    /// Cross-axis alignment (HStack: vertical; VStack: horizontal; ZStack: both).
    public var alignment: Alignment
    /// nil = SwiftUI's default spacing (8 between views).
    public var spacing: Double?
    public var children: [IdentifiedView]
    public init(axis: Axis, alignment: Alignment = .center, spacing: Double? = nil, children: [IdentifiedView]) {
        self.axis = axis; self.alignment = alignment; self.spacing = spacing; self.children = children
    }
}

/// `Grid`, `LazyVGrid(columns:)`, `LazyHGrid(rows:)`.
public struct GridView: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `Grid { GridRow { … } }`: children are rows (each a `.list`), columns sized to their widest cell.
        case grid(horizontalSpacing: Double?, verticalSpacing: Double?)
        case lazyVGrid(columns: [GridItem], spacing: Double?)
        case lazyHGrid(rows: [GridItem], spacing: Double?)
    }
    public var kind: Kind
    public var alignment: Alignment
    public var children: [IdentifiedView]
    public init(kind: Kind, alignment: Alignment = .center, children: [IdentifiedView]) {
        self.kind = kind; self.alignment = alignment; self.children = children
    }
}

/// SwiftUI's `GridItem`.
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }
    public var size: Size
    /// nil = default spacing (8).
    public var spacing: Double?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// `Button(…) { action }` in its static look.
public struct ButtonView: Hashable, Sendable {
    public var label: ViewNode
    /// The name the timeline uses to tap it (the title, or an explicit name).
    public var actionName: String
    /// What a tap runs (nil: a button whose action does nothing the clip can show).
    public var action: Script?
    public init(label: ViewNode, actionName: String, action: Script? = nil) {
        self.label = label; self.actionName = actionName; self.action = action
    }
}
