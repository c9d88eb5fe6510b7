import Document
import Geometry

extension ShapeKind {
    /// The outline of a view of this shape laid out at `frame` (canvas coordinates).
    ///
    /// The built-in shapes are drawn to fill the frame. A `Path` view is drawn as given *in the
    /// view's own space* — SwiftUI's `Path.path(in:)` returns the path unchanged for the view's
    /// local bounds, whose origin is the frame's top-left — so it is moved to the frame's origin.
    func placed(in frame: Rect) -> Path {
        switch self {
        case .path(let p):
            return frame.minX == 0 && frame.minY == 0
                ? p : p.applying(AffineTransform(translationX: frame.minX, y: frame.minY))
        default:
            return path(in: frame)
        }
    }
}
