import Geometry

/// A script's `GeometryEffect` (`struct Skew: GeometryEffect { … func effectValue(size:) }`):
/// SwiftUI asks the effect for its `ProjectionTransform` with the view's size, every frame, after
/// setting the interpolated `animatableData` — so an animation runs the effect's own code at each
/// value, not an interpolation between two matrices. `data` is that `animatableData`, flattened;
/// `effectValue` computes the transform (in the view's own space, origin at its top-left).
public struct ScriptGeometryEffect: VisualEffect {
    /// The effect's type name (`Skew`).
    public var typeName: String
    public var data: [Double]
    /// Its other stored properties, described (they make two effects different).
    public var identity: String
    public var effectValue: @Sendable (_ data: [Double], _ size: Size) throws -> ProjectiveTransform

    public init(typeName: String, data: [Double], identity: String,
                effectValue: @escaping @Sendable (_ data: [Double], _ size: Size) throws -> ProjectiveTransform) {
        self.typeName = typeName; self.data = data; self.identity = identity; self.effectValue = effectValue
    }

    public static let name = "geometryEffect"
    public static var fields: [ModelField<Self>] { [.init("data", .numbers(\.data))] }
    public static var defaults: Self { ScriptGeometryEffect(typeName: "", data: [], identity: "") { _, _ in .identity } }
    public static var usesBounds: Bool { true }

    public static func == (a: Self, b: Self) -> Bool { a.typeName == b.typeName && a.data == b.data && a.identity == b.identity }
    public func hash(into h: inout Hasher) { h.combine(typeName); h.combine(data); h.combine(identity) }
    public var description: String { "\(typeName)(\(data.map(formatNumber).joined(separator: ", ")))" }

    public func primitives(in b: Rect) -> [EffectPrimitive] {
        // The interpreter ran the code when the effect was made and when it was laid out; should it
        // fail for an interpolated value only, that frame draws the view untransformed.
        let local = (try? effectValue(data, b.size)) ?? .identity
        let toLocal = AffineTransform(translationX: -b.minX, y: -b.minY), back = AffineTransform(translationX: b.minX, y: b.minY)
        if let a = local.affine { return [.transform(toLocal.concatenating(a).concatenating(back))] }
        return [.projection(ProjectiveTransform(toLocal).concatenating(local).concatenating(ProjectiveTransform(back)))]
    }
}
