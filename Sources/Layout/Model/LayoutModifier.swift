import Document
import Geometry

/// One modifier of a view, resolved to data, in the order written (inside-out, as `ViewNode`
/// chains them). Geometry is in canvas points: `bounds` is the frame of the modified view at the
/// point of the chain where the modifier applies (after any padding or frame inside it), so the
/// motion stage can interpolate every value between two layouts.
public enum LayoutModifier: Hashable, Sendable {
    /// A layout modifier's own frame (`padding`, `frame`, …): the modified view takes this rect in
    /// its parent. Draws nothing.
    case layout(LayoutWrapper, Rect)
    /// A view drawn behind (`background`, `background(_:in:)`).
    case background(LayoutNode)
    /// A view drawn in front (`overlay`).
    case overlay(LayoutNode)
    /// A view whose alpha masks the content so far (`mask`).
    case mask(LayoutNode)
    /// A visual effect, resolved (`clipped()` is a rectangular clip shape). `bounds` is the
    /// view's frame where the effect is placed in it (anchors, clip shapes), animated with it;
    /// nil for effects that do not use it.
    case effect(Effect, bounds: Rect?)
    /// `zIndex(_:)`: drawing order among siblings.
    case zIndex(Double)
    /// `matchedGeometryEffect`: the frame it measures here, for the motion stage, and how to lay the
    /// view out again at another size (nil for nodes made outside a layout pass). Draws nothing.
    case matchedGeometry(MatchedGeometry, bounds: Rect, relayout: MatchedRelayout?)
    /// A genie effect (Flipbook's `.genie(target:edge:)` transition): `progress` 0 = the view as
    /// laid out in `bounds`, 1 = sucked entirely into `target` through its `edge`.
    case genie(progress: Double, target: Rect, edge: Edge, bounds: Rect)
    /// A custom modifier with `animatableData` whose body only applies effects, in `bounds`:
    /// drawn by building the body again for the modifier's data, so when the motion stage
    /// interpolates the data every frame shows what `body(content:)` gives for it (SwiftUI's
    /// per-frame body of an animatable modifier), not a blend of two bodies' results.
    case custom(CustomModifier, bounds: Rect)
}

/// The layout modifiers that give a view a new frame.
public enum LayoutWrapper: String, Hashable, Sendable {
    case padding, frame, flexibleFrame, aspectRatio, fixedSize, position
}

extension LayoutModifier {
    /// The effect as layout records it for a view whose frame at this point of the chain is `frame`.
    public static func placed(_ e: Effect, in frame: Rect) -> LayoutModifier {
        let r = e.resolved
        return .effect(r, bounds: r.usesBounds ? frame : nil)
    }
}

extension LayoutModifier {
    /// The modifier with its frames passed through `rect` (the layout frame, an effect's bounds,
    /// a matched or genie source frame — not a genie's target) and its views through `view`.
    public func mappingFrames(_ rect: (Rect) -> Rect, views view: (LayoutNode) -> LayoutNode) -> LayoutModifier {
        switch self {
        case .layout(let w, let r): return .layout(w, rect(r))
        case .background(let v): return .background(view(v))
        case .overlay(let v): return .overlay(view(v))
        case .mask(let v): return .mask(view(v))
        case .effect(let e, let b): return .effect(e, bounds: b.map(rect))
        case .matchedGeometry(let g, let b, let r): return .matchedGeometry(g, bounds: rect(b), relayout: r)
        case .genie(let pr, let t, let e, let b): return .genie(progress: pr, target: t, edge: e, bounds: rect(b))
        case .custom(let c, let b): return .custom(c, bounds: rect(b))
        case .zIndex: return self
        }
    }
}

extension LayoutModifier {
    /// `.effect(Effect(e), bounds: bounds)`.
    public static func effect<E: VisualEffect>(_ e: E, bounds: Rect? = nil) -> LayoutModifier { .effect(Effect(e), bounds: bounds) }
}
