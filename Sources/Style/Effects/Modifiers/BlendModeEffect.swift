import Geometry

/// SwiftUI's `blendMode(_:)`: the view is drawn on its own, then combined with what is behind it
/// — everything drawn before it inside the nearest `compositingGroup()`, or the window — in `mode`.
public struct BlendModeEffect: VisualEffect {
    public var mode: BlendMode
    public init(_ mode: BlendMode) { self.mode = mode }

    public static let name = "blendMode"
    public static var fields: [ModelField<Self>] { [.init("mode", .blendMode(\.mode))] }
    public static var defaults: Self { BlendModeEffect(.sourceOver) }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] { mode == .sourceOver ? [] : [.blend(mode)] }
}

/// SwiftUI's `compositingGroup()`: the view's content is composited on its own first, so blend
/// modes inside it combine with the group's own pixels rather than with what is behind the group,
/// and the effects outside it (opacity, blend mode, shadow) act on the flattened result.
public struct CompositingGroupEffect: VisualEffect {
    public init() {}
    public static let name = "compositingGroup"
    public static var fields: [ModelField<Self>] { [] }
    public static var defaults: Self { CompositingGroupEffect() }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] { [.blend(.sourceOver)] }
}
