import Document

/// A parsed and checked scene file.
public struct ScriptFile: Sendable {
    let program: Program
    /// The file's `// flipbook:` directives.
    public let directives: SceneDirectives

    init(program: Program, directives: SceneDirectives) { self.program = program; self.directives = directives }

    /// The file name given to `parse` (for several files, the module's name).
    public var file: String { program.source.file }
    /// The files of the scene, in order (one for a single-file scene).
    public var files: [String] { program.source.files.map(\.name) }
    /// The `#Preview` blocks' names, in order (nil for an unnamed preview).
    public var previews: [String?] { program.syntax.previews.map(\.name) }
    /// The `View` structs declared.
    public var views: [String] { program.syntax.structs.filter { $0.role == .view }.map(\.name) }
    /// The `ViewModifier` structs declared.
    public var modifiers: [String] { program.syntax.structs.filter { $0.role == .modifier }.map(\.name) }
    /// The `@State`/`@StateObject` variables, as `View.name`.
    public var stateNames: [String] { program.states.flatMap { v, decls in decls.keys.map { "\(v).\($0)" } }.sorted() }

    /// The scene: `body(state)` interprets the rendered view for each state snapshot.
    public func scene(preview: String? = nil, overrides: SceneOverrides = SceneOverrides()) throws -> Scene {
        let program = self.program
        do {
            let found = try rootBody(preview ?? directives.preview, at: preview == nil ? directives.previewOffset : 0)
            let root = RootView(body: found.body, offset: found.offset)
            // State starts empty: each view instance computes its initial values when it is made.
            let initial = StateValues(storage: ScriptStore())
            let s = overrides.merged(over: directives.settings)
            // Check the first frame now, so a broken scene fails when it is loaded; it also finds
            // the rendered view, whose state `// flipbook: at` actions name, and the scheme of
            // the presentation, which every later frame keeps.
            var scheme = PresentationScheme(device: s.colorScheme ?? .light)
            let (first, _) = try scheme.built(program, initial, root)
            scheme.first = first.presentationScheme
            let presentation = scheme
            let body: @Sendable (StateValues) throws -> ViewNode = { state in
                do {
                    return try presentation.built(program, state, root).1.node
                } catch let f as Failure {
                    throw program.source.error(f)
                }
            }
            var scripts: [(time: Double, script: Script)] = []
            for action in directives.actions {
                var env = Env(selfRecord: first.rootRecord)
                let loc = program.source.location(of: action.offset)
                scripts.append((action.time, Script(name: "at \(formatNumber(action.time))@\(loc)",
                                                    steps: try first.compileSteps(action.body, &env, "at"))))
            }
            let name = s.name ?? found.name ?? String(file.split(separator: "/").last ?? "scene")
                .replacingOccurrences(of: ".swift", with: "")
            var scene = Scene(name: name, size: s.size ?? Size(width: 400, height: 400),
                              scale: s.scale ?? 2, fps: s.fps ?? 30,
                              duration: s.duration, hold: s.hold ?? 0.5,
                              // A window's own background: systemBackground of its scheme.
                              background: s.background ?? UIKitColor.background(in: presentation.first ?? .light),
                              initialState: initial,
                              scripts: scripts, taps: s.taps ?? [], body: body)
            // Before an action: the state of the view instances no longer on screen goes.
            scene.retainState = { state in
                guard let store = state.storage as? ScriptStore, !(store.slots.isEmpty && store.objects.isEmpty) else { return state }
                let probe: Interpreter
                do { probe = try presentation.built(program, state, root).0 } catch let f as Failure { throw program.source.error(f) }
                return StateValues(state.values, storage: store.pruned(keeping: probe.live))
            }
            return scene
        } catch let f as Failure {
            throw program.source.error(f)
        }
    }

    /// The initial `@State` values of the rendered view (the first view with state that the
    /// preview makes), by name, as `SceneScript.writtenValues` shows them: for tests and `check`.
    public func initialValues(preview: String? = nil) throws -> StateValues {
        do {
            let found = try rootBody(preview ?? directives.preview, at: preview == nil ? directives.previewOffset : 0)
            let root = RootView(body: found.body, offset: found.offset)
            let interp = Interpreter(program: program, state: StateValues(), root: root)
            _ = try interp.build(root)
            var out: [String: StateValue] = [:]
            for (name, v) in interp.rootRecord?.states ?? [:] { out[name] = v.stateValue }
            return StateValues(out)
        } catch let f as Failure {
            throw program.source.error(f)
        }
    }

