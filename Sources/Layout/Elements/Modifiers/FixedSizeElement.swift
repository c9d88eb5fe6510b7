import Document
import Geometry

/// `fixedSize(horizontal:vertical:)`: the child is proposed nil (its ideal size) on the fixed
/// axes and the rest of the proposal as is; it is centred in the view (OpenSwiftUI
/// `_FixedSizeLayout`), which has the child's size.
final class FixedSizeElement: LayoutElement {
    let child: LayoutElement
    let horizontal: Bool, vertical: Bool
    var sizeCache: [ProposedSize: Size] = [:]

    init(child: LayoutElement, horizontal: Bool, vertical: Bool) {
        self.child = child; self.horizontal = horizontal; self.vertical = vertical
    }

    private func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size { try child.size(for: childProposal(p), ctx) }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let cp = childProposal(p)
        let cs = try child.size(for: cp, ctx)
        let r = Rect(x: frame.midX - cs.width / 2, y: frame.midY - cs.height / 2, width: cs.width, height: cs.height)
        var node = try child.place(in: r, proposal: cp, ctx)
        node.modifiers.append(.layout(.fixedSize, frame))
        return node
    }

    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? {
        let cp = childProposal(p)
        let cs = try child.size(for: cp, ctx)
        return try child.baseline(b, size: cs, proposal: cp, ctx).map { $0 + (size.height - cs.height) / 2 }
    }

    var layoutPriority: Double { child.layoutPriority }
    var isSpacer: Bool { child.isSpacer }
}
