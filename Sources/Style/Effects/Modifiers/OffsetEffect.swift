import Geometry

/// SwiftUI's `offset(x:y:)`: moves the drawing, not the layout.
public struct OffsetEffect: VisualEffect {
    public var x: Double, y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static let name = "offset"
    public static var fields: [ModelField<Self>] { [.init("x", .number(\.x), required: false), .init("y", .number(\.y), required: false)] }
    public static var defaults: Self { OffsetEffect(x: 0, y: 0) }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] { [.transform(AffineTransform(translationX: x, y: y))] }
}
