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
        LayoutNode(path: path, kind: kind, frame: frame, content: .shape(drawing))
    }
}
