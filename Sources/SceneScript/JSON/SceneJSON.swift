import Geometry
import Document

/// JSON scenes: the scene model as data, for tools that generate scenes.
///
/// A JSON scene is the *resolved timeline* of a scene: its settings plus every state it passes
/// through — the initial view tree and, for each state change, its time, its animation and the
/// view tree after it. Reading one gives a `Scene` whose state is the index of the current entry
/// and whose scripts switch entries at the given times with the given animations, so `Clip`
/// renders it exactly as the scene it was written from. Scripts (button actions, `onAppear`) are
/// already run, so only their names are kept. Custom modifiers, whose bodies are code, are kept as
/// their name, animatable data and stored properties, plus the scene-script source that declares
/// them (`definitions`), interpreted again on load.
///
/// The format is documented in docs/scene-scripts.md ("JSON scenes"). Errors name the JSON path
/// (`$.states[2].view.children[0].modifiers[1].width: expected a number, found "abc"`), or the
/// line and column of a syntax error.
public enum SceneJSON {
    /// The value of the `format` key.
    public static let format = "flipbook-scene"
    /// The version this reader writes and reads.
    public static let version = 1
    /// Most states a JSON scene may have (as many as a script's timeline may make).
    public static let maxStates = 10_001
    /// The state variable of a scene read from JSON: the index into `states`.
    public static let stateKey = "state"

    /// One entry of a resolved timeline: the view tree in force from `time` on, and the
    /// animation of the change that made it (nil for the initial state).
    public struct State: Sendable {
        public var time: Double
        public var animation: Animation?
        public var view: ViewNode
        public init(time: Double, animation: Animation?, view: ViewNode) {
            self.time = time; self.animation = animation; self.view = view
        }
    }

    /// The scene's settings and its resolved states as JSON text. (`SceneJSON.encode(_:)` in the
    /// `SceneIO` module runs the scene's timeline to get the states.)
    public static func encode(_ scene: Scene, states: [State]) throws -> String {
        try encodeValue(scene, states: states).serialized()
    }

    /// The scene as a JSON value (see `encode(_:states:)`).
    public static func encodeValue(_ scene: Scene, states: [State]) throws -> JSONValue {
        var enc = SceneJSONEncoder()
        var items: [JSONValue] = []
        for (index, s) in states.enumerated() {
            let encoded: JSONValue
            do { encoded = try enc.view(s.view) } catch let f as SceneJSONEncoder.Failure {
                throw SceneJSONError(file: scene.name, path: "$.states[\(index)].view", message: f.message)
            }
            var members: [(key: String, value: JSONValue)] = [("time", .double(s.time))]
            if let animation = s.animation { members.append(("animation", enc.animation(animation))) }
            members.append(("view", encoded))
            items.append(.object(members))
        }
        var top: [(key: String, value: JSONValue)] = [
            ("format", .string(format)), ("version", .int(version)), ("name", .string(scene.name)),
            ("size", .object([("width", .double(scene.size.width)), ("height", .double(scene.size.height))])),
            ("scale", .double(scene.scale)), ("fps", .double(scene.fps)),
        ]
        if let d = scene.duration { top.append(("duration", .double(d))) }
        top.append(("hold", .double(scene.hold)))
        top.append(("background", enc.color(scene.background)))
        if let defs = enc.definitions { top.append(("definitions", .string(defs))) }
        top.append(("states", .array(items)))
        return .object(top)
    }

    /// Reads a JSON scene file; `overrides` replace its settings (as the CLI's flags do).
    public static func load(contentsOf path: String, overrides: SceneOverrides = SceneOverrides()) throws -> Scene {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let text: String
        do { text = try SceneScript.readFile(path) } catch let e as ScriptError {
            throw SceneJSONError(file: path, message: e.message)
        }
        return try decode(text, file: name, overrides: overrides)
    }

