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
    /// Text: glyph outlines sharing one paint, drawn from cached glyph masks where possible.
    case glyphs(GlyphRunContent)
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
    /// A colour matrix applied to the composited subtree's pixels.
    case colorMatrix(ColorMatrix, RenderNode)
    /// The content masked by the alpha of `mask`.
    case mask(mask: RenderNode, content: RenderNode)
    /// Drawing order within the enclosing group (SwiftUI's `zIndex`); higher draws later.
    case zIndex(Double, RenderNode)
    /// The subtree flattened and drawn as strips warped into a target rect (a genie effect).
    case genie(GenieEffect, RenderNode)
    /// The subtree drawn into a layer of its own, then composited in `blendMode`: its blend modes
    /// act on its own pixels only (a `Canvas`, `GraphicsContext.drawLayer`).
    case isolated(BlendMode, RenderNode)
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
    /// Pixels per point: 2 for `name@2x.png` or a catalog's `"scale" : "2x"`, so the image's natural
    /// size in points is its pixel size divided by this, as `UIImage.scale` makes it.
    public let scale: Double
    public init(_ pixmap: Pixmap, name: String, scale: Double = 1) { self.pixmap = pixmap; self.name = name; self.scale = scale }
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

/// A material-filled shape (`.background(.regularMaterial, in: Capsule())`).
public struct MaterialContent: Hashable, Sendable {
    public var material: Material
    public var path: Path
    /// The colour scheme the material is drawn in (its tint: see `Material.recipe(in:)`).
    public var colorScheme: ColorScheme
    public init(material: Material, path: Path, colorScheme: ColorScheme = .light) {
        self.material = material; self.path = path; self.colorScheme = colorScheme
    }
}

extension RenderNode {
    /// The node that draws `content` with one of an effect's primitive operations.
    public init(_ primitive: EffectPrimitive, _ content: RenderNode) {
        switch primitive {
        case .transform(let t): self = .transform(t, content)
        case .projection(let p): self = .projection(p, content)
        case .opacity(let o): self = .opacity(o, content)
        case .clip(let c): self = .clip(c, content)
        case .blur(let b): self = .blur(b, content)
        case .shadow(let s): self = .shadow(s, content)
        case .colorMatrix(let m): self = .colorMatrix(m, content)
        case .genie(let p, let source, let target, let edge):
            let edges: [GenieEffect.Edge] = [.top, .left, .bottom, .right]
            self = .genie(GenieEffect(progress: p, source: source, target: target, edge: edges[min(max(edge, 0), 3)]), content)
        case .blend(let mode): self = .isolated(mode, content)
        }
    }
}
