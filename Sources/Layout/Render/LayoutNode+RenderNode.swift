import Document
import Geometry
import Raster
import RenderTree
import Typography

extension LayoutNode {
    /// The render tree that draws this view: its content, then its children, then its modifiers
    /// applied from the inside out (backgrounds under, overlays over, masks, transforms about their
    /// anchors, clips, shadows, blurs, opacity). Coordinates stay in canvas points, so every
    /// transform is built about its absolute anchor. `zIndex` is applied outermost, where the
    /// parent's group sorts it, whatever its place in the chain (SwiftUI treats it as a trait of
    /// the view in its container).
    public func renderNode() -> RenderNode {
        var parts: [RenderNode] = []
        if let content { parts += content.renderNodes(in: frame) }
        parts += children.map { $0.renderNode() }
        var r: RenderNode = parts.isEmpty ? .empty : parts.count == 1 ? parts[0] : .group(parts)
        var z: Double?
        // The view's bounds at each point of the chain (layout modifiers give it a new frame).
        var bounds = frame
        for m in modifiers {
            switch m {
            case .layout(_, let b): bounds = b
            case .matchedGeometry: break
            case .background(let n): r = .group([n.renderNode(), r])
            case .overlay(let n): r = .group([r, n.renderNode()])
            case .mask(let n): r = .mask(mask: n.renderNode(), content: r)
            case .effect(let e, let b):
                for p in e.primitives(in: b ?? bounds) { r = RenderNode(p, r) }
            case .zIndex(let v): z = v
            case .custom(let c, let b):
                // Layout built this body once for the same data shape; a failure for interpolated
                // data only draws the content without the effects.
                for item in ((try? customEffectChain(c.drawn(in: b))) ?? nil) ?? [] {
                    switch item {
                    case .effect(let e): for p in e.resolved.primitives(in: b) { r = RenderNode(p, r) }
                    case .zIndex(let v): z = v
                    }
                }
            case .genie(let progress, let target, let edge, let b):
                let e: GenieEffect.Edge = edge == .bottom ? .bottom : edge == .leading ? .left : edge == .trailing ? .right : .top
                r = .genie(GenieEffect(progress: progress, source: b, target: target, edge: e), r)
            }
        }
        if let z { r = .zIndex(z, r) }
        return r
    }
}

extension LayoutContent {
    /// The nodes that draw this content in `frame`.
    func renderNodes(in frame: Rect) -> [RenderNode] {
        switch self {
        case .shape(let s):
            var out: [RenderNode] = []
            if let fill = s.fill { out.append(fill.fillNode(s.kind.placed(in: frame), bounds: frame)) }
            if let stroke = s.stroke {
                var rect = frame, kind = s.kind
                if stroke.isBorder {
                    let h = stroke.style.lineWidth / 2
                    // An InsettableShape insets itself (`inset(by:)`); a built-in one is drawn in a
                    // smaller frame; a Path is stroked as given.
                    if let inset = kind.insetForBorder(h) { kind = inset }
                    else if case .path = kind {} else if case .trimmed(.path, _, _) = kind {}
                    else { rect = frame.insetBy(dx: h, dy: h) }
                }
                out.append(.shape(ShapeContent(path: kind.placed(in: rect), paint: stroke.fill.paint(in: frame),
                                               style: .stroke(stroke.style))))
            }
            return out
        case .text(let t) where !t.spanStyles.allSatisfy(\.isPlain):
            return t.styledRenderNodes(in: frame)
        case .text(let t):
            var glyphs: [PlacedGlyph] = []
            for line in t.layout.lines {
                for g in line.glyphs where g.hasOutline {
                    glyphs.append(PlacedGlyph(id: GlyphID(font: g.face.key, glyph: g.glyph), outline: g.unscaledPath,
                                              scale: g.scale,
                                              position: Point(x: g.position.x + frame.minX, y: g.position.y + frame.minY)))
                }
            }
            let runs: [RenderNode] = glyphs.isEmpty ? [] : [.glyphs(GlyphRunContent(glyphs: glyphs, paint: t.fill.paint(in: frame)))]
            return runs + t.colorGlyphNodes(in: frame)
        case .image(let i):
            return [.image(ImageContent(source: i.source, rect: frame))]
        case .symbol(let s):
            let sx = s.naturalSize.width > 0 ? frame.width / s.naturalSize.width : 1
            let sy = s.naturalSize.height > 0 ? frame.height / s.naturalSize.height : 1
            let t = AffineTransform(scaleX: sx, y: sy).concatenating(AffineTransform(translationX: frame.minX, y: frame.minY))
            // `.positive`: symbols cut marks out of solid shapes with contours wound the other way (`Symbol.path`).
            return [.shape(ShapeContent(path: s.path.applying(t), paint: s.fill.paint(in: frame), style: .fill(.positive)))]
        case .canvas(let c):
            // A canvas draws into a backing of its own size: what falls outside is cut off
            // (the clip is left out when nothing reaches past the edges).
            let local = Rect(origin: .zero, size: frame.size)
            var node = c.content
            let b = node.bounds()
            if b.isNull { return [] }
            if !(b.minX >= 0 && b.minY >= 0 && b.maxX <= local.maxX && b.maxY <= local.maxY) {
                node = .clip(ClipShape(path: Path(local)), node)
            }
            return [frame.minX == 0 && frame.minY == 0 ? node : .transform(AffineTransform(translationX: frame.minX, y: frame.minY), node)]
        }
    }
}
