import Geometry

/// SwiftUI's `scaleEffect(x:y:anchor:)`, about `anchor` of the view's bounds.
public struct ScaleEffect: VisualEffect {
    public var x: Double, y: Double
    public var anchor: UnitPoint
    public init(x: Double, y: Double, anchor: UnitPoint = .center) { self.x = x; self.y = y; self.anchor = anchor }

    public static let name = "scaleEffect"
    public static var fields: [ModelField<Self>] {
        [.init("x", .number(\.x)), .init("y", .number(\.y)), .init("anchor", .unitPoint(\.anchor), required: false)]
    }
    public static var defaults: Self { ScaleEffect(x: 1, y: 1) }
    public static var usesBounds: Bool { true }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] {
        [.transform(AffineTransform(scaleX: x, y: y).about(anchor.point(in: bounds)))]
    }
}
