import Document
import FuzzSupport
import SceneScript

/// libFuzzer entry point: interprets arbitrary bytes as a scene script. Any input must give a
/// scene or a `ScriptError` — never a crash, a hang or unbounded memory — loaded strictly and
/// leniently, checked with `diagnose`, and split into files as a folder scene. Beyond loading (which
/// evaluates the first frame), it runs every timeline script and tap it can find, re-evaluates
/// the body after each change, and evaluates custom modifier bodies at a few data values.
///
/// Build and run:
///   swift build -c release --sanitize=fuzzer --product flipbook-fuzz-script
///   .build/release/flipbook-fuzz-script corpus/ examples/ -max_len=8192
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // Smaller budgets than the defaults keep each execution fast; the limits are what is tested.
    let limits = ScriptLimits(maxSteps: 200_000, maxLoopIterations: 2_000, maxArrayCount: 2_000, maxStringLength: 20_000)
    // Checking and lenient loading recover from errors: they must end too, on any input. A
    // `//--` line splits the input into the files of a folder scene. One of the three modes per
    // input (by its length), so each execution stays quick and every mode sees every kind of input.
    switch size % 3 {
    case 0:
        _ = SceneScript.diagnose(source: text, file: "fuzz.swift", limits: limits)
    case 1:
        let parts = text.split(separator: "\n//--", omittingEmptySubsequences: false)
        if parts.count > 1 {
            let files = parts.enumerated().map { ScriptSource(file: "f\($0.offset).swift", text: String($0.element)) }
            _ = SceneScript.diagnose(files, name: "fuzz", limits: limits)
            _ = try? SceneScript.load(files, name: "fuzz", limits: limits, lenient: ScriptDiagnostics())
        }
    default:
        let lenient = ScriptDiagnostics()
        if let scene = try? SceneScript.load(source: text, file: "fuzz.swift", limits: limits, lenient: lenient) {
            _ = try? scene.body(scene.initialState)
        }
    }
    guard let scene = try? SceneScript.load(source: text, file: "fuzz.swift", limits: limits) else { return 0 }
    var state = scene.initialState
    var budget = 64
    func run(_ script: Script) {
        guard budget > 0 else { return }
        budget -= 1
        for step in script.steps {
            guard budget > 0 else { return }
            budget -= 1
            switch step {
            case .mutate(_, let change), .transact(_, let change):
                if let retain = scene.retainState, let kept = try? retain(state) { state = kept }
                try? change(&state)
            case .sleep, .perform: break
            case .after(_, let inner): run(inner)
            }
        }
        if let node = try? scene.body(state) { exercise(node) }
    }
    func exercise(_ node: ViewNode) {
        node.walk { n, _ in
            guard budget > 0 else { return }
            if ModifierBodies.exercise(n, budget: &budget) { return }
            switch n {
            case .modified(_, .onAppear(let s)), .modified(_, .onTapGesture(_, let s)):
                run(s)
            case .modified(_, .clock(let c)):
                if let s = try? c.tick(ViewClock.Tick(index: 0, runStart: 0, time: 0)) { run(s) }
            case .button(let b):
                if let s = b.action { run(s) }
            default: break
            }
        }
    }
    for (_, script) in scene.scripts { run(script) }
    if let node = try? scene.body(state) { exercise(node) }
    return 0
}
