import Geometry

/// SwiftUI's `rotationEffect(_:anchor:)`: positive angles turn clockwise on screen.
public struct RotationEffect: VisualEffect {
    public var angle: Angle
    public var anchor: UnitPoint
    public init(_ angle: Angle, anchor: UnitPoint = .center) { self.angle = angle; self.anchor = anchor }

    public static let name = "rotationEffect"
    public static var fields: [ModelField<Self>] {
        [.init("angle", .angle(\.angle)), .init("anchor", .unitPoint(\.anchor), required: false)]
    }
    public static var defaults: Self { RotationEffect(.zero) }
    public static var usesBounds: Bool { true }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] {
        [.transform(AffineTransform(rotationAngle: angle.radians).about(anchor.point(in: bounds)))]
    }
}
