/// A two-dimensional table (SwiftUI's `Grid`): each child is a `GridRow` (a row of cells) or a
/// single view spanning the row. Columns are as wide as their widest cell.
public struct Grid<Content: View>: View {
    public typealias Body = Never
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public var content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing; self.content = content()
    }

    public func _makeNode() -> ViewNode {
        .grid(GridView(kind: .grid(horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing),
                       alignment: alignment, children: content._makeChildren()))
    }
}

/// One row of a `Grid`: its node is a `.list` of the cells (so a row stays one child of the grid,
/// even when it is the grid's only row).
public struct GridRow<Content: View>: View {
    public typealias Body = Never
    public var content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _makeNode() -> ViewNode { .list(content._makeChildren()) }
}

/// A vertically growing grid with the given columns (SwiftUI's `LazyVGrid`; drawn eagerly here).
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    public var columns: [GridItem]
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public var content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    public func _makeNode() -> ViewNode {
        .grid(GridView(kind: .lazyVGrid(columns: columns, spacing: spacing),
                       alignment: Alignment(horizontal: alignment, vertical: .center), children: content._makeChildren()))
    }
}

/// A horizontally growing grid with the given rows (SwiftUI's `LazyHGrid`; drawn eagerly here).
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    public var rows: [GridItem]
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public var content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    public func _makeNode() -> ViewNode {
        .grid(GridView(kind: .lazyHGrid(rows: rows, spacing: spacing),
                       alignment: Alignment(horizontal: .center, vertical: alignment), children: content._makeChildren()))
    }
}
