import Geometry

/// What paints a shape or a colour view: SwiftUI's `ShapeStyle` values.
public enum Fill: Hashable, Sendable {
    /// The environment's foreground style (a shape with no `.fill` uses it; default black).
    case foreground
    /// SwiftUI's `.tint` shape style: the tint in effect (`.tint(_:)`, else the accent colour).
    case tint
    case color(Color)
    /// `Color.gradient`: the colour's lighter top → the colour, over the view's bounds.
    case colorGradient(Color)
    /// A gradient in unit coordinates of the view's bounds (SwiftUI's `LinearGradient(…, startPoint:, endPoint:)`).
    case linearGradient(Gradient, start: UnitPoint, end: UnitPoint)
    case radialGradient(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)
    case angularGradient(Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
    /// A material, in the colour scheme of the place it is used (the light one unless a view
    /// above chose dark).
    case material(Material, ColorScheme = .light)
    /// A fill with its opacity multiplied (`.fill(.red.opacity(0.5))` keeps it in the colour).
    indirect case opacity(Fill, Double)
}
