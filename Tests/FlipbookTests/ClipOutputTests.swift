import Flipbook
import Foundation
import Testing

/// One call from a clip to pixels or files: `image(at:)`, `frames()`, `writeGIF(to:)`, `writePNGSequence(to:)`
/// and `write(to:)`, each the same pixels as the pieces underneath.
@Suite struct ClipOutputTests {
    struct Grow: View {
        @State private var wide = false
        var body: some View {
            Rectangle().fill(Color.blue).frame(width: wide ? 60 : 20, height: 10)
                .onAppear { withAnimation(.linear(duration: 0.5)) { wide = true } }
        }
    }

    static func clip() throws -> Clip {
        try Clip(scene: Scene(Grow(), size: Size(width: 80, height: 20), scale: 1, fps: 10, duration: 0.5))
    }

    static func temporary() -> String {
        NSTemporaryDirectory() + "flipbook-clip-output-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    @Test func imagesAndFramesAreTheRenderersFrames() throws {
        let clip = try Self.clip()
        let renderer = ParallelFrameRenderer(clip: clip, timing: try FrameTiming(clip: clip), threads: 1)
        let frames = try clip.frames(threads: 2)
        #expect(frames.count == clip.frameCount && frames.count == 6)
        #expect(frames[3] == (try renderer.renderFrame(3)))
        #expect(try clip.image(at: 0.3) == frames[3])
        #expect(try clip.image(at: 0.25) == (try renderer.renderStill(at: 0.25)))  // any time, off the grid too
        #expect(try clip.frames(speed: 0.5).count == 11)
    }

    @Test func writeChoosesByThePath() throws {
        let clip = try Self.clip()
        let dir = Self.temporary()
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try clip.write(to: dir + "/a.gif") == .gif)
        #expect(try clip.write(to: dir + "/a.png") == .png)
        #expect(try PNG.read(contentsOf: dir + "/a.png") == (try clip.image(at: 0)))
        #expect(try clip.write(to: dir + "/frames/") == .folder)
        let manifest = try FrameManifest.read(contentsOf: dir + "/frames/manifest.json")
        #expect(manifest.frames.count == 6 && manifest.settings.fps == 10)
        #expect(try PNG.read(contentsOf: dir + "/frames/" + manifest.frames[2].file) == (try clip.image(at: 0.2)))
        try clip.writeGIF(to: dir + "/b.gif")
        #expect(FileManager.default.contents(atPath: dir + "/a.gif") == FileManager.default.contents(atPath: dir + "/b.gif"))
        #expect(throws: OutputError.self) { try clip.write(to: dir + "/a.txt") }
        #expect(!FileManager.default.fileExists(atPath: dir + "/a.txt"))
        // WebP through the same call: lossless, so its first frame is frame 0's pixels.
        #expect(try clip.write(to: dir + "/a.webp") == .webp)
        #expect(FileManager.default.fileExists(atPath: dir + "/a.webp"))
    }
}
