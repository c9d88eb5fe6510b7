import Document

/// `Transaction()`, `Transaction(animation:)`, its `animation` and `disablesAnimations`, and the
/// `.transaction { $0.animation = nil }` / `.transaction(value:_:)` modifiers, whose closure runs
/// on the transaction of each change when motion decides the subtree's animation.
extension Transaction: ScriptArgument {
    static var hint: Hint { .transaction }
    static func read(_ v: Value, at _: Int) -> Transaction? { if case .transaction(let t) = v { t } else { nil } }
}

extension Library {
    static func addTransactionConstructors(_ t: inout [String: [Signature]]) {
        t["Transaction"] = [
            Signature() { _, _ in .transaction(Transaction()) },
            Signature(Param<Animation?>.labeled("animation")) { _, _, a in .transaction(Transaction(animation: a)) },
        ]
    }

    static let transactionProperties: [String: [String: Property]] = ["transaction": [
        "animation": { _, v, _ in if case .transaction(let t) = v { return t.animation.map(Value.animation) ?? .none }; return .void },
        "disablesAnimations": { _, v, _ in if case .transaction(let t) = v { return .bool(t.disablesAnimations) }; return .void },
        // iOS 17: whether the change came from a gesture or a control; never here.
        "isContinuous": { _, _, _ in .bool(false) },
    ]]

    /// `.transaction { t in … }` and `.transaction(value: v) { t in … }`.
    static let transactionModifiers: [Signature] = [
        onView(Param<ClosureValue>.unlabeled) { i, base, a, body in
            try i.modified(base.node.modifier(.transaction(try i.transactionModifier(body, value: nil, at: a.call))), base, a.call)
        },
        onView(Param<Located<Value>>.labeled("value"), Param<ClosureValue>.unlabeled) { i, base, a, value, body in
            let state = try i.stateValue(value.value, value.offset)
            return try i.modified(base.node.modifier(.transaction(try i.transactionModifier(body, value: state, at: a.call))), base, a.call)
        },
    ]
}

extension Interpreter {
    /// A `.transaction` closure as a model modifier: its body runs on a copy of the interpreter's
    /// program whenever motion asks, with the closure's one (inout) parameter bound to the transaction.
    func transactionModifier(_ c: ClosureValue, value: StateValue?, at offset: Int) throws -> TransactionModifier {
        let closure = c.closure
        let parameter: String
        if closure.parameters.count == 1 { parameter = closure.parameters[0] }
        else if closure.parameters.isEmpty && closure.shorthandCount <= 1 { parameter = "$0" }
        else { throw Failure("transaction's closure takes one parameter, the transaction: { t in t.animation = nil }", at: closure.offset) }
        let program = self.program
        let name = "\(program.source.location(of: offset))"
        return TransactionModifier(name: name, value: value) { transaction in
            let interp = Interpreter(program: program, state: StateValues())
            do {
                var env = c.env
                env.push()
                env.bind(parameter, .transaction(transaction), mutable: true)
                _ = try interp.runBody(closure.body, &env, hint: .any, builder: false)
                guard case .transaction(let updated)? = env.lookup(parameter) else {
                    throw Failure("the transaction's closure must leave its parameter a Transaction", at: closure.offset)
                }
                transaction = updated
            } catch let f as Failure {
                throw program.source.error(f)
            }
        }
    }
}
