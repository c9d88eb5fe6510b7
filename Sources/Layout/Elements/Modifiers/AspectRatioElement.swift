import Document
import Geometry

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()` (OpenSwiftUI
/// `_AspectRatioLayout`): the child is offered the largest (fit) or smallest (fill) size of the
/// given ratio — or of its own ideal size's ratio when nil — that fits in / covers the proposal,
/// and the view is the child's answer. A nil proposal axis counts as unbounded (scale ∞), so fit
/// follows the other axis; a fully unspecified proposal is passed through unchanged. The child is
/// centred in the view.
final class AspectRatioElement: LayoutElement {
    let child: LayoutElement
    let ratio: Double?
    let mode: ContentMode
    var sizeCache: [ProposedSize: Size] = [:]

    init(child: LayoutElement, ratio: Double?, mode: ContentMode) { self.child = child; self.ratio = ratio; self.mode = mode }

    private func offered(_ p: ProposedSize, _ ctx: LayoutContext) throws -> ProposedSize {
        if p == .unspecified { return p }
        var r = try ratio.map { Size(width: $0, height: 1) } ?? child.size(for: .unspecified, ctx)
        if r.width == r.height { r = Size(width: 1, height: 1) }
        func scale(_ target: Double?, _ length: Double) -> Double {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let sx = scale(p.width, r.width), sy = scale(p.height, r.height)
        let k = mode == .fit ? min(sx, sy) : max(sx, sy)
        func mul(_ a: Double) -> Double { a == 0 ? 0 : a * k }   // 0 · ∞ stays 0
        return ProposedSize(width: mul(r.width), height: mul(r.height))
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size { try child.size(for: offered(p, ctx), ctx) }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let cp = try offered(p, ctx)
        let cs = try child.size(for: cp, ctx)
        let r = Rect(x: frame.midX - cs.width / 2, y: frame.midY - cs.height / 2, width: cs.width, height: cs.height)
        var node = try child.place(in: r, proposal: cp, ctx)
        node.modifiers.append(.layout(.aspectRatio, frame))
        return node
    }

    var layoutPriority: Double { child.layoutPriority }
}
