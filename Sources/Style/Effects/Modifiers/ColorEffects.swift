import Geometry

/// SwiftUI's `hueRotation(_:)`: rotates every colour's hue (SVG `hueRotate`, as SwiftUI documents
/// for its `GraphicsContext.Filter.hueRotation`; the modifier's use of it is inferred).
public struct HueRotationEffect: VisualEffect {
    public var angle: Angle
    public init(_ angle: Angle) { self.angle = angle }

    public static let name = "hueRotation"
    public static var fields: [ModelField<Self>] { [.init("angle", .angle(\.angle))] }
    public static var defaults: Self { HueRotationEffect(.zero) }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] { [.colorMatrix(.hueRotation(angle.radians))] }
}

/// SwiftUI's `colorMultiply(_:)`: every component, alpha included, multiplied by the colour's
/// (inferred: the documentation says only that it biases the view toward the colour).
public struct ColorMultiplyEffect: VisualEffect {
    public var color: Color
    public init(_ color: Color) { self.color = color }

    public static let name = "colorMultiply"
    public static var fields: [ModelField<Self>] { [.init("color", .color(\.color))] }
    public static var defaults: Self { ColorMultiplyEffect(.white) }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] { [.colorMatrix(.multiply(color))] }
}

/// SwiftUI's `colorInvert()`: each colour component c becomes 1 − c (inferred: SVG `invert(1)`).
public struct ColorInvertEffect: VisualEffect {
    public init() {}
    public static let name = "colorInvert"
    public static var fields: [ModelField<Self>] { [] }
    public static var defaults: Self { ColorInvertEffect() }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] { [.colorMatrix(.invert)] }
}

/// SwiftUI's `luminanceToAlpha()`: black whose alpha is the colour's luminance (documented as
/// SVG `feColorMatrix type="luminanceToAlpha"`).
public struct LuminanceToAlphaEffect: VisualEffect {
    public init() {}
    public static let name = "luminanceToAlpha"
    public static var fields: [ModelField<Self>] { [] }
    public static var defaults: Self { LuminanceToAlphaEffect() }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] { [.colorMatrix(.luminanceToAlpha)] }
}
