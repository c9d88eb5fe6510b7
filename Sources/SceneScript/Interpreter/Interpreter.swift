import Document

/// Runs scene-script code: one instance per evaluation (a body for a state snapshot, one state
/// mutation, one custom modifier body), each with its own work budget.
final class Interpreter {
    let program: Program
    var limits: ScriptLimits { program.limits }
    /// The state this run reads (and, in a mutation, writes).
    var store: ScriptStore
    /// Values by name for the rendered view's `@State` (how the Swift API and tests set a state
    /// by name); a slot an action wrote wins.
    let overrides: [String: StateValue]
    /// Only mutations (timeline steps) may assign `@State` and change objects.
    let canWriteState: Bool
    /// What is rendered, so that the actions this run makes can find the views on screen.
    let root: RootView?
    /// The view instance being built: it owns the objects made now.
    var owner = Identity.root
    /// Where views and objects made now are: `owner`, then the calls, `ForEach` elements and
    /// `.id`s since (see `Identity`).
    var context = Identity.root
    /// The environment of the view being built.
    var environment = EnvironmentValues()
    /// While a `NavigationStack`'s content is built: what its bar should show.
    var navigationBar: Library.NavigationBarPreference?
    /// While a `NavigationStack`'s screens are built: its path and the links' destinations (`Library/NavigationPush.swift`).
    var navigation: Library.NavigationContext?
    var tabs: [Library.TabPreference]?
    /// While a `Picker`'s options are built: the ids of the `ForEach` rows, their implicit tags.
    var forEachIDs: [Value]?
    /// The `.sheet`s and `.fullScreenCover`s met while the body is built (see `Library/Presentations.swift`).
    var presentations: [Library.Presentation] = []
    /// While a `.toolbar`'s content is built: the `ToolbarItem`s made in it.
    var toolbarItems: [(side: NavigationBar.ItemSide, view: ViewNode)]?
    /// While an alert's actions are built: each button made, with its role and its action as written.
    var alertButtons: [ViewNode: (role: ButtonRoleKind?, source: ClosureValue?)]?
    /// While a presented sheet's content is built: what it asked of the sheet.
    var presentationPreference: Library.PresentationPreference?
    /// While a `List`'s content is built: the sections made in it, found again among its children by node.
    var listSections: [(node: ViewNode, section: GroupedList.Section)]?
    /// The colour scheme of the presentation (the device's, or the one the views prefer; see
    /// `Library.addAppearanceModifiers`); `colorScheme` is the one in effect at a view.
    var presentationScheme = ColorScheme.light
    /// The last `.preferredColorScheme(_:)` with a scheme evaluated in this run, and where.
    var preferredScheme: (scheme: ColorScheme, offset: Int)?
    /// How many views or objects each place has made so far in this run.
    var occurrences: [Identity: Int] = [:]
    /// The view instances built in this run (`Identity.root` included).
    var live: Set<Identity> = [.root]
    /// The first view instance with state that this run built: the rendered view, whose state
    /// `overrides` and `// flipbook: at` actions name.
    var rootRecord: Record?
    /// While an action is compiled: the changes of its steps so far, not yet applied to `store`
    /// (see `foresee`).
    var unforeseen: [(body: [Stmt], env: Env)] = []
    private(set) var steps = 0
    var evaluationDepth = 0
    var callDepth = 0
    /// How many times each random call (by source offset) has run in this run (see `randomSource`).
    var randomDraws: [Int: UInt64] = [:]

    /// Below this stack address, evaluation stops (see `StackGuard`).
    let stackFloor = StackGuard.floor()

    init(program: Program, state: StateValues, canWriteState: Bool = false, root: RootView? = nil) {
        self.program = program; self.canWriteState = canWriteState; self.root = root
        presentationScheme = root?.scheme ?? .light
        store = state.storage as? ScriptStore ?? ScriptStore()
        overrides = state.values
    }

    /// The state after this run (a mutation's result).
    var state: StateValues { StateValues(overrides, storage: store) }

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
            case .enumCase(_, _, let payload): for x in payload { try visit(x, depth + 1) }
            case .dictionary(let d):
                for x in d.keys where x.isComposite { try visit(x, depth + 1) }
                for x in d.values { try visit(x, depth + 1) }
            default: break
            }
        }
        try visit(v, 1)
        try tick(offset, (limits.maxArrayCount * 10 - budget) / 16)
        return v
    }

}
