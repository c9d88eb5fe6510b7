import Geometry

/// SwiftUI's `clipShape(_:)`: clips to the shape laid out in the view's bounds.
public struct ClipShapeEffect: VisualEffect {
    public var shape: ShapeKind
    public init(_ shape: ShapeKind) { self.shape = shape }

    public static let name = "clipShape"
    public static var fields: [ModelField<Self>] { [.init("shape", .shape(\.shape))] }
    public static var defaults: Self { ClipShapeEffect(.rectangle) }
    public static var usesBounds: Bool { true }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] { [.clip(ClipShape(path: shape.placed(in: bounds)))] }
}

/// SwiftUI's `clipped()`: a rectangular `clipShape`.
public struct ClippedEffect: VisualEffect {
    public init() {}
    public static let name = "clipped"
    public static var fields: [ModelField<Self>] { [] }
    public static var defaults: Self { ClippedEffect() }
    public static var usesBounds: Bool { true }
    public var resolved: Effect { Effect(ClipShapeEffect(.rectangle)) }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] { resolved.primitives(in: bounds) }
}

/// SwiftUI's `cornerRadius(_:)`: clips to a rounded rectangle of the SDK's default style,
/// continuous (`../shared/reference/swiftui-semantics.md` §6.10).
public struct CornerRadiusEffect: VisualEffect {
    public var radius: Double
    public init(_ radius: Double) { self.radius = radius }
    public static let name = "cornerRadius"
    public static var fields: [ModelField<Self>] { [.init("radius", .number(\.radius))] }
    public static var defaults: Self { CornerRadiusEffect(0) }
    public static var usesBounds: Bool { true }
    public var resolved: Effect {
        Effect(ClipShapeEffect(.roundedRectangle(cornerSize: Size(width: radius, height: radius), style: .continuous)))
    }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] { resolved.primitives(in: bounds) }
}
