import Codecs
import Flipbook
import Foundation
import Testing

/// `render` to WebP, MP4 and WebM through the one `OutputFormat` list, and the bad input around them:
/// formats by extension, flags a format does not take, quality ranges, unwritable paths, a missing ffmpeg.
@Suite(.enabled(if: FlipbookBinary.path != nil, "the flipbook binary was not found next to the tests or in .build/*/release; build it first"))
struct OutputFormatTests {
    static let small = CLITests.small

    @Test func formatsComeFromTheExtension() throws {
        #expect(try OutputFormat(outputPath: "a/b.GIF") == .gif)
        #expect(try OutputFormat(outputPath: "clip.webp") == .webp)
        #expect(try OutputFormat(outputPath: "clip.mp4") == .mp4)
        #expect(try OutputFormat(outputPath: "clip.webm") == .webm)
        #expect(try OutputFormat(outputPath: "still.png") == .png)
        #expect(try OutputFormat(outputPath: "frames/") == .folder)
        #expect(try OutputFormat(outputPath: "frames", isDirectory: true) == .folder)
        #expect(throws: OutputError.self) { try OutputFormat(outputPath: "clip.avi") }
        #expect(throws: OutputError.self) { try OutputFormat(outputPath: ".webp") }
        #expect(EncoderSetting.loop.formats == "GIF and WebP")
        #expect(OutputFormat.pathList == "FILE.gif, FILE.webp, FILE.mp4, FILE.webm, FILE.png or DIR/")
    }

    /// The WebP `render` writes holds exactly the frames a PNG-sequence render writes (lossless), at the
    /// clip's frame times.
    @Test func webpRenderIsTheFramesExactly() throws {
        let dir = try TestScenes.temporaryFolder("webp-render")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = TestScenes.example("card-flip")
        let webp = try FlipbookBinary.run(["render", scene, "-o", dir + "/clip.webp", "-q"] + Self.small)
        #expect(webp.status == 0, "\(webp.stderr)")
        let frames = try FlipbookBinary.run(["render", scene, "-o", dir + "/frames/", "-q"] + Self.small)
        #expect(frames.status == 0, "\(frames.stderr)")
        let manifest = try FrameManifest.read(contentsOf: dir + "/frames/manifest.json")
        let decoded = try WebP.readAnimation(contentsOf: dir + "/clip.webp")
        // libwebp merges runs of identical frames; expand them back by their durations (100 ms at 10 fps).
        var expanded: [Pixmap] = []
        for (frame, duration) in zip(decoded.frames, decoded.durations) {
            expanded += Array(repeating: frame, count: Int((Double(duration) / 100).rounded()))
        }
        #expect(expanded.count == manifest.frames.count)
        #expect(decoded.endTimes.last == manifest.frames.count * 100)
        for (frame, pixmap) in zip(manifest.frames, expanded) {
            let png = try PNG.read(contentsOf: dir + "/frames/" + frame.file)
            #expect(png.pixels == pixmap.pixels, "frame \(frame.index) differs")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["clip.webp", "frames"])
    }

    @Test(.enabled(if: VideoTools.available, "the ffmpeg program is not installed (Debian package ffmpeg)"))
    func mp4IsTheSameForAnyThreadCount() throws {
        let dir = try TestScenes.temporaryFolder("mp4-threads")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = TestScenes.example("card-flip")
        for threads in ["1", "2"] {
            let r = try FlipbookBinary.run(["render", scene, "-o", dir + "/t\(threads).mp4", "-q", "--threads", threads] + Self.small)
            #expect(r.status == 0, "\(r.stderr)")
        }
        let a = FileManager.default.contents(atPath: dir + "/t1.mp4"), b = FileManager.default.contents(atPath: dir + "/t2.mp4")
        #expect(a != nil && a == b)
        // 200x230 at scale 1 is even; 201 wide is padded, and says so.
        let odd = try FlipbookBinary.run(["render", scene, "-o", dir + "/odd.mp4", "--size", "201x230", "--scale", "1", "--fps", "10"])
        #expect(odd.status == 0, "\(odd.stderr)")
        #expect(odd.stderr.contains("padded to 202x230"))
    }

    @Test func badInputExitsTwoNamingTheFlagAndLeavesNothing() throws {
        let dir = try TestScenes.temporaryFolder("format-errors")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = TestScenes.example("card-flip")
        let cases: [([String], String)] = [
            (["-o", dir + "/x.avi"], "cannot tell the output format"),
            (["-o", dir + "/x.webp", "--quality", "101"], "--quality '101' is not a quality for WebP: 0...100"),
            (["-o", dir + "/x.gif", "--quality", "20"], "--quality '20' is not a quality for GIF: 30...60 dB"),
            (["-o", dir + "/x.mp4", "--quality", "150"], "--quality '150' is not a quality for MP4: 0...100"),
            (["-o", dir + "/x.webp", "--dither", "none"], "--dither applies to GIF output, not WebP"),
            (["-o", dir + "/x.mp4", "--loop", "2"], "--loop applies to GIF and WebP output, not MP4"),
            (["-o", dir + "/x.png", "--quality", "50"], "--quality applies to GIF, WebP, MP4 and WebM output, not PNG"),
            (["-o", dir + "/missing/x.webp"], "the folder '\(dir)/missing' does not exist"),
            (["-o", dir + "/missing/x.mp4"], "the folder '\(dir)/missing' does not exist"),
        ]
        for (flags, message) in cases {
            let r = try FlipbookBinary.run(["render", scene, "-q"] + Self.small + flags)
            #expect(r.status == 2, "\(flags): exit \(r.status)")
            #expect(r.stderr.contains(message), "\(flags): \(r.stderr)")
        }
        // No ffmpeg on PATH: the message names the Debian package, before any rendering.
        let noFFmpeg = try FlipbookBinary.run(["render", scene, "-o", dir + "/x.mp4"] + Self.small, environment: ["PATH": "/nonexistent"])
        #expect(noFFmpeg.status == 2)
        #expect(noFFmpeg.stderr.contains("install the Debian package ffmpeg"), "\(noFFmpeg.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [])
    }
}

/// Whether ffmpeg and ffprobe are on PATH.
enum VideoTools {
    static let available = ["ffmpeg", "ffprobe"].allSatisfy { tool in
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }
}
