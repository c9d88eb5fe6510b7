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

    public static func parse(_ source: String, file: String, limits: ScriptLimits) throws -> ScriptFile {
        let text = SourceText(file: file, text: source)
        do {
            guard text.bytes.count <= limits.maxSourceBytes else {
                throw Failure("the file is larger than \(limits.maxSourceBytes) bytes", at: 0)
            }
            var lexer = Lexer(text, maxTokens: limits.maxTokens)
            let tokens = try lexer.tokenize()
            var parser = Parser(source: text, tokens: tokens, limits: limits)
            var syntax = try parser.parseFile()
            syntax.directives = lexer.directives
            let program = try Program(source: text, syntax: syntax, limits: limits)
            let directives = try SceneDirectives.parse(lexer.directives, source: text, limits: limits)
            return ScriptFile(program: program, directives: directives)
        } catch let f as Failure {
            throw text.error(f)
        }
    }

    /// Loads a scene file: the scene renders the file's `#Preview` (the one named `preview`, or
    /// the first), else its top-level view expression, else `ContentView()`.
    public static func load(contentsOf path: String, preview: String? = nil,
                            overrides: SceneOverrides = SceneOverrides()) throws -> Scene {
        let source = try readFile(path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return try load(source: source, file: name, preview: preview, overrides: overrides)
    }

    /// Loads a scene from source text (`file` names it in errors and gives the default scene name).
    public static func load(source: String, file: String, preview: String? = nil,
                            overrides: SceneOverrides = SceneOverrides(), limits: ScriptLimits = ScriptLimits()) throws -> Scene {
        try parse(source, file: file, limits: limits).scene(preview: preview, overrides: overrides)
    }
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
