import Flipbook
import Foundation
import SceneScript
import Testing

/// The same scene gives the same bits: on every run (a fresh clip and fresh renderers each time) and for
/// any thread count. The AVX2 and baseline builds are compared by running `flipbook test` on the committed
/// exact goldens with each (`.ci/run`).
@Suite struct DeterminismTests {
    static let examples = ["card-flip", "message-capsule", "genie", "card-grid-hero", "transitions-gallery"]

    /// Hashes of a clip's key-moment frames and every 5th frame, from a fresh load of the scene file.
    static func hashes(_ name: String, threads: Int) throws -> [String] {
        let scene = try SceneScript.load(contentsOf: TestScenes.example(name),
                                         overrides: SceneOverrides(scale: 1))
        let clip = try Clip(scene: scene, images: .pngFiles(relativeTo: TestScenes.root + "/examples"))
        let renderer = ParallelFrameRenderer(clip: clip, timing: try FrameTiming(clip: clip), threads: threads)
        var out: [String] = []
        try renderer.render(frames: clip.goldenFrames(every: 5)) { _, pixmap in out.append(XXH64.hex(pixelsOf: pixmap)) }
        return out
    }

    @Test(arguments: examples)
    func threeRunsAndOneOrTwoThreadsAgree(_ name: String) throws {
        let first = try Self.hashes(name, threads: 1)
        #expect(first.count >= 10)
        #expect(Set(first).count > 1, "the clip should change over time")
        #expect(try Self.hashes(name, threads: 2) == first)
        #expect(try Self.hashes(name, threads: 2) == first)
    }
}
