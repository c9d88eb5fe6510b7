import Document

/// Scene scripts: a scene written as SwiftUI code, interpreted (never compiled or run) into the
/// Document model. See docs/scene-scripts.md for the supported subset and the directives.
///
/// Interpretation is safe for CI: a script cannot do I/O, and every run is bounded by
/// `ScriptLimits` (work, loop sizes, nesting, string and array sizes); anything outside the
/// subset is a `ScriptError` naming the line and column and what is supported instead.
public enum SceneScript {
    /// Parses and checks a scene file (no code runs yet).
    public static func parse(_ source: String, file: String) throws -> ScriptFile {
        try parse(source, file: file, limits: ScriptLimits())
    }

    /// Parses and checks a scene file. With `lenient`, declarations with errors are left out
    /// (each a warning in the list; using one fails with its error), and the scene skips
    /// unknown modifiers and draws unknown views as placeholders (see `load(…lenient:)`).
    public static func parse(_ source: String, file: String, limits: ScriptLimits,
                             lenient: ScriptDiagnostics? = nil) throws -> ScriptFile {
        try parse(source, file: file, limits: limits, lenient: lenient, overrides: SceneOverrides())
    }

    /// `overrides` are the settings the scene will be made with (`load`'s): the canvas size, scale
    /// and seed the code sees (`UIScreen.main.bounds`, `Double.random(in:)`) are theirs, else the
    /// file's directives', else the defaults.
    static func parse(_ source: String, file: String, limits: ScriptLimits, lenient: ScriptDiagnostics?,
                      overrides: SceneOverrides) throws -> ScriptFile {
        try compile(SourceText(file: file, text: source), limits: limits, recovery: lenient.map { .lenient($0) } ?? .strict,
                    overrides: overrides)
    }

    /// Parses and checks several files as one module (a folder scene): a view and the types,
    /// extensions and helpers it uses may be in different files; places in errors name the file.
    /// `name` names the module (the folder), and gives the default scene name.
    public static func parse(_ files: [ScriptSource], name: String, limits: ScriptLimits = ScriptLimits(),
                             lenient: ScriptDiagnostics? = nil) throws -> ScriptFile {
        try parse(files, name: name, limits: limits, lenient: lenient, overrides: SceneOverrides())
    }

    static func parse(_ files: [ScriptSource], name: String, limits: ScriptLimits, lenient: ScriptDiagnostics?,
                      overrides: SceneOverrides) throws -> ScriptFile {
        try compile(SourceText(name: name, files: files.map { ($0.file, $0.text) }), limits: limits,
                    recovery: lenient.map { .lenient($0) } ?? .strict, overrides: overrides)
    }

    /// Loads a scene file, or a folder of them (every `.swift` file directly in it, in name
    /// order, as one module): the scene renders the `#Preview` named `preview` (across the files),
    /// else the first one in file order, else the top-level view expression, else `ContentView()`.
    ///
    /// Loading is strict: the first error fails it. Pass a `lenient` list to render anyway: an
    /// unknown or unsupported modifier is skipped, an unknown or unsupported view is drawn as a
    /// labelled placeholder, and a declaration with an error is left out unless what is rendered
    /// uses it; the list receives one warning per construct (also for constructs a later state
    /// meets, while the clip is laid out or rendered).
    public static func load(contentsOf path: String, preview: String? = nil,
                            overrides: SceneOverrides = SceneOverrides(), lenient: ScriptDiagnostics? = nil) throws -> Scene {
        let (name, files) = try sources(contentsOf: path)
        return try load(files, name: name, preview: preview, overrides: overrides, lenient: lenient)
    }

    /// Loads a scene from source text (`file` names it in errors and gives the default scene name).
    public static func load(source: String, file: String, preview: String? = nil,
                            overrides: SceneOverrides = SceneOverrides(), limits: ScriptLimits = ScriptLimits(),
                            lenient: ScriptDiagnostics? = nil) throws -> Scene {
        try parse(source, file: file, limits: limits, lenient: lenient, overrides: overrides).scene(preview: preview, overrides: overrides)
    }

    /// Loads a scene from several files read as one module (see `parse(_:name:limits:lenient:)`).
    public static func load(_ files: [ScriptSource], name: String, preview: String? = nil,
                            overrides: SceneOverrides = SceneOverrides(), limits: ScriptLimits = ScriptLimits(),
                            lenient: ScriptDiagnostics? = nil) throws -> Scene {
        try parse(files, name: name, limits: limits, lenient: lenient, overrides: overrides).scene(preview: preview, overrides: overrides)
    }

    /// Every error of a scene file at once, in source order (each message once per place): what
    /// `flipbook check` prints. Parsing goes on after an error at the next statement, member or
    /// declaration; every declaration is checked; every preview's first frame is evaluated, an
    /// unknown modifier or view being recorded and evaluation going on past it. Empty when the
    /// file loads (loading also runs the timeline's actions, which can still fail).
    public static func diagnose(source: String, file: String, limits: ScriptLimits = ScriptLimits()) -> [ScriptError] {
        diagnose(SourceText(file: file, text: source), limits: limits)
    }

    /// Every error of several files read as one module (see `diagnose(source:file:limits:)`).
    public static func diagnose(_ files: [ScriptSource], name: String, limits: ScriptLimits = ScriptLimits()) -> [ScriptError] {
        diagnose(SourceText(name: name, files: files.map { ($0.file, $0.text) }), limits: limits)
    }

    /// Every error of a scene file or folder (see `diagnose(source:file:limits:)`); a file that
    /// cannot be read is the one error.
    public static func diagnose(contentsOf path: String, limits: ScriptLimits = ScriptLimits()) -> [ScriptError] {
        do {
            let (name, files) = try sources(contentsOf: path)
            return diagnose(files, name: name, limits: limits)
        } catch let e as ScriptError {
            return [e]
        } catch {
            return [ScriptError(file: path, line: 0, column: 0, sourceLine: "", message: "\(error)")]
        }
    }

    static func diagnose(_ text: SourceText, limits: ScriptLimits) -> [ScriptError] {
        let list = ScriptDiagnostics()
        do {
            let file = try compile(text, limits: limits, recovery: .diagnose(list))
            file.evaluatePreviews()
        } catch let e as ScriptError {
            list.add(e, at: 0)
        } catch {}
        return list.all
    }
}

/// One file of a folder scene: its name (in errors) and its text.
public struct ScriptSource: Sendable, Hashable {
    public var file: String
    public var text: String
    public init(file: String, text: String) { self.file = file; self.text = text }
}

extension SceneScript {
    /// The `@State` values actions have written in an interpreted scene's state, by variable name
    /// (with the owning instance, `name@identity`, where several views have one of that name),
    /// for tests and debugging. Values other than Bool, Int, Double, String and enum cases (the
    /// case name) are shown as their description; nil ones are left out.
    public static func writtenValues(_ state: StateValues) -> StateValues {
        guard let store = state.storage as? ScriptStore else { return StateValues(state.values) }
        var out = state.values
        let counts = Dictionary(grouping: store.slots.keys, by: \.name).mapValues(\.count)
        for (key, v) in store.slots {
            out[counts[key.name] == 1 ? key.name : "\(key.name)@\(key.owner)"] = v.stateValue
        }
        return StateValues(out)
    }
}

extension Value {
    /// The value as the Swift API's `StateValue` (an enum case by name; other values by their
    /// description; nil for nil).
    var stateValue: StateValue? {
        switch self {
        case .none: return nil
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .enumCase(_, let c, let payload): return .string(payload.isEmpty ? c : debugDescription)
        default: return .string(debugDescription)
        }
    }
}
