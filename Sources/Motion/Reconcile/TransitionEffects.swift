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
        case .animated(let t, _): return t.resolved(for: phase)
        default: return self
        }
    }

    /// The animation attached with `.animation(_:)` that runs this transition in `phase`, if any
    /// (the outermost one wins, as an outer attachment wraps the inner transition).
    func attachedAnimation(for phase: TransitionPhase) -> Animation? {
        switch self {
        case .animated(_, let a): return a
        case .asymmetric(let i, let r): return (phase == .insertion ? i : r).attachedAnimation(for: phase)
        case .combined(let a, let b): return a.attachedAnimation(for: phase) ?? b.attachedAnimation(for: phase)
        default: return nil
        }
    }

    /// Whether this insertion and `removal` (both resolved) show the same values the same way, so
    /// that a removal may carry on from where the insertion got to: the same transition, or custom
    /// modifiers around one identity modifier (the iOS 17 `Transition` protocol's phases).
    func sharesValues(with removal: Transition) -> Bool {
        if self == removal { return true }
        if case .modifier(_, let a) = self, case .modifier(_, let b) = removal { return a == b }
        return false
    }

    /// The transition's animatable values in its active state for `phase` (the state the view
    /// enters from or leaves to) or at identity, for a view whose frame is `size`
    /// (`../shared/reference/swiftui-semantics.md` §5.2). Call on a `resolved` transition.
    func values(active: Bool, phase: TransitionPhase, size: Size) throws -> [Double] {
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
        case .identity, .asymmetric, .animated: return []
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
            return try a.values(active: active, phase: phase, size: size) + b.values(active: active, phase: phase, size: size)
        case .modifier(let a, let i):
            if let pair = try EffectPair(active: a, identity: i) { return active ? pair.active : pair.identity }
            return active ? a.data : i.data
        case .genie: return [active ? 0 : 1]
        }
    }

    /// The lengths of the separately animated attributes in `values(…)`: each built-in effect
    /// (opacity, scale, offset, blur) and each custom modifier's data is its own attribute.
    func valueGroups() throws -> [Int] {
        switch self {
        case .identity, .asymmetric, .animated: return []
        case .opacity, .scale, .genie: return [1]
        case .slide, .move, .offset: return [2]
        case .push: return [2, 1]
        case .blurReplace: return [1, 1, 1]
        case .combined(let a, let b): return try a.valueGroups() + b.valueGroups()
        case .modifier(let a, let i):
            if let pair = try EffectPair(active: a, identity: i) { return pair.groups }
            return a.data.isEmpty ? [] : [a.data.count]
        }
    }

    /// Number of animatable values (`values(…).count`).
    func valueCount(phase: TransitionPhase) throws -> Int {
        try values(active: false, phase: phase, size: .zero).count
    }

    /// The modifiers (inside → outside) that show the transition with `values`, around a view
    /// whose outer frame is `bounds`.
    func modifiers(_ values: ArraySlice<Double>, bounds: Rect) throws -> [LayoutModifier] {
        let v = Array(values)
        switch self {
        case .identity, .asymmetric, .animated: return []
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
            let n = try a.valueCount(phase: .insertion)
            return try a.modifiers(values.prefix(n), bounds: bounds) + b.modifiers(values.dropFirst(n), bounds: bounds)
        case .modifier(let active, let identity):
            if let pair = try EffectPair(active: active, identity: identity) { return pair.modifiers(v, bounds: bounds) }
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
    try transitionEffectChain(m).map { item in
        switch item {
        case .effect(let e): return .placed(e, in: bounds)
        case .zIndex(let z): return .zIndex(z)
        }
    }
}

/// `.modifier(active:identity:)` whose modifier has no `animatableData` (SwiftUI's
/// `EmptyAnimatableData`): SwiftUI builds the body with the active value and with the identity
/// value, and the animatable modifiers inside it (rotation, offset, scale, opacity, blur, …) animate
/// between the two like any other modifier values. Here both bodies are reduced to their effect
/// chains; when the chains have the same structure (the same effects in the same order, numbers
/// aside) each effect's numbers are one attribute, interpolated in animation units. Chains that
/// differ in structure (`if` in the body) cannot interpolate: nil, and the transition shows the
/// active body without animating it (Flipbook's earlier behaviour for every such modifier).
struct EffectPair {
    /// Both chains' numbers (animation units), effect by effect.
    let active: [Double], identity: [Double]
    let groups: [Int]
    /// The identity chain: numbers are injected into it.
    let chain: [CustomEffectItem]

    init?(active a: CustomModifier, identity i: CustomModifier) throws {
        guard a.data.isEmpty, i.data.isEmpty else { return nil }
        let ca = try transitionEffectChain(a), ci = try transitionEffectChain(i)
        guard ca.count == ci.count, zip(ca, ci).allSatisfy({ Self.structure($0) == Self.structure($1) }) else { return nil }
        var groups: [Int] = []
        active = Self.numbers(ca, groups: &groups)
        var ignored: [Int] = []
        identity = Self.numbers(ci, groups: &ignored)
        self.groups = groups.filter { $0 > 0 }
        chain = ci
    }

    /// The chain with its numbers zeroed (what must match).
    static func structure(_ item: CustomEffectItem) -> CustomEffectItem {
        guard case .effect(let e) = item else { return item }
        return .effect(e.mappingNumbers(NumberMapper({ _, _ in 0 }, beginAttribute: {})))
    }

    static func numbers(_ chain: [CustomEffectItem], groups: inout [Int]) -> [Double] {
        var out: [Double] = []
        var g: [Int] = []
        for case .effect(let e) in chain {
            g.append(0)
            _ = e.mappingNumbers(NumberMapper({ v, u in out.append(u.toAnimation(v)); g[g.count - 1] += 1; return v },
                                              beginAttribute: { g.append(0) }))
        }
        groups = g
        return out
    }

    /// The identity chain showing `values` (animation units), placed in `bounds`.
    func modifiers(_ values: [Double], bounds: Rect) -> [LayoutModifier] {
        var k = 0
        return chain.map { item in
            switch item {
            case .zIndex(let z): return .zIndex(z)
            case .effect(let e):
                let shown = e.mappingNumbers(NumberMapper({ _, u in defer { k += 1 }; return u.fromAnimation(values[k]) },
                                                          beginAttribute: {}))
                return .placed(shown, in: bounds)
            }
        }
    }
}

/// A custom modifier's body as its chain of effects, or the error a transition reports.
func transitionEffectChain(_ m: CustomModifier) throws -> [CustomEffectItem] {
    guard let chain = try customEffectChain(m) else {
        throw TimelineError("transition modifier \(m.name): its body must apply effect modifiers to `content` "
                            + "(opacity, scaleEffect, rotationEffect, rotation3DEffect, offset, blur, shadow, clipShape); "
                            + "a layout modifier or a view around the content cannot transition")
    }
    return chain
}
