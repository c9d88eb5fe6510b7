import Document
import Geometry
import RenderTree

/// `Image("file")`: its natural size, or with `.resizable()` whatever it is offered (nil axes take
/// the natural size).
final class ImageElement: LayoutElement {
    let path: ViewPath
    let drawing: ImageDrawing
    let isResizable: Bool
    var sizeCache: [ProposedSize: Size] = [:]

    init(path: ViewPath, drawing: ImageDrawing, isResizable: Bool) {
        self.path = path; self.drawing = drawing; self.isResizable = isResizable
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size {
        isResizable ? p.replacingUnspecified(with: drawing.naturalSize) : drawing.naturalSize
    }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        LayoutNode(path: path, kind: .image(drawing.name), frame: frame, content: .image(drawing))
    }
}
