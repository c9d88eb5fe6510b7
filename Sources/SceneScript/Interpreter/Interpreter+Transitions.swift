import Document

extension Interpreter {
    // MARK: iOS 17 `Transition` (`struct Blur: Transition { func body(content:phase:) }`)

    /// A script `Transition` as the model's transition. Apple documents the phases: a view being
    /// inserted starts at `.willAppear` (value −1) and animates to `.identity`; one being removed
    /// animates from `.identity` to `.didDisappear` (+1). Each phase's body is a custom modifier
    /// without animatable data, so — as for `.modifier(active:identity:)` — the effects inside
    /// the bodies animate between the phases.
    func scriptTransition(_ r: Record, _ offset: Int) throws -> Transition {
        func phased(_ phase: String) throws -> CustomModifier {
            // Built once now, so mistakes in the body are reported where the transition is used.
            _ = try transitionBody(r, phase, ViewNode.text(TextView("content")), offset)
            let program = self.program
            return CustomModifier(name: "\(r.type.name)(phase: .\(phase))", data: []) { _, content in
                let interp = Interpreter(program: program, state: StateValues())
                do { return try interp.transitionBody(r, phase, content, offset).node } catch let f as Failure {
                    throw program.source.error(f)
                }
            }
        }
        let identity = try phased("identity")
        return .asymmetric(insertion: .modifier(active: try phased("willAppear"), identity: identity),
                           removal: .modifier(active: try phased("didDisappear"), identity: identity))
    }

    /// `func body(content: Content, phase: TransitionPhase) -> some View` for one phase.
    func transitionBody(_ r: Record, _ phase: String, _ content: ViewNode, _ offset: Int) throws -> ViewValue {
        guard let f = method(of: r.type, "body"), f.parameters.count == 2 else {
            throw Failure("'\(r.type.name)' needs func body(content: Content, phase: TransitionPhase) -> some View",
                          at: r.type.offset)
        }
        try enterCall(offset, r.type.name)
        defer { leaveCall() }
        var env = Env(selfRecord: r)
        env.bind(f.parameters[0].name, .view(ViewValue(node: content, depth: 1)))
        env.bind(f.parameters[1].name, .enumCase(type: "TransitionPhase", name: phase))
        return try asView(runBody(f.body, &env, hint: .view, builder: true), f.offset)
    }
}
