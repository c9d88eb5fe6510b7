import Document
import Layout
import Motion

/// The product of every opacity the view and its ancestors are drawn with at time t, or nil when
/// the view is not on screen at all.
func visibleOpacity(of match: (LayoutNode) -> Bool, in root: LayoutNode) -> Double? {
    func search(_ n: LayoutNode, _ inherited: Double) -> Double? {
        var o = inherited
        for m in n.modifiers { if case .effect(let e, _) = m, let op = e.as(OpacityEffect.self) { o *= op.value } }
        if match(n) { return o }
        for c in n.children { if let r = search(c, o) { return r } }
        for m in n.modifiers {
            switch m {
            case .background(let b), .overlay(let b): if let r = search(b, o) { return r }
            default: break
            }
        }
        return nil
    }
    return search(root, 1)
}

func isSymbol(_ name: String) -> (LayoutNode) -> Bool {
    { if case .symbol(let s) = $0.kind { return s == name } else { return false } }
}
func isText(_ s: String) -> (LayoutNode) -> Bool {
    { if case .text(let t) = $0.kind { return t == s } else { return false } }
}

/// The scale factor applied to the view by its own scale modifiers.
func ownScale(of match: (LayoutNode) -> Bool, in root: LayoutNode) -> Double? {
    root.allNodes.first(where: match).map { n in
        n.modifiers.reduce(1.0) { acc, m in
            if case .effect(let e, _) = m, let s = e.as(ScaleEffect.self) { return acc * s.x } else { return acc }
        }
    }
}

func mutate(_ name: String, _ value: Bool, _ animation: Animation?) -> Script.Step {
    .mutate(animation: animation) { $0[name] = .bool(value) }
}
