import Document
import Geometry

/// `ViewThatFits(in:)`: for each proposal, the first child whose ideal size — its answer with nil
/// on the constrained axes and the proposal on the others [inferred: Apple documents "ideal size on
/// the constrained axes"] — fits the proposal on those axes (an axis proposed nil fits anything),
/// else the last child. The chosen child answers the proposal and is the only one placed.
final class ViewThatFitsElement: LayoutElement {
    let path: ViewPath
    let axes: Axes
    let children: [LayoutElement]
    var sizeCache: [ProposedSize: Size] = [:]

    init(path: ViewPath, axes: Axes, children: [LayoutElement]) {
        self.path = path; self.axes = axes; self.children = children
    }

    func chosen(_ p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutElement {
        var probe = p
        if axes.contains(.horizontal) { probe.width = nil }
        if axes.contains(.vertical) { probe.height = nil }
        func fits(_ ideal: Double, _ offered: Double?) -> Bool { offered.map { ideal <= $0 } ?? true }
        for c in children.dropLast() {
            let ideal = try c.size(for: probe, ctx)
            if (!axes.contains(.horizontal) || fits(ideal.width, p.width)) && (!axes.contains(.vertical) || fits(ideal.height, p.height)) {
                return c
            }
        }
        return children[children.count - 1]
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size { try chosen(p, ctx).size(for: p, ctx) }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let node = try chosen(p, ctx).place(in: frame, proposal: p, ctx)
        return LayoutNode(path: path, kind: .leaf(ViewThatFits.name), frame: frame, children: [node])
    }

    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? {
        try chosen(p, ctx).baseline(b, size: size, proposal: p, ctx)
    }
}
