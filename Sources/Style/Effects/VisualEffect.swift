import Geometry

/// A visual effect modifier (`.blur(radius:)`, `.scaleEffect(_:anchor:)`, `.grayscale(_:)`…):
/// it changes how a view draws, never its layout.
///
/// Each effect is one value type and declares everything once: its SwiftUI name (also its JSON
/// tag), its fields in SwiftUI's order — which say how each one is animated, written to JSON
/// and described — and how it is drawn, as primitive render operations. The document, layout,
/// motion, render-tree and JSON stages all work from this declaration; none re-declares an
/// effect. Register a new effect in `Effects.all` so that JSON scenes can read it.
public protocol VisualEffect: Hashable, Sendable, CustomStringConvertible {
    /// The SwiftUI modifier's name: the JSON tag and the head of the description.
    static var name: String { get }
    /// The fields, in SwiftUI's argument order.
    static var fields: [ModelField<Self>] { get }
    /// The value whose fields are the defaults of those that may be left out (for decoding).
    static var defaults: Self { get }
    /// True when the effect is placed in the view's bounds (anchors, clip shapes): the bounds
    /// are recorded with it and animate with it.
    static var usesBounds: Bool { get }
    /// The effect as layout records it, when it is another effect's shorthand (`clipped()` is a
    /// rectangular `clipShape`). Default: itself.
    var resolved: Effect { get }
    /// What draws the effect around its content, inside → outside, for a view laid out in `bounds`.
    func primitives(in bounds: Rect) -> [EffectPrimitive]
}

extension VisualEffect {
    public static var usesBounds: Bool { false }
    public var resolved: Effect { Effect(self) }

    /// The effect with every animatable number passed through `m`, in field order.
    public func mappingNumbers(_ m: NumberMapper) -> Self {
        var e = self
        for f in Self.fields { f.access.map(&e, m) }
        return e
    }

    /// `name(field: value, …)`, in field order.
    public var description: String {
        Self.name + "(" + Self.fields.map { "\($0.name): \($0.access.describe(self))" }.joined(separator: ", ") + ")"
    }
}

/// An effect that moves by itself while its view is on screen, whatever the state does (iOS's
/// activity indicator): the motion stage replaces it at each instant by its state `elapsed` seconds
/// after the view appeared, and counts it as a loop of `period`, so a clip of it alone is one
/// seamless period (`ClipLength`).
public protocol LoopingEffect: VisualEffect {
    /// Seconds per cycle.
    static var period: Double { get }
    /// The effect `elapsed` seconds after its view appeared.
    func after(elapsed: Double) -> Self
}
