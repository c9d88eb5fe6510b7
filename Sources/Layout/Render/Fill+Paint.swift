import Document
import Geometry
import Raster
import RenderTree

extension Fill {
    /// The paint for this style over `bounds` (unit points of gradients are in `bounds`).
    /// Materials are not paints: where one has to be a paint (a stroke, text) its tint stands in.
    public func paint(in bounds: Rect) -> Paint {
        switch self {
        case .foreground: return .color(.primary)
        case .tint: return .color(.blue)
        case .color(let c): return .color(c)
        case .colorGradient(let c): return c.gradientPaint(in: bounds)
        case .linearGradient(let g, let start, let end):
            return Paint(.linear(LinearGradient(gradient: g, start: start.point(in: bounds), end: end.point(in: bounds))))
        case .radialGradient(let g, let center, let r0, let r1):
            return Paint(.radial(RadialGradient(gradient: g, center: center.point(in: bounds), startRadius: r0, endRadius: r1)))
        case .angularGradient(let g, let center, let a0, let a1):
            return Paint(.angular(AngularGradient(gradient: g, center: center.point(in: bounds),
                                                  startAngle: a0.radians, endAngle: a1.radians)))
        case .material(let m, let scheme): return .color(m.recipe(in: scheme).tint)
        case .opacity(let inner, let o):
            var p = inner.paint(in: bounds)
            p.opacity *= o
            return p
        }
    }

    /// The render node that fills `path` with this style: a shape, or a material backdrop.
    func fillNode(_ path: Path, bounds: Rect) -> RenderNode {
        switch self {
        case .material(let m, let scheme): return .material(MaterialContent(material: m, path: path, colorScheme: scheme))
        case .opacity(let inner, let o):
            if case .material = inner.innermost { return .opacity(o, inner.fillNode(path, bounds: bounds)) }
            return .shape(ShapeContent(path: path, paint: paint(in: bounds)))
        default: return .shape(ShapeContent(path: path, paint: paint(in: bounds)))
        }
    }

    /// The style under any opacity wrappers.
    var innermost: Fill {
        if case .opacity(let inner, _) = self { return inner.innermost }
        return self
    }
}