    /// Reads a JSON scene from text (`file` names it in errors and gives the default scene name).
    public static func decode(_ text: String, file: String, overrides: SceneOverrides = SceneOverrides()) throws -> Scene {
        let root: JSONValue
        do {
            root = try JSONValue.parse(text)
        } catch let e as JSONSyntaxError {
            throw SceneJSONError(file: file, line: e.line, column: e.column, message: e.message)
        }
        do {
            return try decode(JSONNode(root), file: file, overrides: overrides)
        } catch let f as JSONPathFailure {
            throw SceneJSONError(file: file, path: f.path, message: f.message)
        }
    }

    private static func decode(_ n: JSONNode, file: String, overrides: SceneOverrides) throws -> Scene {
        var o = try n.object()
        if let f = o.optional("format") {
            guard try f.string() == format else { throw f.fail("expected \"\(format)\", found \(f.value.summary)") }
        }
        if let v = o.optional("version") {
            guard try v.int() == version else { throw v.fail("unsupported version \(v.value.summary); this reader reads version \(version)") }
        }
        var decoder = SceneJSONDecoder()
        if let defs = o.optional("definitions") {
            do {
                decoder.customs = try CustomModifierFactory(definitions: try defs.string(), file: "\(file) definitions")
            } catch let e as ScriptError {
                throw defs.fail("the scene-script source does not parse: line \(e.line):\(e.column): \(e.message)"
                                + (e.supported.map { " — \($0)" } ?? ""))
            }
        }
        let name = try o.optional("name")?.string() ?? String(file.split(separator: "/").last ?? "scene").replacingOccurrences(of: ".json", with: "")
        let sizeNode = try o.required("size")
        var so = try sizeNode.object()
        let size = Size(width: try so.required("width").number(in: 1...8192), height: try so.required("height").number(in: 1...8192))
        try so.finish()
        let scale = try o.optional("scale")?.number(in: 0.1...8) ?? 2
        let fps = try o.optional("fps")?.number(in: 1...240) ?? 30
        let duration = try o.optional("duration")?.number(in: 0...3600)
        let hold = try o.optional("hold")?.number(in: 0...3600) ?? 0.5
        let background = try o.optional("background").map { try decoder.color($0) } ?? .white
        let statesNode = try o.required("states")
        let items = try statesNode.array()
        guard !items.isEmpty else { throw statesNode.fail("expected at least one state (the initial view)") }
        guard items.count <= maxStates else { throw statesNode.fail("more than \(maxStates) states") }
        var views: [ViewNode] = []
        var changes: [(time: Double, animation: Animation?)] = []
        var last = 0.0
        for (i, item) in items.enumerated() {
            var so = try item.object()
            let timeNode = so.optional("time")
            let time = try timeNode?.number(in: 0...3600) ?? 0
            let animation = try so.optional("animation").map { try decoder.animation($0) }
            if i == 0 {
                if let timeNode, time != 0 { throw timeNode.fail("the first state is the initial view, at time 0; found \(timeNode.value.summary)") }
                if animation != nil { throw item.fail("the first state is the initial view and has no \"animation\"") }
            } else {
                guard let timeNode else { throw item.fail("missing key \"time\"") }
                guard time >= last else {
                    throw timeNode.fail("states must be in time order: \(timeNode.value.summary) comes after \(JSONValue.double(last).summary)")
                }
                changes.append((time, animation))
            }
            last = time
            views.append(try decoder.view(so.required("view")))
            try so.finish()
        }
        try o.finish()

        let key = stateKey
        var scripts: [(time: Double, script: Script)] = []
        for (i, c) in changes.enumerated() {
            let index = i + 1
            scripts.append((c.time, Script(name: "state \(index)", steps: [.mutate(animation: c.animation) { $0[key] = .int(index) }])))
        }
        let states = views
        return Scene(name: overrides.name ?? name, size: overrides.size ?? size, scale: overrides.scale ?? scale,
                     fps: overrides.fps ?? fps, duration: overrides.duration ?? duration, hold: overrides.hold ?? hold,
                     background: overrides.background ?? background, initialState: StateValues([key: .int(0)]),
                     scripts: scripts, taps: overrides.taps ?? []) { state in
            states[min(max(state.int(key), 0), states.count - 1)]
        }
    }
}
