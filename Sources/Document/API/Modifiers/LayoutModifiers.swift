/// SwiftUI's default padding on iOS (`../shared/reference/swiftui-semantics.md` §8).
let defaultPadding: Double = 16

extension View {
    /// A fixed frame; nil keeps the child's size on that axis.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedView<Self> {
        modifier(.frame(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame: the child's size clamped by the bounds (`.frame(maxWidth: .infinity)`).
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ModifiedView<Self> {
        modifier(.flexibleFrame(FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                              minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                              alignment: alignment)))
    }

    /// Padding on the given edges; nil length = SwiftUI's default (16).
    public func padding(_ edges: Edge = .all, _ length: Double? = nil) -> ModifiedView<Self> {
        modifier(.padding(EdgeInsets(edges, length ?? defaultPadding)))
    }
    /// The same padding on every edge.
    public func padding(_ length: Double) -> ModifiedView<Self> {
        modifier(.padding(EdgeInsets(.all, length)))
    }
    public func padding(_ insets: EdgeInsets) -> ModifiedView<Self> { modifier(.padding(insets)) }

    /// Moves the drawing, not the layout.
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedView<Self> { effect(OffsetEffect(x: x, y: y)) }
    public func offset(_ offset: Size) -> ModifiedView<Self> { effect(OffsetEffect(x: offset.width, y: offset.height)) }

    /// Centres the view at a point of its parent's space.
    public func position(x: Double = 0, y: Double = 0) -> ModifiedView<Self> { modifier(.position(x: x, y: y)) }
    public func position(_ position: Point) -> ModifiedView<Self> { modifier(.position(x: position.x, y: position.y)) }

    /// Keeps the ideal size on both axes.
    public func fixedSize() -> ModifiedView<Self> { modifier(.fixedSize(horizontal: true, vertical: true)) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedView<Self> {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    public func layoutPriority(_ value: Double) -> ModifiedView<Self> { modifier(.layoutPriority(value)) }

    /// Constrains the view to a width/height ratio (nil = its own ideal ratio).
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> ModifiedView<Self> {
        modifier(.aspectRatio(aspectRatio, contentMode))
    }
    /// The ratio of a size (width / height).
    public func aspectRatio(_ aspectRatio: Size, contentMode: ContentMode) -> ModifiedView<Self> {
        modifier(.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode))
    }
    public func scaledToFit() -> ModifiedView<Self> { modifier(.aspectRatio(nil, .fit)) }
    public func scaledToFill() -> ModifiedView<Self> { modifier(.aspectRatio(nil, .fill)) }

    /// Drawing order among siblings; higher draws later.
    public func zIndex(_ value: Double) -> ModifiedView<Self> { modifier(.zIndex(value)) }

    /// An explicit identity (see `ViewID.init(_:)` for how values map).
    public func id<ID: Hashable>(_ id: ID) -> ModifiedView<Self> { modifier(.id(ViewID(id))) }
}
