import Geometry

/// SwiftUI's `opacity(_:)`: group opacity (overlapping content does not show through).
public struct OpacityEffect: VisualEffect {
    public var value: Double
    public init(_ value: Double) { self.value = value }

    public static let name = "opacity"
    public static var fields: [ModelField<Self>] { [.init("value", .number(\.value))] }
    public static var defaults: Self { OpacityEffect(1) }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] { [.opacity(value)] }
}
