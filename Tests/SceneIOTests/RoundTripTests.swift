import Document
import Flipbook
import Geometry
import Layout
import Motion
import Raster
import RenderTree
import SceneIO
import SceneScript
import Testing

/// The repository's folders, found from this file's place.
enum Repo {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/SceneIOTests/<file>
        return parts.joined(separator: "/")
    }()
    static let examples = root + "/examples"
    static let exampleNames = ["asymmetric-move", "card-flip", "card-grid-hero", "genie", "message-capsule", "rotate-scale",
                               "scale-fade", "slide-opacity", "tabs", "transitions-gallery"]
}

@Suite("JSON scenes round-trip")
struct RoundTripTests {
    /// Five instants across the clip: start, inside the first change, between, near the end, the end.
    static func sampleTimes(_ clip: Clip) -> [Double] {
        let changes = clip.timeline.transactions.map(\.time)
        let first = changes.first ?? 0
        return [0, first + 0.1, first + 0.25, (first + clip.duration) / 2, clip.duration].map {
            (min($0, clip.duration) * clip.scene.fps).rounded() / clip.scene.fps
        }
    }

    @Test("every example converted to JSON and loaded back renders pixel-identically", arguments: Repo.exampleNames)
    func examplePixels(_ name: String) throws {
        let path = Repo.examples + "/\(name).swift"
        let script = try SceneFile.load(contentsOf: path)
        let json = try SceneJSON.encode(script)
        let loaded = try SceneJSON.decode(json, file: "\(name).json")
        let images = ImageProvider.pngFiles(relativeTo: Repo.examples)
        let a = try Clip(scene: script, images: images), b = try Clip(scene: loaded, images: images)
        #expect(a.duration == b.duration)
        #expect(a.frameCount == b.frameCount)
        #expect(a.timeline.transactions.map(\.time) == b.timeline.transactions.map(\.time))
        #expect(a.timeline.transactions.map(\.animation) == b.timeline.transactions.map(\.animation))
        let renderer = Renderer()
        var frames: [Pixmap] = []
        for t in Self.sampleTimes(a) {
            let pa = renderer.render(try a.renderNode(at: t), size: script.size, scale: script.scale, background: script.background)
            let pb = renderer.render(try b.renderNode(at: t), size: loaded.size, scale: loaded.scale, background: loaded.background)
            // Compared as a Bool so a failure does not print every pixel.
            let identical = pa == pb
            #expect(identical, "\(name) differs at t = \(t)")
            frames.append(pa)
        }
        // The comparison is not vacuous: the sampled frames show the clip changing.
        #expect(Set(frames).count > 1, "\(name): every sampled frame is the same")
        // Writing the loaded scene again gives the same JSON (custom modifiers keep their recipe).
        #expect(try SceneJSON.encode(loaded) == json)
    }

    @Test("scene settings and state times survive, and the settings can be overridden")
    func settings() throws {
        let script = try SceneFile.load(contentsOf: Repo.examples + "/message-capsule.swift")
        let loaded = try SceneJSON.decode(try SceneJSON.encode(script), file: "m.json")
        #expect(loaded.name == script.name && loaded.size == script.size && loaded.scale == script.scale)
        #expect(loaded.fps == script.fps && loaded.duration == script.duration && loaded.hold == script.hold)
        #expect(loaded.background == script.background)
        let over = try SceneJSON.decode(try SceneJSON.encode(script), file: "m.json",
                                        overrides: SceneOverrides(name: "x", size: Size(width: 10, height: 20), fps: 12))
        #expect(over.name == "x" && over.size == Size(width: 10, height: 20) && over.fps == 12)
    }
}

@Suite("JSON scene docs")
struct JSONDocsTests {
    @Test("the example in docs/scene-scripts.md loads and animates")
    func docExample() throws {
        let doc = try #require(BadJSONTests.read(Repo.root + "/docs/scene-scripts.md"))
        let parts = doc.split(separator: "```json\n", maxSplits: 1, omittingEmptySubsequences: false)
        try #require(parts.count == 2)
        let json = try #require(parts[1].split(separator: "```", maxSplits: 1, omittingEmptySubsequences: false).first)
        let scene = try SceneJSON.decode(String(json), file: "doc.json")
        let clip = try Clip(scene: scene)
        #expect(scene.name == "slide-opacity")
        #expect(clip.timeline.transactions.map { $0.time } == [0.5])
        #expect(try clip.presentation(at: 0.6).isAnimating)
    }
}
