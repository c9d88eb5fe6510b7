/// A built-in shape that fills its frame (SwiftUI's `Shape`): `Rectangle`, `RoundedRectangle`,
/// `UnevenRoundedRectangle`, `Circle`, `Ellipse`, `Capsule`, `Path`.
///
/// Unpainted, a shape is filled with the foreground style. `fill`, `stroke` and `strokeBorder`
/// (methods of `PaintableShape`) return a painted shape view, which — as in SwiftUI 17 — can still
/// take the other paint (`.fill(.red).stroke(.blue)`), but no other shape operation.
/// Custom shapes (`path(in:)` written by the user) are not supported: the model needs the shape's
/// kind to lay it out and animate it. So every shape is a built-in view: its `Body` is `Never`.
public protocol Shape: PaintableShape where Body == Never {
    /// The model's description of this shape.
    var shapeKind: ShapeKind { get }
}

extension Shape {
    public var paintedShape: ShapeView { ShapeView(kind: shapeKind) }
    public func _makeNode() -> ViewNode { .shape(paintedShape) }
    /// The outline for a frame (SwiftUI's `path(in:)`).
    public func path(in rect: Rect) -> Path { shapeKind.path(in: rect) }
}

/// A shape, possibly painted: what `fill`, `stroke` and `strokeBorder` apply to.
public protocol PaintableShape: View {
    /// The shape with its paints so far.
    var paintedShape: ShapeView { get }
}

/// A shape with its fill and/or stroke (SwiftUI's `_ShapeView`).
///
/// In the model, `ShapeView.fill == nil` means: filled with the foreground style when there is no
/// stroke, not filled when there is one (`Circle().stroke(.blue)` draws only the outline).
public struct StyledShape: PaintableShape {
    public typealias Body = Never
    public var paintedShape: ShapeView
    public init(_ shape: ShapeView) { paintedShape = shape }
    public func _makeNode() -> ViewNode { .shape(paintedShape) }
}

extension PaintableShape {
    /// Fills the shape (default: the foreground style).
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle()) -> StyledShape {
        var s = paintedShape
        s.fill = content.shapeFill
        return StyledShape(s)
    }

    /// Strokes the outline, centred on it (default: the foreground style, SwiftUI's line width 1).
    public func stroke<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: Double = 1) -> StyledShape {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func stroke<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle) -> StyledShape {
        stroked(content.shapeFill, style, border: false)
    }

    /// Strokes inside the frame: the outline is inset by half the line width first.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: Double = 1) -> StyledShape {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle) -> StyledShape {
        stroked(content.shapeFill, style, border: true)
    }

    func stroked(_ fill: Fill, _ style: StrokeStyle, border: Bool) -> StyledShape {
        var s = paintedShape
        s.stroke = StrokeSpec(fill: fill, style: style, isBorder: border)
        return StyledShape(s)
    }
}
