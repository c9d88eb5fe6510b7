import Document
import Geometry

/// `padding(_:)` (OpenSwiftUI `_PaddingLayout`): the child is proposed the proposal less the
/// insets (never below 0), the view is the child's size plus the insets, and the child sits at
/// (leading, top). `.padding()` is 16 pt on every edge (resolved by the document).
final class PaddingElement: LayoutElement {
    let child: LayoutElement
    let insets: EdgeInsets
    var sizeCache: [ProposedSize: Size] = [:]

    init(child: LayoutElement, insets: EdgeInsets) { self.child = child; self.insets = insets }

    private func childProposal(_ p: ProposedSize) -> ProposedSize {
        p.inset(horizontal: insets.leading + insets.trailing, vertical: insets.top + insets.bottom)
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size {
        let s = try child.size(for: childProposal(p), ctx)
        return Size(width: s.width + insets.leading + insets.trailing, height: s.height + insets.top + insets.bottom)
    }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let cp = childProposal(p)
        let cs = try child.size(for: cp, ctx)
        var node = try child.place(in: Rect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                                            width: cs.width, height: cs.height), proposal: cp, ctx)
        node.modifiers.append(.layout(.padding, frame))
        return node
    }

    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? {
        let cp = childProposal(p)
        let cs = try child.size(for: cp, ctx)
        return try child.baseline(b, size: cs, proposal: cp, ctx).map { $0 + insets.top }
    }

    var layoutPriority: Double { child.layoutPriority }
}
