import Geometry
import Raster

/// SwiftUI's built-in shapes. Each produces a path for the rect it is laid out in.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerSize: Size, style: RoundedCornerStyle)
    case unevenRoundedRectangle(RectangleCornerRadii, style: RoundedCornerStyle)
    case circle
    case ellipse
    case capsule(style: RoundedCornerStyle)
    /// A fixed path (`Path { … }`, `Path("svg data")`): drawn as given, in the view's own space.
    case path(Path)

    /// The outline for a view of the given frame (local coordinates: origin at the frame's origin).
    public func path(in rect: Rect) -> Path {
        switch self {
        case .rectangle: return Path(rect)
        case .roundedRectangle(let size, let style): return Path(roundedRect: rect, cornerSize: size, style: style)
        case .unevenRoundedRectangle(let radii, let style): return Path(roundedRect: rect, cornerRadii: radii, style: style)
        case .circle: return Path.circle(in: rect)
        case .ellipse: return Path(ellipseIn: rect)
        case .capsule(let style): return Path.capsule(in: rect, style: style)
        case .path(let p): return p
        }
    }
}

/// What paints a shape or a colour view: SwiftUI's `ShapeStyle` values.
public enum Fill: Hashable, Sendable {
    /// The environment's foreground style (a shape with no `.fill` uses it; default black).
    case foreground
    case color(Color)
    /// `Color.gradient`: the colour's lighter top → the colour, over the view's bounds.
    case colorGradient(Color)
    /// A gradient in unit coordinates of the view's bounds (SwiftUI's `LinearGradient(…, startPoint:, endPoint:)`).
    case linearGradient(Gradient, start: UnitPoint, end: UnitPoint)
    case radialGradient(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)
    case angularGradient(Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
    case material(Material)
    /// A fill with its opacity multiplied (`.fill(.red.opacity(0.5))` keeps it in the colour).
    indirect case opacity(Fill, Double)
}

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