    /// What is rendered: a `#Preview`, else the top-level statements, else `ContentView()`.
    func rootBody(_ preview: String?, at offset: Int) throws -> (body: [Stmt], offset: Int, name: String?) {
        let previews = program.syntax.previews
        if let preview {
            guard let p = previews.first(where: { $0.name == preview }) else {
                let names = previews.compactMap(\.name)
                throw Failure("no #Preview named \"\(preview)\"", at: offset,
                              supported: names.isEmpty ? "this file has no named previews" : "previews: " + names.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            if let f = p.failure { throw f }
            return (p.body, p.offset, p.name)
        }
        if let p = previews.first {
            if let f = p.failure { throw f }
            return (p.body, p.offset, p.name)
        }
        if !program.syntax.statements.isEmpty {
            return (program.syntax.statements, program.syntax.statements[0].offset, nil)
        }
        // A nested view (`Outer.Row`) is part of its outer view, never the scene itself.
        let views = program.syntax.structs.filter { $0.role == .view && !$0.name.contains(".") }
        let root = views.first { $0.name == "ContentView" } ?? (views.count == 1 ? views[0] : nil)
        guard let root else {
            throw Failure("nothing to render", at: 0,
                          supported: "add #Preview { MyView() }, a top-level view expression, or struct ContentView: View")
        }
        let call = Expr(.call(Expr(.identifier(root.name), at: root.offset), []), at: root.offset)
        return ([Stmt(.expression(call), at: root.offset)], root.offset, nil)
    }
}

extension ScriptFile {
    /// Checking (`SceneScript.diagnose`): evaluates the first frame of every preview (or of what
    /// the file renders without one) and compiles the `at` directives' code, recording errors
    /// in the program's list.
    func evaluatePreviews() {
        guard case .diagnose(let list) = program.recovery else { return }
        let source = program.source
        func record(_ body: () throws -> Void) {
            do { try body() } catch let f as Failure { list.add(f, in: source, severity: .error) } catch {}
        }
        var roots: [(body: [Stmt], offset: Int, name: String?)] = program.syntax.previews.map { ($0.body, $0.offset, $0.name) }
        if roots.isEmpty { record { roots = [try rootBody(nil, at: 0)] } }
        var rendered: String??
        record {
            let found = try rootBody(directives.preview, at: directives.previewOffset)
            rendered = .some(found.name)
        }
        var renderedDone = false
        for r in roots {
            let root = RootView(body: r.body, offset: r.offset)
            let interp = Interpreter(program: program, state: StateValues(storage: ScriptStore()), root: root)
            record { _ = try interp.build(root) }
            if !renderedDone, let rendered, rendered == r.name {
                renderedDone = true
                // The `at` directives run against the rendered view's state.
                for action in directives.actions {
                    var env = Env(selfRecord: interp.rootRecord)
                    record { _ = try interp.compileSteps(action.body, &env, "at") }
                }
            }
        }
    }
}

/// What a scene renders: a preview's body, the top-level statements or `ContentView()`.
struct RootView: Sendable {
    let body: [Stmt]
    let offset: Int
    /// The presentation's colour scheme: what interpreters of this root (body builds and the
    /// actions they compile) resolve colours in where no view overrides it.
    var scheme = ColorScheme.light
}

extension Interpreter {
    /// The rendered view for this run's state.
    func build(_ root: RootView) throws -> ViewValue {
        var env = Env()
        presentations = []
        let view = try presented(asView(runBody(root.body, &env, hint: .view, builder: true), root.offset), root.offset)
        // A dark presentation: default text, dividers and button labels take its colours (light
        // is the layout's default, so light trees are as they were).
        if presentationScheme == .dark { return try wrap(view.node.colorScheme(.dark), around: [view], root.offset) }
        return view
    }
}

extension RootView {
    func `in`(_ scheme: ColorScheme) -> RootView { var r = self; r.scheme = scheme; return r }
}

/// The colour scheme of a scene's presentation: the device's setting unless the rendered views
/// prefer one (see `Library.addAppearanceModifiers`).
struct PresentationScheme: Sendable {
    /// The device's appearance (the directive or flag; light by default).
    let device: ColorScheme
    /// The scheme of the first frame, which the clip keeps (its canvas is painted once).
    var first: ColorScheme?

    /// An interpreter for `state` that has built the rendered view in the scheme the view
    /// prefers: built once in the expected scheme, and again when the views prefer another.
    func built(_ program: Program, _ state: StateValues, _ root: RootView) throws -> (Interpreter, ViewValue) {
        let expected = first ?? device
        var interp = Interpreter(program: program, state: state, root: root.in(expected))
        var view = try interp.build(root)
        let preferred = interp.preferredScheme
        let scheme = preferred?.scheme ?? device
        if scheme != expected {
            if first != nil {
                throw Failure("the colour scheme changes to \(scheme) in a later state; a clip keeps the scheme of its first frame (\(expected))",
                              at: preferred?.offset ?? root.offset,
                              supported: "one .preferredColorScheme for the whole clip (render each scheme as its own clip), or .environment(\\.colorScheme, …) on a subtree")
            }
            interp = Interpreter(program: program, state: state, root: root.in(scheme))
            view = try interp.build(root)
        }
        return (interp, view)
    }
}
