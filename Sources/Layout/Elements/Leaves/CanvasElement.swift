import Document
import Geometry
import Raster
import RenderTree
import Style

/// `Canvas { context, size in … }`: takes whatever it is offered (an unspecified axis gets 10 pt,
/// as a shape does [inferred]), and runs its renderer when placed, with its size. What the
/// renderer drew becomes render nodes in the canvas's own space (`CanvasDrawing`); text and
/// images drawn there are laid out here, in the canvas's environment.
final class CanvasElement: LayoutElement {
    let path: ViewPath
    let canvas: Canvas
    let builder: ElementBuilder
    let state: ElementBuilder.State
    var sizeCache: [ProposedSize: Size] = [:]

    init(path: ViewPath, canvas: Canvas, builder: ElementBuilder, state: ElementBuilder.State) {
        self.path = path; self.canvas = canvas; self.builder = builder; self.state = state.child()
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size {
        p.replacingUnspecified(with: Size(width: ShapeElement.defaultLength, height: ShapeElement.defaultLength))
    }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let resolver = Resolver(element: self, ctx: ctx)
        let drawn: (operations: [CanvasOperation], isFull: Bool)
        do { drawn = try canvas.render(size: frame.size, resolver: resolver) } catch {
            throw LayoutError(path: path, reason: "Canvas: \(error)")
        }
        let bounds = Rect(origin: .zero, size: frame.size)
        let nodes = try drawn.operations.map { try node($0, bounds: bounds, ctx) }
        var content: RenderNode = nodes.isEmpty ? .empty : nodes.count == 1 ? nodes[0] : .group(nodes)
        // A canvas draws into a backing of its own: its blend modes act on its own pixels, not on
        // the views behind it. Drawing that only paints over needs no layer.
        if drawn.operations.contains(where: { $0.needsIsolation }) { content = .isolated(.sourceOver, content) }
        return LayoutNode(path: path, kind: .leaf(Canvas.name), frame: frame, content: .canvas(CanvasDrawing(content: content)))
    }

    /// A `Text` or `Image` drawn in the canvas, as an element of the canvas's environment.
    func element(for view: ViewNode) throws -> LayoutElement? {
        try builder.build(view, path: path.appending(.branch("canvas")), state)
    }

    /// The render node of one operation (canvas space): its content through its transform, then
    /// its filters, then its clips, with its opacity and blend mode on its paints.
    func node(_ op: CanvasOperation, bounds: Rect, _ ctx: LayoutContext) throws -> RenderNode {
        var r: RenderNode
        let blend = op.blendMode
        switch op.kind {
        case .fill(let p, let shading, let rule):
            var pt = paint(shading, path: p)
            pt.opacity *= op.opacity
            pt.blendMode = blend
            r = .shape(ShapeContent(path: p, paint: pt, style: .fill(rule)))
        case .stroke(let p, let shading, let style):
            var pt = paint(shading, path: p)
            pt.opacity *= op.opacity
            pt.blendMode = blend
            r = .shape(ShapeContent(path: p, paint: pt, style: .stroke(style)))
        case .view(let v, let rect):
            guard let e = try element(for: v) else { return .empty }
            r = try e.place(in: rect, proposal: ProposedSize(rect.size), ctx).renderNode().withBlendMode(blend)
            if op.opacity < 1 { r = .opacity(op.opacity, r) }
        case .layer(let ops):
            // A layer is drawn on its own and composited once, with the context's blend mode.
            let inner = try ops.map { try node($0, bounds: bounds, ctx) }
            r = .isolated(blend, inner.count == 1 ? inner[0] : .group(inner))
            if op.opacity < 1 { r = .opacity(op.opacity, r) }
        }
        if !op.transform.isIdentity { r = .transform(op.transform, r) }
        for f in op.filters { for prim in f.resolved.primitives(in: bounds) { r = RenderNode(prim, r) } }
        for c in op.clips.reversed() { r = .clip(c, r) }
        return r
    }

    /// The paint of a shading (gradient points in user space, as the shading gives them).
    func paint(_ s: GraphicsContext.Shading, path: Path) -> Paint {
        switch s {
        case .color(let c): return state.env.resolve(.color(c)).paint(in: path.boundingRect)
        case .style(let f): return state.env.resolve(f).paint(in: path.boundingRect)
        case .linearGradient(let g, let a, let b): return Paint(.linear(Raster.LinearGradient(gradient: g, start: a, end: b)))
        case .radialGradient(let g, let c, let r0, let r1):
            return Paint(.radial(Raster.RadialGradient(gradient: g, center: c, startRadius: r0, endRadius: r1)))
        case .conicGradient(let g, let c, let a):
            return Paint(.angular(Raster.AngularGradient(gradient: g, center: c, startAngle: a.radians, endAngle: a.radians + 2 * Double.pi)))
        }
    }

    /// Sizes of text and images for `resolve(_:)` and `draw(_:at:anchor:)`.
    struct Resolver: CanvasResolver, @unchecked Sendable {
        // Used only while the canvas is placed, on the layout's thread.
        let element: CanvasElement
        let ctx: LayoutContext
        func size(of view: ViewNode, proposal: Size?) -> Size {
            guard let e = try? element.element(for: view) else { return .zero }
            return (try? e.size(for: proposal.map { ProposedSize($0) } ?? ProposedSize(width: nil, height: nil), ctx)) ?? .zero
        }
    }
}

extension CanvasOperation {
    /// Whether drawing this composites otherwise than painting over (a blend mode other than
    /// normal, here or inside a layer).
    var needsIsolation: Bool {
        if blendMode != .normal { return true }
        if case .layer(let ops) = kind { return ops.contains { $0.needsIsolation } }
        return false
    }
}

extension RenderNode {
    /// The subtree with `mode` on every shape's and glyph run's paint (a drawn text's or image's
    /// blend mode applies to each glyph run and shape in it).
    func withBlendMode(_ mode: BlendMode) -> RenderNode {
        if mode == .sourceOver { return self }
        switch self {
        case .shape(var s): s.paint.blendMode = mode; return .shape(s)
        case .glyphs(var g): g.paint.blendMode = mode; return .glyphs(g)
        case .group(let cs): return .group(cs.map { $0.withBlendMode(mode) })
        case .transform(let t, let c): return .transform(t, c.withBlendMode(mode))
        case .opacity(let o, let c): return .opacity(o, c.withBlendMode(mode))
        case .clip(let s, let c): return .clip(s, c.withBlendMode(mode))
        case .zIndex(let z, let c): return .zIndex(z, c.withBlendMode(mode))
        default: return self
        }
    }
}
