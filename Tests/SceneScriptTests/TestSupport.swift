#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Document
import SceneScript
import Motion

/// The repository's root, found from this file's path.
let repositoryRoot: String = {
    // …/Tests/SceneScriptTests/TestSupport.swift → …
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
}()

let examplesFolder = repositoryRoot + "/examples"
let badScenesFolder = repositoryRoot + "/Tests/SceneScriptTests/BadScenes"
/// A small app split over files as real apps are (models, row and list views, previews).
let groceriesFolder = repositoryRoot + "/Tests/SceneScriptTests/FolderScenes/Groceries"

/// The `.swift` files directly in a folder, sorted.
func swiftFiles(in folder: String) -> [String] {
    guard let dir = opendir(folder) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        if name.hasSuffix(".swift") { names.append(name) }
    }
    return names.sorted()
}

func readText(_ path: String) -> String? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var buf = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = buf.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, f) }
        if n <= 0 { break }
        bytes += buf[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Loads a scene from source text.
func scene(_ source: String, preview: String? = nil) throws -> Scene {
    try SceneScript.load(source: source, file: "test.swift", preview: preview)
}

/// The rendered view's initial @State values.
func initialValues(_ source: String, preview: String? = nil) throws -> StateValues {
    try SceneScript.parse(source, file: "test.swift").initialValues(preview: preview)
}

/// The root view of a script for a state (the initial state by default).
func node(_ source: String, _ state: [String: StateValue]? = nil) throws -> ViewNode {
    let s = try scene(source)
    var values = s.initialState
    if let state { for (k, v) in state { values[k] = v } }
    return try s.body(values)
}

/// The texts on screen at time t of a script's timeline (taps and actions run).
func texts(_ source: String, at t: Double) throws -> [String] {
    let s = try scene(source)
    let timeline = try Timeline.run(s)
    return try s.body(timeline.state(at: t)).allNodes.compactMap { if case .text(let x) = $0 { x.string } else { nil } }
}

/// The error a script gives, as `line:column: message — supported`.
func failure(_ source: String) -> String? {
    do {
        _ = try scene(source)
        return nil
    } catch let e as ScriptError {
        return e.summary
    } catch {
        return "unexpected error \(error)"
    }
}

/// Runs a script's steps against a state, ignoring time (sleeps and delays just follow in order).
func run(_ script: Script, _ state: inout StateValues) throws {
    for step in script.steps {
        switch step {
        case .mutate(_, let change), .transact(_, let change): try change(&state)
        case .sleep: break
        case .perform(let action): if let last = action.changes(from: state).last { state = last.state }
        case .after(_, let inner): try run(inner, &state)
        }
    }
}

/// A readable summary of a script: `mutate(easeInOut(duration: 0.6))`, `sleep(1)`, `after(1)[…]`.
func outline(_ script: Script) -> [String] {
    script.steps.map { step in
        switch step {
        case .mutate(let a, _): return "mutate(\(a.map(\.name) ?? "nil"))"
        case .transact(let t, _):
            return "transact(\(t.animation.map(\.name) ?? "nil")\(t.disablesAnimations ? ", disablesAnimations" : ""))"
        case .sleep(let d): return "sleep(\(formatNumber(d)))"
        case .perform: return "perform"
        case .after(let d, let s): return "after(\(formatNumber(d)))[\(outline(s).joined(separator: ", "))]"
        }
    }
}

extension ViewNode {
    /// The same tree with button actions removed (the Swift API's `Button` does not keep its action).
    var withoutActions: ViewNode {
        switch self {
        case .button(var b):
            b.action = nil
            b.label = b.label.withoutActions
            return .button(b)
        case .stack(var s):
            s.children = s.children.map { IdentifiedView(id: $0.id, $0.view.withoutActions) }
            return .stack(s)
        case .grid(var g):
            g.children = g.children.map { IdentifiedView(id: $0.id, $0.view.withoutActions) }
            return .grid(g)
        case .list(let items): return .list(items.map { IdentifiedView(id: $0.id, $0.view.withoutActions) })
        case .modified(let c, let m):
            switch m {
            case .background(let v, let a): return .modified(c.withoutActions, .background(v.withoutActions, alignment: a))
            case .overlay(let v, let a): return .modified(c.withoutActions, .overlay(v.withoutActions, alignment: a))
            case .mask(let v, let a): return .modified(c.withoutActions, .mask(v.withoutActions, alignment: a))
            default: return .modified(c.withoutActions, m)
            }
        case .conditional(let t, let c): return .conditional(isTrue: t, c.withoutActions)
        case .scrollView(let a, let c): return .scrollView(axes: a, content: c.withoutActions)
        default: return self
        }
    }

    /// Every node of the tree (depth first), for searching.
    var allNodes: [ViewNode] {
        var out: [ViewNode] = []
        walk { n, _ in out.append(n) }
        return out
    }

    /// The button with this action name.
    func button(_ name: String) -> ButtonView? {
        for n in allNodes { if case .button(let b) = n, b.actionName == name { return b } }
        return nil
    }

    /// The tap gesture with this name.
    func tapGesture(_ name: String) -> Script? {
        for n in allNodes { if case .modified(_, .onTapGesture(let tapName, let s)) = n, tapName == name { return s } }
        return nil
    }

    /// The scripts of onAppear/task modifiers.
    var appearScripts: [Script] {
        allNodes.compactMap { if case .modified(_, .onAppear(let s)) = $0 { return s } else { return nil } }
    }

    /// The transitions in the tree, outermost first.
    var transitions: [Transition] {
        allNodes.compactMap { if case .modified(_, .transition(let t)) = $0 { return t } else { return nil } }
    }
}

/// The texts on screen at time t of a scene's timeline (taps and actions run).
func screenTexts(_ source: String, at t: Double) throws -> [String] {
    let s = try scene(source)
    let timeline = try Timeline.run(s)
    return try s.body(timeline.state(at: t)).allNodes.compactMap { if case .text(let x) = $0 { x.string } else { nil } }
}

/// When a scene's state changes, and with which animation (nil: none), in order.
func stateChanges(_ source: String) throws -> [(time: Double, animation: String?)] {
    try Timeline.run(try scene(source)).transactions.map { ($0.time, $0.animation?.name) }
}
