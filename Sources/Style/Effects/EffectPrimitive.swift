import Geometry

/// The operations effects are drawn with; the render tree has a node for each. An effect lowers
/// to a few of these (`VisualEffect.primitives(in:)`), so a new effect needs a new primitive only
/// when it needs a new pixel kernel.
public enum EffectPrimitive: Hashable, Sendable {
    /// A 2D affine transform of the drawing.
    case transform(AffineTransform)
    /// A projective (3D) transform: the content is flattened and warped.
    case projection(ProjectiveTransform)
    /// Group opacity.
    case opacity(Double)
    /// An anti-aliased clip.
    case clip(ClipShape)
    /// Gaussian blur of the composited content.
    case blur(BlurEffect)
    /// A drop shadow under the composited content.
    case shadow(ShadowEffect)
    /// A colour matrix applied to every pixel of the composited content.
    case colorMatrix(ColorMatrix)
    /// The content (drawn in `source`) sucked into `target` through its edge (0 top, 1 left,
    /// 2 bottom, 3 right: BCRectEdge's order) at `progress` 0…1.
    case genie(progress: Double, source: Rect, target: Rect, edge: Int)
    /// The content drawn in a layer of its own, then combined with what is behind it in `mode`
    /// (`.sourceOver` for a plain compositing group).
    case blend(BlendMode)
}

/// A clip outline.
public struct ClipShape: Hashable, Sendable {
    public var path: Path
    public var rule: FillRule
    public var isAntialiased: Bool
    public init(path: Path, rule: FillRule = .nonZero, isAntialiased: Bool = true) {
        self.path = path; self.rule = rule; self.isAntialiased = isAntialiased
    }
}
