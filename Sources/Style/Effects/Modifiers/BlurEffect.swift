import Geometry

/// SwiftUI's `blur(radius:opaque:)`: radius is the Gaussian σ in points.
public struct BlurEffect: VisualEffect {
    public var radius: Double
    /// When true, edges are clamped instead of fading to transparent, and the result stays
    /// inside `bounds` (Core Animation's edge normalization on the view's layer).
    public var isOpaque: Bool
    /// The blurred view's bounds (needed for `isOpaque`; nil: the subtree's own bounds).
    public var bounds: Rect?
    public init(radius: Double, isOpaque: Bool = false, bounds: Rect? = nil) {
        self.radius = radius; self.isOpaque = isOpaque; self.bounds = bounds
    }

    public static let name = "blur"
    public static var fields: [ModelField<Self>] { [.init("radius", .number(\.radius)), .init("opaque", .bool(\.isOpaque), required: false)] }
    public static var defaults: Self { BlurEffect(radius: 0) }
    /// The bounds come from the view the blur is applied to (they are not animated with it).
    public func primitives(in bounds: Rect) -> [EffectPrimitive] {
        [.blur(BlurEffect(radius: radius, isOpaque: isOpaque, bounds: bounds))]
    }
}
