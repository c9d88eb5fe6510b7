import Document
import Geometry
import Raster

/// Rendering effects (`offset`, `opacity`, `scaleEffect`, `rotationEffect`, `rotation3DEffect`,
/// clips, `shadow`, `blur`, `zIndex`): no change to layout; each is recorded on the view with the
/// frame it applies to.
final class EffectElement: LayoutElement {
    enum Effect {
        case offset(x: Double, y: Double)
        case opacity(Double)
        case scale(x: Double, y: Double, anchor: UnitPoint)
        case rotation(Angle, anchor: UnitPoint)
        case rotation3D(Angle, axis: Axis3D, anchor: UnitPoint, anchorZ: Double, perspective: Double)
        case clip(ShapeKind)
        case shadow(color: Color?, radius: Double, x: Double, y: Double)
        case blur(radius: Double, opaque: Bool)
        case zIndex(Double)
        case matchedGeometry(MatchedGeometry)
    }

    let child: LayoutElement
    let effect: Effect
    var sizeCache: [ProposedSize: Size] = [:]

    init(child: LayoutElement, effect: Effect) { self.child = child; self.effect = effect }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size { try child.size(for: p, ctx) }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        var node = try child.place(in: frame, proposal: p, ctx)
        let m: LayoutModifier
        switch effect {
        case .offset(let x, let y): m = .offset(x: x, y: y)
        case .opacity(let o): m = .opacity(o)
        case .scale(let x, let y, let a): m = .scale(x: x, y: y, anchor: a, bounds: frame)
        case .rotation(let angle, let a): m = .rotation(radians: angle.radians, anchor: a, bounds: frame)
        case .rotation3D(let angle, let axis, let a, let z, let persp):
            m = .rotation3D(radians: angle.radians, axis: axis, anchor: a, anchorZ: z, perspective: persp, bounds: frame)
        case .clip(let shape): m = .clip(shape, bounds: frame)
        case .shadow(let c, let r, let x, let y): m = .shadow(color: c, radius: r, x: x, y: y)
        case .blur(let r, let o): m = .blur(radius: r, opaque: o)
        case .zIndex(let z): m = .zIndex(z)
        case .matchedGeometry(let g): m = .matchedGeometry(g, bounds: frame)
        }
        node.modifiers.append(m)
        return node
    }

    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? {
        try child.baseline(b, size: size, proposal: p, ctx)
    }
    var layoutPriority: Double { child.layoutPriority }
    var isSpacer: Bool { child.isSpacer }
}
