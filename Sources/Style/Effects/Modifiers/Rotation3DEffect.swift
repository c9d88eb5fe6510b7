import Geometry

/// SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, in the space of the view's bounds.
public struct Rotation3DEffect: VisualEffect {
    public var angle: Angle
    /// Normalized by the projection.
    public var axis: Axis3D
    public var anchor: UnitPoint
    public var anchorZ: Double
    public var perspective: Double
    public init(_ angle: Angle, axis: Axis3D, anchor: UnitPoint = .center, anchorZ: Double = 0, perspective: Double = 1) {
        self.angle = angle; self.axis = axis; self.anchor = anchor; self.anchorZ = anchorZ; self.perspective = perspective
    }

    public static let name = "rotation3DEffect"
    public static var fields: [ModelField<Self>] {
        [.init("angle", .angle(\.angle)), .init("axis", .axis(\.axis)), .init("anchor", .unitPoint(\.anchor), required: false),
         .init("anchorZ", .number(\.anchorZ), required: false), .init("perspective", .number(\.perspective), required: false)]
    }
    public static var defaults: Self { Rotation3DEffect(.zero, axis: Axis3D(x: 0, y: 0, z: 1)) }
    public static var usesBounds: Bool { true }
    public func primitives(in b: Rect) -> [EffectPrimitive] {
        // Geometry's `rotation3DEffect` works in the view's space (origin at its top-left).
        let local = rotation3DEffect(angle: angle.radians, axis: (axis.x, axis.y, axis.z), anchor: Point(x: anchor.x, y: anchor.y),
                                     anchorZ: anchorZ, perspective: perspective, size: b.size)
        return [.projection(ProjectiveTransform(AffineTransform(translationX: -b.minX, y: -b.minY))
            .concatenating(local)
            .concatenating(ProjectiveTransform(AffineTransform(translationX: b.minX, y: b.minY))))]
    }
}
