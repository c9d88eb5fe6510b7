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
final class FrameElement: AligningFrame {
    var wrapper: LayoutWrapper { .frame }
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

    func childFrame(_ size: Size, _ p: ProposedSize, _ ctx: LayoutContext) throws -> (Rect, ProposedSize) {
        let cp = childProposal(p)
        let cs = try child.size(for: cp, ctx)
        let o = try child.alignedOrigin(alignment, size: cs, proposal: cp, in: size, ctx)
        return (Rect(origin: o, size: cs), cp)
    }
}
