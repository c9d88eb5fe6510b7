import Geometry

/// Any visual effect, as the model, layout and motion stages carry it (equal when the effects
/// are of one type and equal).
public struct Effect: Hashable, Sendable, CustomStringConvertible {
    public let base: any VisualEffect

    public init(_ base: some VisualEffect) { self.base = base }

    public static func == (a: Effect, b: Effect) -> Bool { AnyHashable(a.base) == AnyHashable(b.base) }
    public func hash(into h: inout Hasher) { h.combine(AnyHashable(base)) }
    public var description: String { base.description }

    /// The effect's SwiftUI name.
    public var name: String { type(of: base).name }
    /// See `VisualEffect.usesBounds`.
    public var usesBounds: Bool { type(of: base).usesBounds }
    /// See `VisualEffect.resolved`.
    public var resolved: Effect { base.resolved }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] { base.primitives(in: bounds) }
    public func mappingNumbers(_ m: NumberMapper) -> Effect { Effect(base.mappingNumbers(m)) }
    /// The effect as its own type, if it is one.
    public func `as`<E: VisualEffect>(_ type: E.Type) -> E? { base as? E }
}
