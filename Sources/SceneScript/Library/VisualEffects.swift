import Document

/// `visualEffect { content, proxy in … }` and `scrollTransition { content, phase in … }` (iOS 17):
/// effects computed from a view's geometry or its scroll phase.
extension Library {
    static let scrollTransitionPhaseType = "ScrollTransitionPhase"
    static let coordinateSpaceType = "CoordinateSpace"
    static let scrollConfigurationType = "ScrollTransitionConfiguration"

    /// `.animated`, `.interactive`, `.identity` (how a scroll transition follows scrolling: at
    /// rest every configuration shows the identity phase).
    static func scrollConfigurationStatic(_ name: String, hasArguments: Bool, at offset: Int) throws -> Value? {
        guard !hasArguments else { return nil }
        guard ["animated", "interactive", "identity"].contains(name) else {
            throw Failure("ScrollTransitionConfiguration has no member '.\(name)'", at: offset, supported: ".animated, .interactive, .identity")
        }
        return .enumCase(type: scrollConfigurationType, name: name)
    }

    struct ScrollConfigurationArgument: ScriptArgument {
        static var hint: Hint { .userEnum(scrollConfigurationType) }
        static var expected: String { "a scroll transition configuration (.animated, .interactive, .identity)" }
        static func read(_ v: Value, at _: Int) -> ScrollConfigurationArgument? {
            if case .enumCase(scrollConfigurationType, _, _) = v { ScrollConfigurationArgument() } else { nil }
        }
    }

    /// `ScrollTransitionPhase`'s properties: `isIdentity`, and `value` −1 (topLeading), 0, +1
    /// (bottomTrailing), as Apple documents them.
    static func scrollTransitionPhaseMember(_ phase: String, _ name: String) -> Value? {
        switch name {
        case "isIdentity": return .bool(phase == "identity")
        case "value": return .double(phase == "topLeading" ? -1 : phase == "bottomTrailing" ? 1 : 0)
        default: return nil
        }
    }

    /// `.local`, `.global`, `.scrollView` of `CoordinateSpace` (and `CoordinateSpaceProtocol`).
    static func coordinateSpaceStatic(_ name: String, hasArguments: Bool, at offset: Int) throws -> Value? {
        guard !hasArguments else { return nil }
        guard ["local", "global", "scrollView"].contains(name) else {
            throw Failure("CoordinateSpace has no member '.\(name)'", at: offset, supported: ".local, .global, .named(\"…\")")
        }
        return .enumCase(type: coordinateSpaceType, name: name)
    }

    static func addVisualEffectConstructors(_ t: inout [String: [Signature]]) {
        t["\(scrollConfigurationType).animated"] = [Signature(Param<Animation>.unlabeled(default: .default)) { _, _, _ in
            .enumCase(type: scrollConfigurationType, name: "animated")
        }]
        t["\(scrollConfigurationType).interactive"] = [Signature(Param<Value>.labeled("timingCurve", default: .none)) { _, _, _ in
            .enumCase(type: scrollConfigurationType, name: "interactive")
        }]
    }

    static func addVisualEffectModifiers(_ t: inout [String: [Signature]]) {
        t["visualEffect"] = [onView(Param<ClosureValue>.unlabeled) { i, base, a, effect in
            try i.visualEffect(base, effect, a.call)
        }]
        // At rest every view of a scroll view is in the identity phase (Flipbook's scroll views
        // do not scroll), so the closure is applied once with `.identity`.
        let phaseBody: @Sendable (Interpreter, ViewValue, Args, ClosureValue) throws -> Value = { i, base, a, body in
            let v = try i.buildClosure(body, [.view(base), .enumCase(type: scrollTransitionPhaseType, name: "identity")], a.call)
            return .view(v)
        }
        t["scrollTransition"] = [
            onView(Param<ScrollConfigurationArgument?>.unlabeled(default: nil), Param<Axes?>.labeled("axis", default: nil),
                   Param<ClosureValue>.labeled("transition")) { i, base, a, _, _, body in try phaseBody(i, base, a, body) },
            onView(Param<ScrollConfigurationArgument>.labeled("topLeading"), Param<ScrollConfigurationArgument>.labeled("bottomTrailing"),
                   Param<Axes?>.labeled("axis", default: nil),
                   Param<ClosureValue>.labeled("transition")) { i, base, a, _, _, _, body in try phaseBody(i, base, a, body) },
        ]
    }

}

extension Interpreter {
    /// `visualEffect { content, proxy in … }`: a custom modifier whose body is the closure, run
    /// with the view's frame each time it is drawn (so it follows the frame as it animates). The
    /// closure may apply visual effects only, as SwiftUI's `VisualEffect` requires.
    func visualEffect(_ base: ViewValue, _ effect: ClosureValue, _ call: Int) throws -> Value {
        let program = self.program, snapshot = self.state, env = environment, scheme = presentationScheme
        var m = CustomModifier(name: "visualEffect", data: []) { data, content in
            let interp = Interpreter(program: program, state: snapshot)
            interp.environment = env
            interp.presentationScheme = scheme
            let frame = data.count == 4 ? Rect(x: data[0], y: data[1], width: data[2], height: data[3]) : Rect(x: 0, y: 0, width: 0, height: 0)
            do {
                return try interp.visualEffectBody(effect, content, frame, call)
            } catch let f as Failure {
                throw program.source.error(f)
            }
        }
        m.readsGeometry = true
        // Run the closure once now (for a 100-point square), so a mistake in it is reported here.
        _ = try visualEffectBody(effect, .empty, Rect(x: 0, y: 0, width: 100, height: 100), call)
        return try modified(base.node.modifier(.custom(m)), base, call)
    }

    /// The closure's effects around `content`; anything but visual effects is an error.
    func visualEffectBody(_ effect: ClosureValue, _ content: ViewNode, _ frame: Rect, _ call: Int) throws -> ViewNode {
        let v = try buildClosure(effect, [.view(leaf(content)), .platform(.geometryProxy(GeometryProxy(globalFrame: frame)))], call)
        var n = v.node
        while case .modified(let inner, let mod) = n {
            switch mod {
            case .effect, .zIndex, .custom: n = inner
            default:
                throw Failure("visualEffect's closure may apply visual effects only, not \(mod)", at: effect.closure.offset,
                              supported: "content.offset(…), .scaleEffect(…), .rotationEffect(…), .opacity(…), .blur(radius:), .brightness(…), …")
            }
        }
        guard n == content else {
            throw Failure("visualEffect's closure must return its content with effects", at: effect.closure.offset,
                          supported: "{ content, proxy in content.offset(y: …) }")
        }
        return v.node
    }
}
