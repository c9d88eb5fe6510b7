/// SwiftUI's built-in shapes. Each produces a path for the rect it is laid out in.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerSize: Size, style: RoundedCornerStyle)
    case unevenRoundedRectangle(RectangleCornerRadii, style: RoundedCornerStyle)
    case circle
    case ellipse
    case capsule(style: RoundedCornerStyle)
    /// A fixed path (`Path { … }`, `Path("svg data")`): drawn as given, in the view's own space.
    case path(Path)

    /// The outline for a view of the given frame (local coordinates: origin at the frame's origin).
    public func path(in rect: Rect) -> Path {
        switch self {
        case .rectangle: return Path(rect)
        case .roundedRectangle(let size, let style): return Path(roundedRect: rect, cornerSize: size, style: style)
        case .unevenRoundedRectangle(let radii, let style): return Path(roundedRect: rect, cornerRadii: radii, style: style)
        case .circle: return Path.circle(in: rect)
        case .ellipse: return Path(ellipseIn: rect)
        case .capsule(let style): return Path.capsule(in: rect, style: style)
        case .path(let p): return p
        }
    }

    /// The outline of a view of this shape laid out at `frame` (canvas coordinates).
    ///
    /// The built-in shapes are drawn to fill the frame. A `Path` view is drawn as given *in the
    /// view's own space* — SwiftUI's `Path.path(in:)` returns the path unchanged for the view's
    /// local bounds, whose origin is the frame's top-left — so it is moved to the frame's origin.
    public func placed(in frame: Rect) -> Path {
        switch self {
        case .path(let p):
            return frame.minX == 0 && frame.minY == 0
                ? p : p.applying(AffineTransform(translationX: frame.minX, y: frame.minY))
        default:
            return path(in: frame)
        }
    }
}
