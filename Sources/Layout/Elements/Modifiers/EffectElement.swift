import Document
import Geometry

/// Rendering effects (every `VisualEffect`, `zIndex`, `matchedGeometryEffect`, custom modifiers
/// drawn from their data): no change to layout; each is recorded on the view with the frame it
/// applies to.
final class EffectElement: PassThroughElement {
    enum Kind {
        case visual(Effect)
        case zIndex(Double)
        case matchedGeometry(MatchedGeometry, MatchedRelayout)
        /// A custom modifier drawn from its data (`LayoutModifier.custom`).
        case custom(CustomModifier)
    }

    let child: LayoutElement
    let kind: Kind
    var sizeCache: [ProposedSize: Size] = [:]

    init(child: LayoutElement, kind: Kind) { self.child = child; self.kind = kind }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        var node = try child.place(in: frame, proposal: p, ctx)
        switch kind {
        case .visual(let e): node.modifiers.append(.placed(e, in: frame))
        case .zIndex(let z): node.modifiers.append(.zIndex(z))
        case .matchedGeometry(let g, let r): node.modifiers.append(.matchedGeometry(g, bounds: frame, relayout: r))
        case .custom(let m): node.modifiers.append(.custom(m, bounds: frame))
        }
        return node
    }
}
