extension View {
    /// A view behind this one, laid out in this view's frame.
    public func background<V: View>(_ content: V, alignment: Alignment = .center) -> ModifiedView<Self> {
        modifier(.background(content.makeNode(), alignment: alignment))
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView<Self> {
        modifier(.background(content().makeNode(), alignment: alignment))
    }
    /// A style filling this view's bounds behind it (`.background(.blue)`).
    public func background<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> {
        modifier(.backgroundShape(style.shapeFill, .rectangle))
    }
    /// A shape filled with a style behind this view (`.background(.thinMaterial, in: .capsule)`).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> ModifiedView<Self> {
        modifier(.backgroundShape(style.shapeFill, shape.shapeKind))
    }

    /// A view in front of this one, laid out in this view's frame.
    public func overlay<V: View>(_ content: V, alignment: Alignment = .center) -> ModifiedView<Self> {
        modifier(.overlay(content.makeNode(), alignment: alignment))
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView<Self> {
        modifier(.overlay(content().makeNode(), alignment: alignment))
    }
    /// A style filling this view's bounds in front of it (a colour view in the overlay).
    public func overlay<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> {
        modifier(.overlay(.color(style.shapeFill), alignment: .center))
    }
    /// A shape filled with a style in front of this view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> ModifiedView<Self> {
        modifier(.overlay(.shape(ShapeView(kind: shape.shapeKind, fill: style.shapeFill)), alignment: .center))
    }
}
