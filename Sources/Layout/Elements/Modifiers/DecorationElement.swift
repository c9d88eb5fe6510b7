import Document
import Geometry

/// `background(_:alignment:)`, `background(_:in:)`, `overlay(_:alignment:)` and `mask`:
/// the view keeps the primary's size and placement; the secondary view is proposed the primary's
/// size and aligned in its frame (SwiftUI's `_BackgroundModifier` / `_OverlayModifier` layout).
final class DecorationElement: PassThroughElement {
    enum Kind { case background, overlay, mask }
    let child: LayoutElement
    let secondary: LayoutElement
    let kind: Kind
    let alignment: Alignment
    var sizeCache: [ProposedSize: Size] = [:]

    init(child: LayoutElement, secondary: LayoutElement, kind: Kind, alignment: Alignment) {
        self.child = child; self.secondary = secondary; self.kind = kind; self.alignment = alignment
    }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        var node = try child.place(in: frame, proposal: p, ctx)
        let sp = ProposedSize(frame.size)
        let ss = try secondary.size(for: sp, ctx)
        let o = try secondary.alignedOrigin(alignment, size: ss, proposal: sp, in: frame.size, ctx)
        let s = try secondary.place(in: Rect(x: frame.minX + o.x, y: frame.minY + o.y, width: ss.width, height: ss.height),
                                    proposal: sp, ctx)
        switch kind {
        case .background: node.modifiers.append(.background(s))
        case .overlay: node.modifiers.append(.overlay(s))
        case .mask: node.modifiers.append(.mask(s))
        }
        return node
    }
}
