import Geometry

/// SwiftUI's `shadow(color:radius:x:y:)`: σ = radius (points), offset in points, positive y down.
public struct ShadowEffect: VisualEffect {
    /// SwiftUI's default shadow colour: black at 33 % opacity, defined in linear sRGB
    /// (`Color(.sRGBLinear, white: 0, opacity: 0.33)`); black is the same in both encodings.
    public static let defaultColor = Color(red: 0, green: 0, blue: 0, alpha: 0.33)

    /// nil: SwiftUI's default colour (`defaultColor`).
    public var color: Color?
    public var radius: Double
    public var x: Double
    public var y: Double
    public init(color: Color? = nil, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }

    /// The colour drawn.
    public var resolvedColor: Color { color ?? Self.defaultColor }

    public static let name = "shadow"
    public static var fields: [ModelField<Self>] {
        [.init("color", .optionalColor(\.color), required: false), .init("radius", .number(\.radius)),
         .init("x", .number(\.x), required: false), .init("y", .number(\.y), required: false)]
    }
    public static var defaults: Self { ShadowEffect(radius: 0) }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] { [.shadow(self)] }
}
