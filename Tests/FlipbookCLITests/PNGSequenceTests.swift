import Flipbook
import Foundation
import Raster
import Testing

@Suite struct PNGSequenceTests {
    static func manifestTemplate(_ clip: Clip, _ timing: FrameTiming, shard: Shard? = nil,
                                 range: ClosedRange<Int>? = nil) -> FrameManifest {
        let settings = RenderSettings(clip: clip, timing: timing, preview: nil)
        let range = range ?? 0...(timing.frameCount - 1)
        return FrameManifest(scene: clip.scene.name, sceneHash: SceneHash.compute(source: Array("test".utf8), settings: settings),
                             settings: settings, pixelWidth: 200, pixelHeight: 230, clipFrameCount: timing.frameCount,
                             first: range.lowerBound, last: range.upperBound, shard: shard)
    }

    @Test func manifestDescribesEveryFrame() throws {
        let clip = try TestScenes.cardFlip()
        let timing = try FrameTiming(clip: clip, speed: 0.5)
        let dir = try TestScenes.temporaryFolder("seq")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let renderer = ParallelFrameRenderer(clip: clip, timing: timing, threads: 2)
        let frames = Array(0..<timing.frameCount)
        try PNGSequenceWriter.write(renderer, frames: frames, to: dir + "/out", manifest: Self.manifestTemplate(clip, timing))

        let m = try FrameManifest.read(contentsOf: dir + "/out/manifest.json")
        #expect(m.formatVersion == 1)
        #expect(m.scene == clip.scene.name)
        #expect(m.sceneHash.count == 64)
        #expect(m.settings.width == 200 && m.settings.height == 230 && m.settings.scale == 1)
        #expect(m.settings.fps == 10 && m.settings.speed == 0.5 && m.settings.duration == clip.duration)
        #expect(m.settings.background == "#ffffffff")
        #expect(m.pixelWidth == 200 && m.pixelHeight == 230)
        #expect(m.clipFrameCount == timing.frameCount && m.first == 0 && m.last == timing.frameCount - 1)
        #expect(m.shard == nil && m.hashAlgorithm == "xxh64")
        #expect(m.frames.map(\.index) == frames)
        #expect(m.frames.map(\.file) == frames.map { String(format: "frame-%04d.png", $0) })
        #expect(m.frames.map(\.time) == frames.map { Double($0) / 10 * 0.5 })
        for frame in m.frames {
            let decoded = try PNG.read(contentsOf: dir + "/out/" + frame.file)
            #expect(XXH64.hex(pixelsOf: decoded) == frame.hash)
            #expect(decoded == (try renderer.renderFrame(frame.index)))
        }
        // Nothing but the frames and the manifest (no staging folder left).
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted()
        #expect(names == (m.frames.map(\.file) + ["manifest.json"]).sorted())
    }

    @Test func failedRenderLeavesNothing() throws {
        let clip = try TestScenes.cardFlip()
        let timing = try FrameTiming(clip: clip)
        let dir = try TestScenes.temporaryFolder("fail")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        struct Stop: Error {}
        var calls = 0
        #expect(throws: Stop.self) {
            try PNGSequenceWriter.write(ParallelFrameRenderer(clip: clip, timing: timing, threads: 2), frames: Array(0..<10),
                                        to: dir + "/out", manifest: Self.manifestTemplate(clip, timing)) { done in
                calls += 1
                if done == 5 { throw Stop() }
            }
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }

