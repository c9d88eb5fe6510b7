import Document
import Geometry
import Layout

extension LayoutNode {
    /// The node with every animatable number of its own (frame, modifier values, paint colours,
    /// corner sizes — not its children's, not its background/overlay/mask views') passed through
    /// `f` in a fixed order. One traversal serves extraction, injection and the structure signature.
    func mappingNumbers(_ f: (Double, AnimatableUnit) -> Double) -> LayoutNode {
        mappingNumbers(f, beginAttribute: {})
    }

    /// As `mappingNumbers(_:)`, calling `beginAttribute` before each separately animated attribute
    /// (the frame, a corner size, a fill colour, a stroke, each effect modifier).
    func mappingNumbers(_ f: (Double, AnimatableUnit) -> Double, beginAttribute: () -> Void) -> LayoutNode {
        withoutActuallyEscaping(f) { f in
            withoutActuallyEscaping(beginAttribute) { begin in mappingNumbers(NumberMapper(f, beginAttribute: begin)) }
        }
    }

    private func mappingNumbers(_ m: NumberMapper) -> LayoutNode {
        var n = self
        m.beginAttribute()
        n.frame = m.rect(frame)
        if let c = content {
            switch c {
            case .shape(var s):
                s.kind = m.shape(s.kind)
                s.fill = s.fill.map(m.fill)
                if var st = s.stroke {
                    st.fill = m.fill(st.fill)
                    m.beginAttribute()
                    st.style.lineWidth = m(st.style.lineWidth)
                    s.stroke = st
                }
                n.content = .shape(s)
            case .text(var t): t.fill = m.fill(t.fill); n.content = .text(t)
            case .symbol(var s): s.fill = m.fill(s.fill); n.content = .symbol(s)
            case .image, .canvas: break
            }
        }
        n.modifiers = modifiers.map { mod in
            m.beginAttribute()
            switch mod {
            case .layout(let w, let r): return .layout(w, m.rect(r))
            case .background, .overlay, .mask, .zIndex: return mod
            // An effect's own numbers, then the bounds it is placed in (same attribute).
            case .effect(let e, let b): let e2 = e.mappingNumbers(m); return .effect(e2, bounds: b.map(m.rect))
            case .matchedGeometry(let g, let b, let r): return .matchedGeometry(g, bounds: m.rect(b), relayout: r)
            // The modifier's animatableData, then its bounds (same attribute, as an effect's).
            case .custom(let c, let b): let d = c.data.map { m($0) }; return .custom(c.with(data: d), bounds: m.rect(b))
            case .genie(let progress, let target, let edge, let b):
                let p2 = m(progress), t2 = m.rect(target)
                return .genie(progress: p2, target: t2, edge: edge, bounds: m.rect(b))
            }
        }
        return n
    }

    /// The node's own animatable numbers, in animation units.
    var animatableVector: [Double] {
        var out: [Double] = []
        _ = mappingNumbers { v, u in out.append(u.toAnimation(v)); return v }
        return out
    }

    /// The lengths of the node's separately animated attributes, in `animatableVector` order.
    var animatableGroups: [Int] {
        var groups: [Int] = []
        _ = mappingNumbers({ v, _ in groups[groups.count - 1] += 1; return v }, beginAttribute: { groups.append(0) })
        return groups.filter { $0 > 0 }
    }

    /// The node with its own animatable numbers replaced (animation units).
    func settingAnimatableVector(_ v: [Double]) -> LayoutNode {
        var i = 0
        return mappingNumbers { _, u in defer { i += 1 }; return u.fromAnimation(v[i]) }
    }

    /// What must stay equal for two states of a view to animate into each other: the node with its
    /// numbers zeroed, without its children (they are matched on their own).
    var animationSignature: LayoutNode {
        var s = mappingNumbers { _, _ in 0 }
        s.children = []
        // The node's kind names its shape too: a custom shape's data and trim ends must not
        // count as structure there (the content's copy of them was zeroed above).
        if case .shape(let k) = s.kind { s.kind = .shape(k.withoutAnimatableData) }
        // A canvas's drawing is what its renderer drew for the state, not structure: a new
        // drawing does not stop its frame from animating (and states compare cheaply).
        if case .canvas? = s.content { s.content = .canvas(CanvasDrawing(content: .empty)) }
        s.modifiers = s.modifiers.map { m in
            switch m {
            case .background(let n): return .background(LayoutNode(path: n.path, kind: .empty, frame: .zero))
            case .overlay(let n): return .overlay(LayoutNode(path: n.path, kind: .empty, frame: .zero))
            case .mask(let n): return .mask(LayoutNode(path: n.path, kind: .empty, frame: .zero))
            default: return m
            }
        }
        return s
    }
}

#if canImport(Glibc)
import Glibc
#endif
