import Document
import FuzzSupport
import SceneScript

/// libFuzzer entry point: reads arbitrary bytes as a JSON scene. Any input must give a scene or a
/// `SceneJSONError` (or the `ScriptError` of a custom modifier's definitions) — never a crash, a hang or
/// unbounded memory. A scene that loads has every state's view built and its custom modifier bodies run
/// at a few data values.
///
/// Build and run (seeds: `flipbook convert examples/X.swift --json` outputs and Tests/SceneIOTests/BadJSON):
///   swift build --sanitize=fuzzer --product flipbook-fuzz-json --scratch-path .build/fuzz
///   .build/fuzz/debug/flipbook-fuzz-json corpus-json/ seeds-json/ -max_len=65536
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let scene = try? SceneJSON.decode(text, file: "fuzz.json") else { return 0 }
    var budget = 64
    for index in 0..<min(scene.scripts.count + 1, 16) {
        var state = scene.initialState
        state[SceneJSON.stateKey] = .int(index)
        guard let node = try? scene.body(state) else { continue }
        node.walk { n, _ in
            guard budget > 0 else { return }
            _ = ModifierBodies.exercise(n, budget: &budget)
        }
    }
    return 0
}
