import Geometry
import Raster

/// A resolved node of the render tree: layout is done and every animated value is fixed for one
/// frame. Coordinates are points in the node's local space; the renderer maps them to pixels.
///
/// Content nodes draw; effect nodes wrap a subtree and change how it is drawn. The renderer decides
/// which effects need an offscreen layer (see `Renderer`). Every node prints a deterministic
/// S-expression (`description`) so tests can diff trees without pixels.
public indirect enum RenderNode: Hashable, Sendable {
    /// Draws nothing.
    case empty
    /// A filled or stroked path.
    case shape(ShapeContent)
    /// A bitmap drawn into a rectangle.
    case image(ImageContent)
    /// A shape filled with a material: a blurred, saturated and tinted copy of what is behind it.
    case material(MaterialContent)
    /// Children drawn in order (after a stable sort by `zIndex`).
    case group([RenderNode])
    /// A 2D affine transform applied to the subtree (`transform` maps child space to this space).
    case transform(AffineTransform, RenderNode)
    /// A projective (3D) transform: the subtree is flattened into a layer and warped.
    case projection(ProjectiveTransform, RenderNode)
    /// Group opacity: the subtree is composited as one (overlaps do not show through).
    case opacity(Double, RenderNode)
    /// Clips the subtree to a shape (anti-aliased).
    case clip(ClipShape, RenderNode)
    /// Gaussian blur of the composited subtree.
    case blur(BlurEffect, RenderNode)
    /// A drop shadow drawn beneath the composited subtree, from its alpha.
    case shadow(ShadowEffect, RenderNode)
    /// The content masked by the alpha of `mask`.
    case mask(mask: RenderNode, content: RenderNode)
    /// Drawing order within the enclosing group (SwiftUI's `zIndex`); higher draws later.
    case zIndex(Double, RenderNode)
    /// The subtree flattened and drawn as strips warped into a target rect (a genie effect).
    case genie(GenieEffect, RenderNode)
}

/// How a shape is painted.
public enum ShapeStyle: Hashable, Sendable {
    case fill(FillRule)
    case stroke(StrokeStyle)
}

/// A path with its paint.
public struct ShapeContent: Hashable, Sendable {
    public var path: Path
    public var paint: Paint
    public var style: ShapeStyle
    public init(path: Path, paint: Paint, style: ShapeStyle = .fill(.nonZero)) {
        self.path = path; self.paint = paint; self.style = style
    }
}

/// Pixels shared by reference: the tree stays cheap to copy and to hash (by identity).
public final class ImageSource: Hashable, Sendable {
    public let pixmap: Pixmap
    /// A name for descriptions (e.g. the file it came from).
    public let name: String
    public init(_ pixmap: Pixmap, name: String) { self.pixmap = pixmap; self.name = name }
    public static func == (a: ImageSource, b: ImageSource) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// A bitmap drawn into `rect` (points), resampled bilinearly.
public struct ImageContent: Hashable, Sendable {
    public var source: ImageSource
    public var rect: Rect
    public var opacity: Double
    public init(source: ImageSource, rect: Rect, opacity: Double = 1) {
        self.source = source; self.rect = rect; self.opacity = opacity
    }
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

/// SwiftUI's `blur(radius:opaque:)`: radius is the Gaussian σ in points.
public struct BlurEffect: Hashable, Sendable {
    public var radius: Double
    /// When true, edges are clamped instead of fading to transparent, and the result stays
    /// inside `bounds` (Core Animation's edge normalization on the view's layer).
    public var isOpaque: Bool
    /// The blurred view's bounds (needed for `isOpaque`; nil: the subtree's own bounds).
    public var bounds: Rect?
    public init(radius: Double, isOpaque: Bool = false, bounds: Rect? = nil) {
        self.radius = radius; self.isOpaque = isOpaque; self.bounds = bounds
    }
}

/// SwiftUI's `shadow(color:radius:x:y:)`: σ = radius (points), offset in points, positive y down.
public struct ShadowEffect: Hashable, Sendable {
    /// SwiftUI's default shadow colour: black at 33 % opacity, defined in linear sRGB
    /// (`Color(.sRGBLinear, white: 0, opacity: 0.33)`); black is the same in both encodings.
    public static let defaultColor = Color(red: 0, green: 0, blue: 0, alpha: 0.33)

    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double
    public init(color: Color = ShadowEffect.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }
}

/// A material-filled shape (`.background(.regularMaterial, in: Capsule())`).
public struct MaterialContent: Hashable, Sendable {
    public var material: Material
    public var path: Path
    public init(material: Material, path: Path) { self.material = material; self.path = path }
}
