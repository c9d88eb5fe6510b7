import Document
import Geometry

/// Shapes and colour views take whatever they are offered; an unspecified axis gets SwiftUI's
/// default of 10 pt (`_ProposedSize.fixingUnspecifiedDimensions()`).
final class ShapeElement: LayoutElement {
    let path: ViewPath
    let kind: LayoutNode.Kind
    let drawing: ShapeDrawing
    var sizeCache: [ProposedSize: Size] = [:]

    static let defaultLength = 10.0

    init(path: ViewPath, kind: LayoutNode.Kind, drawing: ShapeDrawing) {
        self.path = path; self.kind = kind; self.drawing = drawing
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size {
        p.replacingUnspecified(with: Size(width: Self.defaultLength, height: Self.defaultLength))
    }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        try Self.check(drawing.kind, size: frame.size, path: path)
        return LayoutNode(path: path, kind: kind, frame: frame, content: .shape(drawing))
    }

    /// Runs a custom shape's `path(in:)` once for the size it is laid out at, so an error in the
    /// shape's code (or its running past the interpreter's work limit) is reported here, with
    /// the script's line and column, instead of the shape silently drawing nothing.
    static func check(_ kind: ShapeKind, size: Size, path: ViewPath) throws {
        switch kind {
        case .custom(let c):
            do { _ = try c.checkedPath(in: Rect(origin: .zero, size: size)) } catch {
                throw LayoutError(path: path, reason: "shape \(c.name): \(error)")
            }
        case .trimmed(let k, _, _): try check(k, size: size, path: path)
        default: break
        }
    }
}
