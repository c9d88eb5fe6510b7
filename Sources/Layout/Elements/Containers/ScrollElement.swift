import Document
import Geometry

/// `ScrollView` at rest (scroll offset 0): the content is proposed nil along the scrolling axes
/// and the proposal across them; the scroll view takes the whole proposal (nil axes take the
/// content's size). The content starts at the top / leading edge along the scrolling axes and is
/// centred across them; it is clipped to the scroll view's frame.
final class ScrollElement: LayoutElement {
    let path: ViewPath
    let axes: Axes
    let content: LayoutElement
    var sizeCache: [ProposedSize: Size] = [:]

    init(path: ViewPath, axes: Axes, content: LayoutElement) { self.path = path; self.axes = axes; self.content = content }

    private func contentProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size {
        if let w = p.width, let h = p.height { return Size(width: w, height: h) }
        return p.replacingUnspecified(with: try content.size(for: contentProposal(p), ctx))
    }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let cp = contentProposal(ProposedSize(frame.size))
        let cs = try content.size(for: cp, ctx)
        let x = axes.contains(.horizontal) ? frame.minX : frame.midX - cs.width / 2
        let y = axes.contains(.vertical) ? frame.minY : frame.midY - cs.height / 2
        let child = try content.place(in: Rect(x: x, y: y, width: cs.width, height: cs.height), proposal: cp, ctx)
        return LayoutNode(path: path, kind: .scrollView, frame: frame, children: [child],
                          modifiers: [.placed(Effect(ClipShapeEffect(.rectangle)), in: frame)])
    }
}
