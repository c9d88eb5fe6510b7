import Document
import Geometry

/// `layoutPriority(_:)`: changes only the priority a stack sees.
final class PriorityElement: LayoutElement {
    let child: LayoutElement
    let priority: Double
    var sizeCache: [ProposedSize: Size] = [:]

    init(child: LayoutElement, priority: Double) { self.child = child; self.priority = priority }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size { try child.size(for: p, ctx) }
    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        try child.place(in: frame, proposal: p, ctx)
    }
    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? {
        try child.baseline(b, size: size, proposal: p, ctx)
    }
    var layoutPriority: Double { priority }
    var isSpacer: Bool { child.isSpacer }
}
