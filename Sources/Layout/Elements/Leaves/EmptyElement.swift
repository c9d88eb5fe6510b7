import Document
import Geometry

/// `EmptyView` where a view is required (the root): zero size, draws nothing.
final class EmptyElement: LayoutElement {
    let path: ViewPath
    var sizeCache: [ProposedSize: Size] = [:]
    init(path: ViewPath) { self.path = path }
    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size { .zero }
    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        LayoutNode(path: path, kind: .empty, frame: frame)
    }
}
