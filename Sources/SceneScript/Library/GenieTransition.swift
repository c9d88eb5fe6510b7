import Document

/// The genie article's SwiftUI wrapper of BCGenieEffect:
/// `.genieTransition(isHidden:duration:delay:rect:edge:completion:)` and
/// `.genieTransition(isHidden:animation:value:rect:edge:completion:)`. The view stays in the
/// tree; when `isHidden` changes it is sucked into `rect` (relative to its own origin) through
/// `edge` (a `BCRectEdge`), or blown back out, and `completion` runs when that ends.
extension Library {
    static let rectEdgeType = "BCRectEdge"
    /// BCRectEdge's cases in its raw-value order (top 0, left 1, bottom 2, right 3).
    static let rectEdges = ["top", "left", "bottom", "right"]

    struct RectEdgeArgument: ScriptArgument {
        let raw: Int
        static var hint: Hint { .userEnum(rectEdgeType) }
        static var expected: String { "a BCRectEdge (.top, .left, .bottom, .right)" }
        static func read(_ v: Value, at _: Int) -> RectEdgeArgument? {
            guard case .enumCase(rectEdgeType, let n, _) = v, let i = rectEdges.firstIndex(of: n) else { return nil }
            return RectEdgeArgument(raw: i)
        }
    }

    static func addGenieModifiers(_ t: inout [String: [Signature]]) {
        t["genieTransition"] = [
            // BCGenieEffect's README animates for 0.7 s; that the wrapper defaults to it is inferred.
            onView(Param<Located<Bool>>.labeled("isHidden"), Param<Located<Double>>.labeled("duration", default: Located(value: 0.7, offset: 0)),
                   Param<Double>.labeled("delay", default: 0), Param<Rect>.labeled("rect"), Param<RectEdgeArgument>.labeled("edge"),
                   Param<ClosureValue?>.omittable("completion")) { i, base, a, hidden, duration, delay, rect, edge, completion in
                guard duration.value.isFinite, duration.value > 0 else {
                    throw Failure("a genie transition takes some time (duration: \(formatNumber(duration.value)))", at: duration.offset,
                                  supported: "duration: 0.7")
                }
                // The genie's own phases ease (smoothstep); its frames run evenly in time (§9).
                let animation = Animation.linear(duration: duration.value).delay(max(0, delay))
                return try i.genieTransition(base, hidden, animation: animation, rect: rect, edge: edge.raw, completion: completion, a.call)
            },
            onView(Param<Located<Bool>>.labeled("isHidden"), Param<Animation>.labeled("animation"), Param<Value>.labeled("value", default: .none),
                   Param<Rect>.labeled("rect"), Param<RectEdgeArgument>.labeled("edge"),
                   Param<ClosureValue?>.omittable("completion")) { i, base, a, hidden, animation, _, rect, edge, completion in
                try i.genieTransition(base, hidden, animation: animation, rect: rect, edge: edge.raw, completion: completion, a.call)
            },
        ]
    }
}

extension Interpreter {
    func genieTransition(_ base: ViewValue, _ hidden: Located<Bool>, animation: Animation, rect: Rect, edge: Int,
                         completion: ClosureValue?, _ call: Int) throws -> Value {
        let effect = GenieTransitionEffect(progress: hidden.value ? 1 : 0, rect: rect, edge: edge)
        let node = base.node.modifier(.effect(Effect(effect))).animation(animation, value: StateValue(hidden.value))
        let view = try modified(node, base, call)
        guard let completion, case .view(let v) = view else { return view }
        // The completion runs once the animation that a change of `isHidden` started has ended.
        let closure = completion.closure
        guard closure.parameters.isEmpty, closure.shorthandCount == 0 else {
            throw Failure("the genie transition's completion takes no parameters", at: closure.offset)
        }
        let program = self.program, root = self.root, state = self.state
        let name = clockName("genieTransition", call)
        let end = AnimationCompletion.time(of: animation, .logicallyComplete) ?? 0
        let clock = ViewClock(name: name, start: .change(StateValue(hidden.value)), schedule: .offsets([end], period: nil),
                              unboundedLength: Interpreter.unboundedClockLength) { tick in
            let interp = Interpreter(program: program, state: state, canWriteState: false, root: root)
            var env = completion.env
            env.push()
            do {
                return Script(name: "\(name) completion", steps: try interp.compileSteps(closure.body, &env, name))
            } catch let f as Failure {
                throw program.source.error(f)
            }
        }
        return v.withClock(clock)
    }
}
