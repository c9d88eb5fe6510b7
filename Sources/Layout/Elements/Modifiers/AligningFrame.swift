import Geometry

/// A modifier element that places its one child at an aligned rect inside its own frame (`frame`,
/// the flexible frame): it only says where the child goes; placement, baselines, priority and
/// spacer-ness follow from that.
protocol AligningFrame: LayoutElement {
    var child: LayoutElement { get }
    /// Which wrapper the placed node records.
    var wrapper: LayoutWrapper { get }
    /// The child's rect in the element's own coordinates and the proposal it was measured with.
    func childFrame(_ size: Size, _ p: ProposedSize, _ ctx: LayoutContext) throws -> (Rect, ProposedSize)
}

extension AligningFrame {
    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let (r, cp) = try childFrame(frame.size, p, ctx)
        var node = try child.place(in: r.offsetBy(dx: frame.minX, dy: frame.minY), proposal: cp, ctx)
        node.modifiers.append(.layout(wrapper, frame))
        return node
    }

    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? {
        let (r, cp) = try childFrame(size, p, ctx)
        return try child.baseline(b, size: r.size, proposal: cp, ctx).map { $0 + r.minY }
    }

    var layoutPriority: Double { child.layoutPriority }
    var isSpacer: Bool { child.isSpacer }
}
