import Geometry
import Style

/// A shape and how it is drawn.
public struct ShapeView: Hashable, Sendable {
    public var kind: ShapeKind
    /// nil = the foreground style when there is no stroke; with a stroke and no fill only the
    /// stroke is drawn (`Circle().stroke(.blue)`). Both set: fill, then stroke on top.
    public var fill: Fill?
    /// `.stroke(_:style:)` (centred on the outline) or `.strokeBorder` (inset by half the width).
    public var stroke: StrokeSpec?
    public init(kind: ShapeKind, fill: Fill? = nil, stroke: StrokeSpec? = nil) {
        self.kind = kind; self.fill = fill; self.stroke = stroke
    }
}

public struct StrokeSpec: Hashable, Sendable {
    public var fill: Fill
    public var style: StrokeStyle
    /// `strokeBorder`: the stroke stays inside the shape's frame.
    public var isBorder: Bool
    public init(fill: Fill, style: StrokeStyle, isBorder: Bool = false) {
        self.fill = fill; self.style = style; self.isBorder = isBorder
    }
}