    @Test func shardsAssembleIntoTheOneProcessGIF() throws {
        let clip = try TestScenes.cardFlip()
        let timing = try FrameTiming(clip: clip)
        let dir = try TestScenes.temporaryFolder("shards")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let renderer = ParallelFrameRenderer(clip: clip, timing: timing, threads: 2)
        let range = 2...(timing.frameCount - 3)
        for i in [3, 1] {  // shard 2 comes later: the folder is incomplete until then
            let shard = try Shard(index: i, count: 3)
            try PNGSequenceWriter.write(renderer, frames: shard.positions(of: range.count).map { range.lowerBound + $0 },
                                        to: dir + "/frames", manifest: Self.manifestTemplate(clip, timing, shard: shard, range: range))
        }
        #expect {
            try FrameAssembly(directory: dir + "/frames")
        } throws: { "\($0)".contains("shard 2/3 not rendered yet") }
        let shard2 = try Shard(index: 2, count: 3)
        try PNGSequenceWriter.write(renderer, frames: shard2.positions(of: range.count).map { range.lowerBound + $0 },
                                    to: dir + "/frames", manifest: Self.manifestTemplate(clip, timing, shard: shard2, range: range))
        let assembly = try FrameAssembly(directory: dir + "/frames")
        #expect(assembly.manifest.frames.map(\.index) == Array(range))
        #expect(assembly.manifestFiles.count == 3)
        try assembly.writeGIF(to: dir + "/assembled.gif")
        try GIFClipWriter.write(renderer, frames: Array(range), to: dir + "/direct.gif")
        let a = FileManager.default.contents(atPath: dir + "/assembled.gif")
        let b = FileManager.default.contents(atPath: dir + "/direct.gif")
        #expect(a != nil && a == b)

        // A frame changed after rendering is caught, and no GIF is written.
        let victim = assembly.manifest.frames[4]
        var pixmap = try PNG.read(contentsOf: dir + "/frames/" + victim.file)
        pixmap.pixels[0] = 0
        try PNG.write(pixmap, to: dir + "/frames/" + victim.file)
        #expect {
            try FrameAssembly(directory: dir + "/frames").writeGIF(to: dir + "/tampered.gif")
        } throws: { "\($0)".contains("do not match the manifest's hash") }
        #expect(!FileManager.default.fileExists(atPath: dir + "/tampered.gif"))
    }

    @Test func inconsistentShardsAreRejected() throws {
        let clip = try TestScenes.cardFlip()
        let timing = try FrameTiming(clip: clip)
        let slow = try FrameTiming(clip: clip, speed: 0.5)
        let dir = try TestScenes.temporaryFolder("mixed")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let s1 = try Shard(index: 1, count: 2), s2 = try Shard(index: 2, count: 2)
        try PNGSequenceWriter.write(ParallelFrameRenderer(clip: clip, timing: timing, threads: 1),
                                    frames: s1.positions(of: timing.frameCount).map { $0 },
                                    to: dir, manifest: Self.manifestTemplate(clip, timing, shard: s1))
        try PNGSequenceWriter.write(ParallelFrameRenderer(clip: clip, timing: slow, threads: 1),
                                    frames: s2.positions(of: slow.frameCount).map { $0 },
                                    to: dir, manifest: Self.manifestTemplate(clip, slow, shard: s2))
        #expect {
            try FrameAssembly(directory: dir)
        } throws: { "\($0)".contains("come from different renders") }
    }

    @Test func contactSheetHasAGridOfLabelledFrames() throws {
        let clip = try TestScenes.cardFlip()
        let renderer = ParallelFrameRenderer(clip: clip, timing: try FrameTiming(clip: clip), threads: 2)
        let frames = ContactSheet.evenlySpread(count: 6, over: clip.frameCount)
        #expect(frames.first == 0 && frames.last == clip.frameCount - 1 && frames.count == 6)
        #expect(ContactSheet.every(5, over: 12) == [0, 5, 10])
        let sheet = try ContactSheet(columns: 3, thumbnailWidth: 100).render(renderer, frames: frames)
        // 3 columns of 100 pt, 2 rows of 115 pt thumbnails plus labels, spacing and padding, at scale 1.
        #expect(sheet.width == 12 * 2 + 3 * 100 + 2 * 10)
        #expect(sheet.height == 12 * 2 + 2 * (115 + 2 + 18) + 10)
        // Labels draw dark text in the band under the first thumbnail.
        var dark = 0
        for y in (12 + 115 + 2)..<(12 + 115 + 20) {
            for x in 12..<112 where sheet[x, y].r < 128 { dark += 1 }
        }
        #expect(dark > 20)
    }
}
