import Document
import Geometry

/// `position(x:y:)` (OpenSwiftUI `_PositionLayout`): the view takes the whole proposal (nil axes
/// take the child's size), and the child, proposed that size, is centred at (x, y) of the view's
/// own space.
final class PositionElement: LayoutElement {
    let child: LayoutElement
    let position: Point
    var sizeCache: [ProposedSize: Size] = [:]

    init(child: LayoutElement, position: Point) { self.child = child; self.position = position }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size {
        if let w = p.width, let h = p.height { return Size(width: w, height: h) }
        return p.replacingUnspecified(with: try child.size(for: p, ctx))
    }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let cp = ProposedSize(frame.size)
        let cs = try child.size(for: cp, ctx)
        let r = Rect(x: frame.minX + position.x - cs.width / 2, y: frame.minY + position.y - cs.height / 2,
                     width: cs.width, height: cs.height)
        var node = try child.place(in: r, proposal: cp, ctx)
        node.modifiers.append(.layout(.position, frame))
        return node
    }

    var layoutPriority: Double { child.layoutPriority }
}
