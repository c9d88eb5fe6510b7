import Document
import Geometry

/// `frame(width:height:alignment:)` (OpenSwiftUI `_FrameLayout`):
/// - size: both dimensions given → exactly them, the child is not asked; otherwise the child is
///   proposed the given dimensions in place of the proposal's, and the frame takes the given
///   dimensions and the child's size on the other axis;
/// - placement: the child is proposed the frame's proposal with the given dimensions replaced, and
///   aligned inside the frame (frame guide − child guide).
/// A negative or non-finite dimension is ignored (nil), as SwiftUI does after logging
/// "Invalid frame dimension".
final class FrameElement: LayoutElement {
    let child: LayoutElement
    let width: Double?, height: Double?
    let alignment: Alignment
    var sizeCache: [ProposedSize: Size] = [:]

    init(child: LayoutElement, width: Double?, height: Double?, alignment: Alignment) {
        func valid(_ v: Double?) -> Double? { v.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil } }
        self.child = child; self.width = valid(width); self.height = valid(height); self.alignment = alignment
    }

    private func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? p.width, height: height ?? p.height)
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let s = try child.size(for: childProposal(p), ctx)
        return Size(width: width ?? s.width, height: height ?? s.height)
    }

    private func childFrame(_ size: Size, _ p: ProposedSize, _ ctx: LayoutContext) throws -> (Rect, ProposedSize) {
        let cp = childProposal(p)
        let cs = try child.size(for: cp, ctx)
        let o = try child.alignedOrigin(alignment, size: cs, proposal: cp, in: size, ctx)
        return (Rect(origin: o, size: cs), cp)
    }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let (r, cp) = try childFrame(frame.size, p, ctx)
        var node = try child.place(in: r.offsetBy(dx: frame.minX, dy: frame.minY), proposal: cp, ctx)
        node.modifiers.append(.layout(.frame, frame))
        return node
    }

    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? {
        let (r, cp) = try childFrame(size, p, ctx)
        return try child.baseline(b, size: r.size, proposal: cp, ctx).map { $0 + r.minY }
    }

    var layoutPriority: Double { child.layoutPriority }
    var isSpacer: Bool { child.isSpacer }
}
