import Document
import Geometry

/// A view laid out by a script's `Layout` type: its `sizeThatFits(proposal:subviews:cache:)` is the
/// element's answer, and its `placeSubviews(in:proposal:subviews:cache:)` places each subview at a
/// point with an anchor and a proposal (the subview then takes its answer to that proposal). A
/// subview it does not place goes to the centre of the bounds at its ideal size [inferred: what
/// SwiftUI documents for an unplaced subview]. Every call runs the script with its own work budget,
/// once per distinct proposal (answers are cached like any element's).
final class CustomLayoutElement: LayoutElement {
    let path: ViewPath
    let layout: CustomLayout
    let children: [LayoutElement]
    var sizeCache: [ProposedSize: Size] = [:]

    init(path: ViewPath, layout: CustomLayout, children: [LayoutElement]) {
        self.path = path; self.layout = layout; self.children = children
    }

    func subviews(_ ctx: LayoutContext) -> LayoutSubviews {
        LayoutSubviews(count: children.count) { [children] i, p in
            try children[i].size(for: ProposedSize(width: p.width, height: p.height), ctx)
        }
    }

    func fail(_ method: String, _ error: any Error) -> LayoutError {
        LayoutError(path: path, reason: "\(layout.typeName).\(method): \(error)")
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size {
        let s: Size
        do { s = try layout.sizeThatFits(ProposedViewSize(width: p.width, height: p.height), subviews(ctx)) } catch {
            throw fail("sizeThatFits", error)
        }
        guard s.width.isFinite, s.height.isFinite, s.width >= 0, s.height >= 0 else {
            throw LayoutError(path: path, reason: "\(layout.typeName).sizeThatFits returned \(s): a size is finite and not negative")
        }
        return s
    }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let subs = subviews(ctx)
        do { try layout.placeSubviews(frame, ProposedViewSize(width: p.width, height: p.height), subs) } catch {
            throw fail("placeSubviews", error)
        }
        let nodes = try children.enumerated().map { i, child in
            let placement = subs.placements[i]
                ?? LayoutPlacement(position: Point(x: frame.midX, y: frame.midY), anchor: .center, proposal: .unspecified)
            let proposal = ProposedSize(width: placement.proposal.width, height: placement.proposal.height)
            let size = try child.size(for: proposal, ctx)
            let origin = Point(x: placement.position.x - placement.anchor.x * size.width,
                               y: placement.position.y - placement.anchor.y * size.height)
            return try child.place(in: Rect(origin: origin, size: size), proposal: proposal, ctx)
        }
        return LayoutNode(path: path, kind: .leaf(layout.typeName), frame: frame, children: nodes)
    }
}
