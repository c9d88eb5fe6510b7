import Document
import Geometry

/// `layoutPriority(_:)`: changes only the priority a stack sees.
final class PriorityElement: PassThroughElement {
    let child: LayoutElement
    let priority: Double
    var sizeCache: [ProposedSize: Size] = [:]

    init(child: LayoutElement, priority: Double) { self.child = child; self.priority = priority }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        try child.place(in: frame, proposal: p, ctx)
    }
    var layoutPriority: Double { priority }
}
