/// Views in a row (SwiftUI's `HStack`): `alignment` is the vertical guide (default `.center`),
/// `spacing` nil = SwiftUI's default spacing.
public struct HStack<Content: View>: View {
    public typealias Body = Never
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public var content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    public func _makeNode() -> ViewNode {
        .stack(StackView(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                         spacing: spacing, children: content._makeChildren()))
    }
}

/// Views in a column (SwiftUI's `VStack`): `alignment` is the horizontal guide (default `.center`).
public struct VStack<Content: View>: View {
    public typealias Body = Never
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public var content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    public func _makeNode() -> ViewNode {
        .stack(StackView(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                         spacing: spacing, children: content._makeChildren()))
    }
}

/// Views on top of each other, later ones in front (SwiftUI's `ZStack`).
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    public var alignment: Alignment
    public var content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }

    public func _makeNode() -> ViewNode {
        .stack(StackView(axis: .depth, alignment: alignment, spacing: nil, children: content._makeChildren()))
    }
}

/// SwiftUI's `LazyVStack`: a `VStack` that takes the whole width it is offered and aligns its
/// children in it (Apple: "the stack aligns to the leading edge of the scroll view"); its laziness
/// (making rows only as they scroll into view) changes nothing a still shows. The flexible width
/// is inferred from Apple's example and common experience.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public var content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    public func _makeNode() -> ViewNode {
        VStack(alignment: alignment, spacing: spacing) { ViewNode.list(content._makeChildren()) }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center)).makeNode()
    }
}

/// SwiftUI's `LazyHStack`: an `HStack` that takes the whole height it is offered (inferred, as
/// `LazyVStack` takes the width).
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public var content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    public func _makeNode() -> ViewNode {
        HStack(alignment: alignment, spacing: spacing) { ViewNode.list(content._makeChildren()) }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment)).makeNode()
    }
}
