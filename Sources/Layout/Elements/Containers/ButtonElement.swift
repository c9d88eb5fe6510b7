import Document
import Geometry

/// `Button` at rest: its label as its button style draws it (`ButtonLook`: in the default
/// automatic/borderless style just the label, in the tint unless a foreground style was set).
final class ButtonElement: LayoutElement {
    let path: ViewPath
    let name: String
    let label: LayoutElement
    var sizeCache: [ProposedSize: Size] = [:]

    init(path: ViewPath, name: String, label: LayoutElement) { self.path = path; self.name = name; self.label = label }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size { try label.size(for: p, ctx) }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        LayoutNode(path: path, kind: .button(name), frame: frame, children: [try label.place(in: frame, proposal: p, ctx)])
    }

    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? {
        try label.baseline(b, size: size, proposal: p, ctx)
    }
}
