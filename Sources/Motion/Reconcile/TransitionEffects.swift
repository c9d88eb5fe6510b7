import Document
import Geometry
import Layout

/// Which side of a view's life a transition is playing.
enum TransitionPhase { case insertion, removal }

extension Transition {
    /// The transition that plays in `phase` (`.asymmetric` picks its side; combinations keep both).
    func resolved(for phase: TransitionPhase) -> Transition {
        switch self {
        case .asymmetric(let i, let r): return (phase == .insertion ? i : r).resolved(for: phase)
        case .combined(let a, let b): return .combined(a.resolved(for: phase), b.resolved(for: phase))
        default: return self
        }
    }

    /// The transition's animatable values in its active state for `phase` (the state the view
    /// enters from or leaves to) or at identity, for a view whose frame is `size`
    /// (`../shared/reference/swiftui-semantics.md` §5.2). Call on a `resolved` transition.
    func values(active: Bool, phase: TransitionPhase, size: Size) -> [Double] {
        let w = size.width, h = size.height
        func displacement(_ e: Edge) -> [Double] {
            switch e {
            case .top: return [0, -h]
            case .bottom: return [0, h]
            case .leading: return [-w, 0]
            case .trailing: return [w, 0]
            default: return [0, 0]
            }
        }
        func opposite(_ e: Edge) -> Edge {
            switch e {
            case .top: return .bottom
            case .bottom: return .top
            case .leading: return .trailing
            case .trailing: return .leading
            default: return e
            }
        }
        switch self {
        case .identity, .asymmetric: return []
        case .opacity: return [active ? 0 : 1]
        case .scale(let s, _): return [active ? s : 1]
        case .slide: return active ? (phase == .insertion ? [-w, 0] : [w, 0]) : [0, 0]
        case .move(let e): return active ? displacement(e) : [0, 0]
        case .offset(let x, let y): return active ? [x, y] : [0, 0]
        case .push(let e):
            return active ? displacement(phase == .insertion ? e : opposite(e)) + [0] : [0, 0, 1]
        case .blurReplace(let upUp):
            return active ? [0, 7, (phase == .removal && upUp) ? 1.1 : 0.9] : [1, 0, 1]
        case .combined(let a, let b):
            return a.values(active: active, phase: phase, size: size) + b.values(active: active, phase: phase, size: size)
        case .modifier(let a, let i): return active ? a.data : i.data
        case .genie: return [active ? 0 : 1]
        }
    }

    /// The lengths of the separately animated attributes in `values(…)`: each built-in effect
    /// (opacity, scale, offset, blur) and each custom modifier's data is its own attribute.
    var valueGroups: [Int] {
        switch self {
        case .identity, .asymmetric: return []
        case .opacity, .scale, .genie: return [1]
        case .slide, .move, .offset: return [2]
        case .push: return [2, 1]
        case .blurReplace: return [1, 1, 1]
        case .combined(let a, let b): return a.valueGroups + b.valueGroups
        case .modifier(let a, _): return a.data.isEmpty ? [] : [a.data.count]
        }
    }

    /// Number of animatable values (`values(…).count`).
    func valueCount(phase: TransitionPhase) -> Int {
        values(active: false, phase: phase, size: .zero).count
    }

    /// The modifiers (inside → outside) that show the transition with `values`, around a view
    /// whose outer frame is `bounds`.
    func modifiers(_ values: ArraySlice<Double>, bounds: Rect) throws -> [LayoutModifier] {
        let v = Array(values)
        switch self {
        case .identity, .asymmetric: return []
        case .genie(let target, let edge):
            // Values run 0 (sucked in) → 1 (identity); the effect's progress is the distance from identity.
            return [.genie(progress: 1 - v[0], target: target, edge: edge, bounds: bounds)]
        case .opacity: return [.placed(Effect(OpacityEffect(v[0])), in: bounds)]
        case .scale(_, let anchor): return [.placed(Effect(ScaleEffect(x: v[0], y: v[0], anchor: anchor)), in: bounds)]
        case .slide, .move, .offset: return [.placed(Effect(OffsetEffect(x: v[0], y: v[1])), in: bounds)]
        case .push: return [.placed(Effect(OpacityEffect(v[2])), in: bounds), .placed(Effect(OffsetEffect(x: v[0], y: v[1])), in: bounds)]
        case .blurReplace:
            return [.placed(Effect(OpacityEffect(v[0])), in: bounds), .placed(Effect(BlurEffect(radius: v[1])), in: bounds),
                    .placed(Effect(ScaleEffect(x: v[2], y: v[2])), in: bounds)]
        case .combined(let a, let b):
            let n = a.valueCount(phase: .insertion)
            return try a.modifiers(values.prefix(n), bounds: bounds) + b.modifiers(values.dropFirst(n), bounds: bounds)
        case .modifier(let active, _):
            return try customEffects(active.with(data: v), bounds: bounds)
        }
    }
}

/// The visual effects a custom modifier's body puts around its content, as layout modifiers.
///
/// Transitions animate drawing, not layout: a custom transition's body may use effect modifiers
/// (every `VisualEffect`, zIndex, nested custom modifiers). Anything else (a layout modifier, a
/// view built around the content) is reported.
func customEffects(_ m: CustomModifier, bounds: Rect) throws -> [LayoutModifier] {
    let placeholder = ViewNode.text(TextView("\u{FFFF}flipbook.transition.content"))
    var node = try m.body(m.data, placeholder)
    var chain: [Modifier] = []
    while case .modified(let inner, let mod) = node {
        chain.append(mod)
        node = inner
    }
    guard node == placeholder else {
        throw TimelineError("transition modifier \(m.name): its body must apply effect modifiers to `content` "
                            + "(opacity, scaleEffect, rotationEffect, rotation3DEffect, offset, blur, shadow, clipShape)")
    }
    var out: [LayoutModifier] = []
    for mod in chain.reversed() {
        switch mod {
        case .effect(let e): out.append(.placed(e, in: bounds))
        case .zIndex(let z): out.append(.zIndex(z))
        case .custom(let inner): out += try customEffects(inner, bounds: bounds)
        case .transition, .animation, .onAppear, .onDisappear, .onTapGesture, .clock, .id, .matchedGeometry: break
        default:
            throw TimelineError("transition modifier \(m.name): \(mod) changes layout; a transition can only use effect modifiers")
        }
    }
    return out
}
