import Document

/// Runs scene-script code: one instance per evaluation (a body for a state snapshot, one state
/// mutation, one custom modifier body), each with its own work budget.
final class Interpreter {
    let program: Program
    var limits: ScriptLimits { program.limits }
    /// The state this run reads (and, in a mutation, writes).
    var state: StateValues
    /// Only mutations (timeline steps) may assign `@State`.
    let canWriteState: Bool
    private(set) var steps = 0
    var evaluationDepth = 0
    var callDepth = 0
    /// How many times each random call (by source offset) has run in this run (see `randomSource`).
    var randomDraws: [Int: UInt64] = [:]

    /// Below this stack address, evaluation stops (see `StackGuard`).
    let stackFloor = StackGuard.floor()

    init(program: Program, state: StateValues, canWriteState: Bool = false) {
        self.program = program; self.state = state; self.canWriteState = canWriteState
    }

    /// Counts one unit of work; fails past the budget.
    @inline(__always) func tick(_ offset: Int, _ n: Int = 1) throws {
        steps &+= n
        if steps > limits.maxSteps {
            throw Failure("the scene does too much work (more than \(limits.maxSteps) evaluation steps)", at: offset,
                          supported: "smaller loops and ForEach ranges")
        }
    }

    /// Bounds nesting of evaluation so the interpreter's stack stays small.
    @inline(__always) func enter(_ offset: Int) throws {
        evaluationDepth += 1
        if evaluationDepth > limits.maxEvaluationDepth {
            throw Failure("evaluation is nested too deeply (more than \(limits.maxEvaluationDepth) levels)", at: offset)
        }
        if StackGuard.here() < stackFloor {
            throw Failure("evaluation is nested too deeply for this thread's stack", at: offset)
        }
    }
    @inline(__always) func leave() { evaluationDepth -= 1 }

    func enterCall(_ offset: Int, _ what: String) throws {
        callDepth += 1
        if callDepth > limits.maxCallDepth {
            throw Failure("calls are nested too deeply (more than \(limits.maxCallDepth)) in '\(what)' — is it recursive?",
                          at: offset)
        }
    }
    func leaveCall() { callDepth -= 1 }

    // MARK: Limits on values

    func checkString(_ s: String, _ offset: Int) throws -> Value {
        if s.utf8.count > limits.maxStringLength {
            throw Failure("string longer than \(limits.maxStringLength) characters", at: offset)
        }
        return .string(s)
    }

    func checkArray(_ a: [Value], _ offset: Int) throws -> Value {
        if a.count > limits.maxArrayCount {
            throw Failure("array with more than \(limits.maxArrayCount) elements", at: offset)
        }
        return try checkComposite(.array(a), offset)
    }

    /// Bounds a newly built composite value (array, tuple, pair, struct): its nesting depth and
    /// its size counted as a tree (so values built by doubling in a loop cannot explode the work
    /// of comparing, printing or flattening them).
    @discardableResult
    func checkComposite(_ v: Value, _ offset: Int) throws -> Value {
        var budget = limits.maxArrayCount * 10
        func visit(_ v: Value, _ depth: Int) throws {
            budget -= 1
            if budget < 0 { throw Failure("value too large (more than \(limits.maxArrayCount * 10) parts)", at: offset) }
            if depth > limits.maxValueDepth {
                throw Failure("values are nested too deeply (more than \(limits.maxValueDepth) levels)", at: offset)
            }
            switch v {
            case .array(let items): for x in items where x.isComposite { try visit(x, depth + 1) }
            case .tuple(_, let items): for x in items { try visit(x, depth + 1) }
            case .animatablePair(let a, let b): try visit(a, depth + 1); try visit(b, depth + 1)
            case .record(let r): for x in r.fields.values where x.isComposite { try visit(x, depth + 1) }
            default: break
            }
        }
        try visit(v, 1)
        try tick(offset, (limits.maxArrayCount * 10 - budget) / 16)
        return v
    }

    // MARK: State

    func readState(_ decl: StateDecl, _ offset: Int) throws -> Value {
        guard let v = state[decl.decl.name] else {
            if decl.isOptional { return .none }
            throw Failure("@State '\(decl.decl.name)' has no value", at: offset)
        }
        switch (decl.kind, v) {
        case (.bool, .bool(let b)): return .bool(b)
        case (.int, .int(let i)): return .int(i)
        case (.double, .double(let d)): return .double(d)
        case (.double, .int(let i)): return .double(Double(i))
        case (.string, .string(let s)): return .string(s)
        case (.enumeration(let t), .string(let s)):
            guard program.enums[t]?.cases.contains(s) == true else {
                throw Failure("@State '\(decl.decl.name)' holds '\(s)', which is not a case of \(t)", at: offset)
            }
            return .enumCase(type: t, name: s)
        default:
            throw Failure("@State '\(decl.decl.name)' holds \(v), which is not a \(decl.kind)", at: offset)
        }
    }

    /// The state value stored for a script value (nil: absent, for an optional set to nil).
    func stateValue(for decl: StateDecl, _ value: Value, _ offset: Int) throws -> StateValue? {
        let name = decl.decl.name
        switch (decl.kind, value) {
        case (_, .none) where decl.isOptional: return nil
        case (.bool, .bool(let b)): return .bool(b)
        case (.int, .int(let i)): return .int(i)
        case (.double, .double(let d)): return .double(try checkedNumber(d, offset))
        case (.double, .int(let i)): return .double(Double(i))
        case (.string, .string(let s)): return .string(s)
        case (.enumeration(let t), .enumCase(let vt, let c)) where vt == t: return .string(c)
        default:
            throw Failure("cannot assign \(value.described) to @State '\(name)' of type \(decl.kind)\(decl.isOptional ? "?" : "")",
                          at: offset)
        }
    }

    func writeState(_ decl: StateDecl, _ value: Value, _ offset: Int) throws {
        guard canWriteState else {
            throw Failure("@State '\(decl.decl.name)' can only change in an action (Button, onAppear, task, onTapGesture, withAnimation), not while the view is built",
                          at: offset)
        }
        state[decl.decl.name] = try stateValue(for: decl, value, offset)
    }

    /// The state declared by the struct of `self` (or any view, for top-level scripts).
    func stateDecl(_ name: String, in env: Env) -> StateDecl? {
        guard let s = program.states[name] else { return nil }
        if let rec = env.selfRecord { return rec.type.name == s.owner ? s : nil }
        return s
    }
}

extension StateDecl.Kind: CustomStringConvertible {
    var description: String {
        switch self {
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .enumeration(let n): return n
        }
    }
}
