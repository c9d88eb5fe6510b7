import Codecs
import Flipbook
import Foundation
import Glibc
import Testing

/// `flipbook preview`: the page embeds every frame (keyframes whole, the rest as changed rectangles that
/// rebuild the frames exactly), the key moments and the command; --watch re-renders when the scene changes.
@Suite(.enabled(if: FlipbookBinary.path != nil, "the flipbook binary was not found next to the tests or in .build/*/release; build it first"))
struct PreviewTests {
    /// The clip JSON embedded in a page.
    static func clip(inPage html: String) throws -> PreviewClip {
        guard let start = html.range(of: "<script>flipbookData("), let end = html.range(of: ");</script>", range: start.upperBound..<html.endIndex) else {
            throw OutputError("no clip in the page")
        }
        let json = html[start.upperBound..<end.lowerBound].replacingOccurrences(of: "<\\/", with: "</")
        return try JSONDecoder().decode(PreviewClip.self, from: Data(json.utf8))
    }

    /// The frames a page shows, rebuilt the way its script draws them.
    static func frames(of clip: PreviewClip) throws -> [Pixmap] {
        var canvas = Pixmap(width: clip.width, height: clip.height)
        var out: [Pixmap] = []
        for patch in clip.frames {
            if let patch {
                let data = Data(base64Encoded: String(patch.src.dropFirst("data:image/webp;base64,".count)))!
                let image = try WebP.decodeAnimation([UInt8](data)).frames[0]
                #expect(image.width == patch.w && image.height == patch.h)
                for y in 0..<patch.h {
                    for x in 0..<patch.w { canvas[patch.x + x, patch.y + y] = image[x, y] }
                }
            }
            out.append(canvas)
        }
        return out
    }

    @Test func pageHoldsTheFramesMomentsAndCommand() throws {
        let dir = try TestScenes.temporaryFolder("preview")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = TestScenes.example("card-flip")
        let r = try FlipbookBinary.run(["preview", scene, "-o", dir + "/page.html", "-q"] + CLITests.small)
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try FlipbookBinary.run(["render", scene, "-o", dir + "/frames/", "-q"] + CLITests.small)
        #expect(frames.status == 0)
        let html = try String(contentsOfFile: dir + "/page.html", encoding: .utf8)
        let clip = try Self.clip(inPage: html)
        let manifest = try FrameManifest.read(contentsOf: dir + "/frames/manifest.json")
        #expect(clip.frameCount == manifest.frames.count)
        #expect(clip.frames.count == clip.frameCount)
        #expect(clip.width == 200 && clip.height == 230 && clip.fps == 10)
        let rebuilt = try Self.frames(of: clip)
        for (frame, pixmap) in zip(manifest.frames, rebuilt) {
            #expect(try PNG.read(contentsOf: dir + "/frames/" + frame.file).pixels == pixmap.pixels, "frame \(frame.index)")
        }
        // Only keyframes are whole; the flip's still start and end cost nothing.
        #expect(clip.frames.enumerated().allSatisfy { i, p in i % clip.keyInterval != 0 || (p?.w == 200 && p?.h == 230) })
        #expect(clip.frames.contains { $0 == nil })
        #expect(clip.markers.contains { $0.kind == "begin" } && clip.markers.contains { $0.kind == "end" })
        #expect(clip.markers.contains { $0.kind == "tap" })
        #expect(clip.command.hasPrefix("flipbook render \(scene) -o card-flip.gif --size 200x230 --scale 1 --fps 10"))
        #expect(!html.contains("http://") && !html.contains("https://"), "the page must not load anything from the network")
        // The same scene gives the same page, byte for byte.
        let again = try FlipbookBinary.run(["preview", scene, "-o", dir + "/again.html", "-q", "--threads", "1"] + CLITests.small)
        #expect(again.status == 0)
        #expect(FileManager.default.contents(atPath: dir + "/again.html") == FileManager.default.contents(atPath: dir + "/page.html"))
    }

    @Test func badPathsExitTwo() throws {
        let dir = try TestScenes.temporaryFolder("preview-errors")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = TestScenes.example("card-flip")
        let missing = try FlipbookBinary.run(["preview", scene, "-o", dir + "/missing/page.html"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("the folder '\(dir)/missing' does not exist"), "\(missing.stderr)")
        let notHTML = try FlipbookBinary.run(["preview", scene, "-o", dir + "/page.gif"])
        #expect(notHTML.status == 2 && notHTML.stderr.contains("a preview is an HTML page"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [])
    }

    /// --watch: a saved change re-renders (new stamp, new data), a broken save shows its error, Ctrl-C ends it.
    @Test func watchFollowsTheSceneFile() throws {
        let dir = try TestScenes.temporaryFolder("preview-watch")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = dir + "/scene.swift"
        let source = "// flipbook: size 40x30\n// flipbook: scale 1\n// flipbook: duration 0.2\nColor.red\n"
        try source.write(toFile: scene, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: FlipbookBinary.path!)
        process.arguments = ["preview", scene, "-o", dir + "/page.html", "--watch", "-q"]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        func waitFor(_ what: String, _ condition: () -> Bool) {
            for _ in 0..<150 where !condition() { usleep(100_000) }
            #expect(condition(), "timed out waiting for \(what)")
        }
        let watchFile = dir + "/page.watch.js"
        func watchText() -> String { (try? String(contentsOfFile: watchFile, encoding: .utf8)) ?? "" }
        waitFor("the first render") { watchText().contains("\"error\":null") }
        let first = watchText()
        try source.replacingOccurrences(of: "Color.red", with: "Color.blue").write(toFile: scene, atomically: true, encoding: .utf8)
        waitFor("the re-render") { watchText() != first && watchText().contains("\"error\":null") }
        let data = try String(contentsOfFile: dir + "/page.data.js", encoding: .utf8)
        #expect(data.hasPrefix("flipbookData("))
        try "Color.notAColour\n".write(toFile: scene, atomically: true, encoding: .utf8)
        waitFor("the error") { watchText().contains("notAColour") }
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
