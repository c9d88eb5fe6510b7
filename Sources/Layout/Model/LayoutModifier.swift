import Document
import Geometry
import Raster

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
    /// `offset(x:y:)`: moves the drawing, not the layout.
    case offset(x: Double, y: Double)
    /// `opacity(_:)`.
    case opacity(Double)
    /// `scaleEffect(x:y:anchor:)` about `anchor` of `bounds`.
    case scale(x: Double, y: Double, anchor: UnitPoint, bounds: Rect)
    /// `rotationEffect(_:anchor:)`, clockwise radians about `anchor` of `bounds`.
    case rotation(radians: Double, anchor: UnitPoint, bounds: Rect)
    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` in the space of `bounds`.
    case rotation3D(radians: Double, axis: Axis3D, anchor: UnitPoint, anchorZ: Double, perspective: Double, bounds: Rect)
    /// `clipShape`, `clipped()` (a rectangle), `cornerRadius` (a continuous rounded rectangle):
    /// the shape laid out in `bounds`.
    case clip(ShapeKind, bounds: Rect)
    /// `shadow(color:radius:x:y:)`; nil colour = SwiftUI's default (black at 33 %).
    case shadow(color: Color?, radius: Double, x: Double, y: Double)
    /// `blur(radius:opaque:)`.
    case blur(radius: Double, opaque: Bool)
    /// `zIndex(_:)`: drawing order among siblings.
    case zIndex(Double)
    /// `matchedGeometryEffect`: the frame it measures here, for the motion stage. Draws nothing.
    case matchedGeometry(MatchedGeometry, bounds: Rect)
    /// A genie effect (Flipbook's `.genie(target:edge:)` transition): `progress` 0 = the view as
    /// laid out in `bounds`, 1 = sucked entirely into `target` through its `edge`.
    case genie(progress: Double, target: Rect, edge: Edge, bounds: Rect)
}

/// The layout modifiers that give a view a new frame.
public enum LayoutWrapper: String, Hashable, Sendable {
    case padding, frame, flexibleFrame, aspectRatio, fixedSize, position
}
