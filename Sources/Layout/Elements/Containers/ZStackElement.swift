import Document
import Geometry

/// `ZStack`: every child is proposed the stack's proposal and aligned on the stack's alignment
/// guide; the stack's size is the union of the aligned children (OpenSwiftUI `ZStack`).
final class ZStackElement: LayoutElement {
    let path: ViewPath
    let alignment: Alignment
    let children: [LayoutElement]
    var sizeCache: [ProposedSize: Size] = [:]

    init(path: ViewPath, alignment: Alignment, children: [LayoutElement]) {
        self.path = path; self.alignment = alignment; self.children = children
    }

    /// Child frames relative to the stack's origin, and the stack's size.
    func arrange(_ p: ProposedSize, _ ctx: LayoutContext) throws -> (size: Size, frames: [Rect]) {
        var rects: [Rect] = []
        var union = Rect.null
        for c in children {
            let s = try c.size(for: p, ctx)
            let g = Point(x: c.guide(alignment.horizontal, size: s), y: try c.guide(alignment.vertical, size: s, proposal: p, ctx))
            let r = Rect(x: -g.x, y: -g.y, width: s.width, height: s.height)
            rects.append(r)
            union = union.union(r)
        }
        if union.isNull { return (.zero, []) }
        return (union.size, rects.map { $0.offsetBy(dx: -union.minX, dy: -union.minY) })
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size { try arrange(p, ctx).size }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let a = try arrange(p, ctx)
        let nodes = try zip(children, a.frames).map { c, r in
            try c.place(in: r.offsetBy(dx: frame.minX, dy: frame.minY), proposal: p, ctx)
        }
        return LayoutNode(path: path, kind: .zStack, frame: frame, children: nodes)
    }

    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? {
        let a = try arrange(p, ctx)
        var values: [Double] = []
        for (c, r) in zip(children, a.frames) {
            if let v = try c.baseline(b, size: r.size, proposal: p, ctx) { values.append(r.minY + v) }
        }
        return combineBaselines(b, values)
    }
}
