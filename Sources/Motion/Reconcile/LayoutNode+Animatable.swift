import Document
import Geometry
import Layout
import Raster

/// How a number of a layout node is fed to an animation (§1.2): lengths and factors raw; angles,
/// unit points and colour components ×128, colours in linear sRGB (apps linked for SwiftUI 6).
enum AnimatableUnit {
    case raw, angle, unitPoint, colorComponent, colorAlpha

    func toAnimation(_ v: Double) -> Double {
        switch self {
        case .raw: return v
        case .angle, .unitPoint, .colorAlpha: return v * 128
        case .colorComponent: return srgbToLinear(v) * 128
        }
    }
    func fromAnimation(_ v: Double) -> Double {
        switch self {
        case .raw: return v
        case .angle, .unitPoint, .colorAlpha: return v / 128
        case .colorComponent: return linearToSRGB(v / 128)
        }
    }
}

/// IEC 61966-2-1 transfer functions.
func srgbToLinear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
func linearToSRGB(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(max(c, 0), 1 / 2.4) - 0.055 }

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
        var n = self
        func rect(_ r: Rect) -> Rect {
            Rect(x: f(r.origin.x, .raw), y: f(r.origin.y, .raw), width: f(r.size.width, .raw), height: f(r.size.height, .raw))
        }
        func unit(_ u: UnitPoint) -> UnitPoint { UnitPoint(x: f(u.x, .unitPoint), y: f(u.y, .unitPoint)) }
        func color(_ c: Color) -> Color {
            beginAttribute()
            return Color(red: f(c.red, .colorComponent), green: f(c.green, .colorComponent), blue: f(c.blue, .colorComponent),
                  alpha: f(c.alpha, .colorAlpha))
        }
        func fill(_ x: Fill) -> Fill {
            switch x {
            case .color(let c): return .color(color(c))
            case .colorGradient(let c): return .colorGradient(color(c))
            case .opacity(let inner, let o): return .opacity(fill(inner), f(o, .raw))
            default: return x
            }
        }
        func shape(_ k: ShapeKind) -> ShapeKind {
            if case .roundedRectangle(let s, let style) = k {
                beginAttribute()
                return .roundedRectangle(cornerSize: Size(width: f(s.width, .raw), height: f(s.height, .raw)), style: style)
            }
            return k
        }
        beginAttribute()
        n.frame = rect(frame)
        if let c = content {
            switch c {
            case .shape(var s):
                s.kind = shape(s.kind)
                s.fill = s.fill.map(fill)
                if var st = s.stroke {
                    st.fill = fill(st.fill)
                    beginAttribute()
                    st.style.lineWidth = f(st.style.lineWidth, .raw)
                    s.stroke = st
                }
                n.content = .shape(s)
            case .text(var t): t.fill = fill(t.fill); n.content = .text(t)
            case .symbol(var s): s.fill = fill(s.fill); n.content = .symbol(s)
            case .image: break
            }
        }
        n.modifiers = modifiers.map { m in
            beginAttribute()
            switch m {
            case .layout(let w, let r): return .layout(w, rect(r))
            case .background, .overlay, .mask, .zIndex: return m
            case .offset(let x, let y): return .offset(x: f(x, .raw), y: f(y, .raw))
            case .opacity(let o): return .opacity(f(o, .raw))
            case .scale(let x, let y, let a, let b): return .scale(x: f(x, .raw), y: f(y, .raw), anchor: unit(a), bounds: rect(b))
            case .rotation(let r, let a, let b): return .rotation(radians: f(r, .angle), anchor: unit(a), bounds: rect(b))
            case .rotation3D(let r, let axis, let a, let z, let p, let b):
                return .rotation3D(radians: f(r, .angle), axis: axis, anchor: unit(a), anchorZ: f(z, .raw),
                                   perspective: f(p, .raw), bounds: rect(b))
            case .clip(let k, let b): return .clip(shape(k), bounds: rect(b))
            case .shadow(let c, let r, let x, let y):
                return .shadow(color: c.map(color), radius: f(r, .raw), x: f(x, .raw), y: f(y, .raw))
            case .blur(let r, let o): return .blur(radius: f(r, .raw), opaque: o)
            case .matchedGeometry(let g, let b): return .matchedGeometry(g, bounds: rect(b))
            case .genie(let progress, let target, let edge, let b):
                return .genie(progress: f(progress, .raw), target: rect(target), edge: edge, bounds: rect(b))
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
