import Document
import Geometry

/// One step of a custom modifier's body, inside → outside.
public enum CustomEffectItem: Hashable, Sendable {
    case effect(Effect)
    case zIndex(Double)
}

/// A custom modifier's body as the chain of effects it puts around its content (nested custom
/// modifiers flattened), inside → outside; nil when the body does anything else (a layout
/// modifier, a view built around the content), which only a layout can show.
///
/// A body of effects alone can be drawn again for other `animatableData` without a new layout:
/// that is how a custom modifier animates, frame by frame, on a view that stays (SwiftUI calls
/// `body(content:)` with the interpolated data on every frame) and in a transition.
public func customEffectChain(_ m: CustomModifier) throws -> [CustomEffectItem]? {
    let placeholder = ViewNode.text(TextView("\u{FFFF}flipbook.transition.content"))
    var node = try m.body(m.data, placeholder)
    var chain: [Modifier] = []
    while case .modified(let inner, let mod) = node {
        chain.append(mod)
        node = inner
    }
    guard node == placeholder else { return nil }
    var out: [CustomEffectItem] = []
    for mod in chain.reversed() {
        switch mod {
        case .effect(let e): out.append(.effect(e))
        case .zIndex(let z): out.append(.zIndex(z))
        case .custom(let inner):
            guard let c = try customEffectChain(inner) else { return nil }
            out += c
        case .transition, .animation, .onAppear, .onDisappear, .onTapGesture, .clock, .id, .coordinateSpace, .matchedGeometry: break
        default: return nil
        }
    }
    return out
}
