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
    /// A shape written as code (`struct Wave: Shape`), drawn in the view's local bounds.
    case custom(CustomShape)
    /// `shape.trim(from:to:)`: the part of the shape's outline between two fractions of its
    /// length (`Path.trimmedPath(from:to:)`); both ends animate.
    indirect case trimmed(ShapeKind, from: Double, to: Double)

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
        case .custom(let c): return c.path(in: rect)
        case .trimmed(let k, let from, let to): return k.path(in: rect).trimmedPath(from: from, to: to)
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
        case .custom(let c):
            // SwiftUI calls `path(in:)` with the view's local bounds (origin zero).
            let p = c.path(in: Rect(origin: .zero, size: frame.size))
            return frame.minX == 0 && frame.minY == 0
                ? p : p.applying(AffineTransform(translationX: frame.minX, y: frame.minY))
        case .trimmed(let k, let from, let to):
            return k.placed(in: frame).trimmedPath(from: from, to: to)
        default:
            return path(in: frame)
        }
    }

    /// The shape with the numbers the motion stage animates (custom shapes' `animatableData`,
    /// trim ends) zeroed: two states of a view whose shapes agree here animate into each other.
    /// Other shapes' numbers are left as they are (they take part in the view's identity).
    public var withoutAnimatableData: ShapeKind {
        switch self {
        case .custom(var c): c.data = c.data.map { _ in 0 }; return .custom(c)
        case .trimmed(let k, _, _): return .trimmed(k.withoutAnimatableData, from: 0, to: 0)
        default: return self
        }
    }

    /// The shape inset by `amount` for `strokeBorder`: a custom `InsettableShape` through its own
    /// `inset(by:)`; nil for shapes the renderer insets by shrinking their frame.
    public func insetForBorder(_ amount: Double) -> ShapeKind? {
        switch self {
        case .custom(let c): return .custom(c.inset(by: amount))
        case .trimmed(let k, let from, let to): return k.insetForBorder(amount).map { .trimmed($0, from: from, to: to) }
        default: return nil
        }
    }
}
