/// One form of a built-in function, initializer, method or modifier: its parameters and what it
/// does with the (already type-checked) arguments.
struct Signature: Sendable {
    let params: [CallParameter]
    let impl: @Sendable (Interpreter, Args) throws -> Value

    /// A form from parameters and an implementation that reads the arguments itself; the typed
    /// wrappers (`Library.mod`, containers, gradients) build on this after reading them typed.
    init(params: [CallParameter], impl: @escaping @Sendable (Interpreter, Args) throws -> Value) {
        self.params = params
        self.impl = impl
    }

    /// A form declared with typed parameters: `impl` receives the call and one typed argument per
    /// parameter, in order, so the compiler checks its use of each.
    init<each T: ScriptArgument>(_ params: repeat Param<each T>,
                                 body impl: @escaping @Sendable (Interpreter, Args, repeat each T) throws -> Value) {
        let list = ParamList(repeat each params)
        self.init(params: list.parameters) { i, a in
            let values = try list.read(a)
            return try impl(i, a, repeat each values)
        }
    }

    /// `(label:label:)`, as `flipbook list` and the "no form taking" error show the form.
    var labels: String {
        "(" + params.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// Typed parameters kept together, so wrappers (`Library.mod`) can read all arguments as one
/// typed tuple and hand them on.
///
/// A final class, not a struct: every call of a built-in reads its arguments through the list its
/// implementation captured, and copying a pack of parameters out of the closure's context went
/// through generic value witnesses (metadata looked up at run time) on each call.
final class ParamList<each T: ScriptArgument>: Sendable {
    let params: (repeat Param<each T>)

    init(_ params: repeat Param<each T>) { self.params = (repeat each params) }

    var parameters: [CallParameter] {
        var list: [CallParameter] = []
        for p in repeat each params { list.append(p.parameter) }
        return list
    }

    /// The call's arguments from the `start`-th on, each read as its parameter's type.
    func read(_ a: Args, from start: Int = 0) throws -> (repeat each T) {
        var k = start
        func next<V>(_ p: Param<V>) throws -> V {
            defer { k += 1 }
            return try p.read(a, k)
        }
        return (repeat try next(each params))
    }
}

/// A call of a built-in after its arguments are matched to a signature's parameters and
/// type-checked. Implementations get the arguments typed (through `Param`); this carries what
/// they need besides: the call's name, offset and receiver.
struct Args {
    let name: String
    /// Per parameter: the value, or nil when the argument was left out.
    let values: [Value?]
    let offsets: [Int]
    /// The call's own offset.
    let call: Int
    /// The value a method or modifier is called on.
    let receiver: Value?
    /// The type the call's result is expected to have (`let xs: [CGFloat] = r.map { … }`).
    var hint: Hint = .any
    /// `Text("…")` with a string literal as its first argument: which characters came from the literal's
    /// own text (Markdown) rather than from interpolations (nil: not a literal).
    var literalMask: [Bool]? = nil
}
