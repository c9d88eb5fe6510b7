import Codecs
import Foundation
import Raster
import Testing
import TestSupport

/// Clips whose frames fit one GIF table (text on a flat capsule: a few fills plus their anti-aliased edges):
/// lossless at the top of the quality range in no more bytes than ffmpeg, and the default close to it.
@Suite struct GIFFewColoursTests {
    let frames = CapsuleClip.frames()
    /// The capsule as an insertion shows it: the first frame has only the background (the capsule has not
    /// appeared yet), so the first frame's colours say nothing about the clip's; then it slides in, changing
    /// all its pixels in every frame.
    let appearing = [CapsuleClip.empty()] + CapsuleClip.frames(slides: true)

    @Test func clipFitsOneTable() throws {
        // The premise of this suite: fewer distinct colours than a table holds, but more than the ladder's
        // smaller rungs (7…63), so the encoder has a real choice.
        for clip in [frames, appearing] {
            let distinct = Set(clip.flatMap(\.pixels)).count
            #expect(distinct > 63 && distinct <= 255)
        }
    }

    /// Every frame as shown equals its source exactly (the frames are opaque, so no matte flattening applies).
    @Test(arguments: [false, true]) func topQualityIsLossless(appears: Bool) throws {
        let frames = appears ? appearing : frames
        let gif = try DecodedGIF(GIF.encode(frames: frames, fps: CapsuleClip.fps, options: GIFOptions(quality: 60)))
        let shown = gif.composited()
        try #require(shown.count == frames.count)
        for (n, (canvas, frame)) in zip(shown, frames).enumerated() {
            let wrong = zip(canvas, frame.pixels).filter { $0 != $1 }.count
            #expect(wrong == 0, "frame \(n): \(wrong) pixels differ")
        }
    }

    /// The default quality (55.5 dB) keeps every frame of such a clip at 55 dB or better.
    @Test(arguments: [false, true]) func defaultQualityStaysAbove55dB(appears: Bool) throws {
        let frames = appears ? appearing : frames
        let shown = try DecodedGIF(GIF.encode(frames: frames, fps: CapsuleClip.fps)).composited()
        try #require(shown.count == frames.count)
        for (n, (canvas, frame)) in zip(shown, frames).enumerated() {
            let db = psnr(frame.pixels, canvas)
            #expect(db >= 55, "frame \(n): \(db) dB")
        }
    }

    /// Lossless in no more bytes than ffmpeg's palettegen + paletteuse on the same frames, with their
    /// defaults and with the peer kit's `stats_mode=diff` (what `make bench` runs).
    @Test(.enabled(if: VideoProgramsInstalled.value, "ffmpeg is not installed (Debian package ffmpeg; `make deps`)"),
          arguments: ["palettegen", "palettegen=stats_mode=diff"], [false, true])
    func losslessIsNoLargerThanFFmpeg(palettegen: String, appears: Bool) throws {
        let frames = appears ? appearing : frames
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        for (n, frame) in frames.enumerated() { try PNG.write(frame, to: dir.file(String(format: "f%03d.png", n))) }
        let out = dir.file("ffmpeg.gif")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-y", "-framerate", String(CapsuleClip.fps),
                             "-i", dir.file("f%03d.png"),
                             "-filter_complex", "[0:v]split[a][b];[a]\(palettegen)[p];[b][p]paletteuse", out]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let theirs = try #require(readFile(out))
        // ffmpeg's own output is the exact frames too (its palette holds them all), so sizes compare like for like.
        let theirFrames = try DecodedGIF(theirs).composited()
        try #require(theirFrames.count == frames.count)
        #expect(zip(theirFrames, frames).allSatisfy { $0 == $1.pixels })
        let ours = try GIF.encode(frames: frames, fps: CapsuleClip.fps, options: GIFOptions(quality: 60))
        #expect(ours.count <= theirs.count, "flipbook \(ours.count) B, ffmpeg \(theirs.count) B")
    }
}

/// A label on a capsule that widens while its text slides in: flat background, capsule and text fills plus
/// 62 coverage levels along each anti-aliased edge, as a rasterizer draws UI text on a pill.
enum CapsuleClip {
    static let fps = 20.0
    static let background = (242.0, 242.0, 247.0), ink = (255.0, 255.0, 255.0)
    static let blue = (0.0, 122.0, 255.0), green = (52.0, 199.0, 89.0)

    /// The background alone.
    static func empty(width: Int = 128, height: Int = 48) -> Pixmap {
        let c = UInt32(background.0) | UInt32(background.1) << 8 | UInt32(background.2) << 16 | 0xFF00_0000
        return Pixmap(width: width, height: height, pixels: [UInt32](repeating: c, count: width * height))
    }

    /// - Parameters:
    ///   - fades: the capsule fades in as it grows (as `.transition(.opacity)` shows it), so every frame
    ///     blends colours of its own.
    ///   - slides: it also slides in from the left, easing out (as `.transition(.move(edge: .leading))` does),
    ///     so every pixel of it changes in every frame.
    static func frames(count: Int = 16, width: Int = 128, height: Int = 48,
                       capsule: (Double, Double, Double) = blue, fades: Bool = false, slides: Bool = false) -> [Pixmap] {
        (0..<count).map {
            let t = Double($0) / Double(count - 1)
            return frame(t, width: width, height: height, capsule: capsule, opacity: fades ? t : 1,
                         offset: slides ? -30 * (1 - t) * (1 - t) : 0)
        }
    }

    /// Coverage quantized to 64 levels, as a rasterizer's anti-aliasing effectively is.
    static func level(_ coverage: Double) -> Double { (min(max(coverage, 0), 1) * 63).rounded() / 63 }

    static func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double) -> (Double, Double, Double) {
        (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
    }

    static func frame(_ t: Double, width: Int, height: Int, capsule: (Double, Double, Double),
                      opacity: Double, offset: Double) -> Pixmap {
        let cy = Double(height) / 2, radius = 16.0
        let halfLength = 20 + 36 * t  // the straight part of the capsule grows
        let cx = Double(width) / 2 + offset
        let textStart = cx - halfLength + 4 + 8 * (1 - t)
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let dx = max(abs(px - cx) - halfLength, 0), dy = py - cy
                let inside = level(radius + 0.5 - (dx * dx + dy * dy).squareRoot())
                var c = mix(background, capsule, inside)
                // Text: strokes 2.4 px wide every 5.5 px between rows 18 and 30, clipped to the capsule.
                if y >= 18 && y < 30 && inside == 1 {
                    let u = px - textStart
                    if u > 0 && u < 2 * halfLength - 8 {
                        let phase = u.truncatingRemainder(dividingBy: 5.5)
                        let cover = min(max(min(phase + 0.5, 2.9 - phase), 0), 1)
                        c = mix(c, ink, level(cover))
                    }
                }
                c = mix(background, c, opacity)
                pixels[y * width + x] = UInt32(c.0.rounded()) | UInt32(c.1.rounded()) << 8
                    | UInt32(c.2.rounded()) << 16 | 0xFF00_0000
            }
        }
        return Pixmap(width: width, height: height, pixels: pixels)
    }
}

/// Lossless clips whose global table is planned from the whole clip, not its first frame (`GlobalTablePlan`).
@Suite struct GIFPlannedTableTests {
    /// A blue capsule appears, then a green one fades in: every frame fits a table, the clip does not.
    let frames = [CapsuleClip.empty()] + CapsuleClip.frames()
        + CapsuleClip.frames(capsule: CapsuleClip.green, fades: true)

    @Test func clipNeedsMoreThanOneTable() {
        #expect(Set(frames.flatMap(\.pixels)).count > 255)
    }

    /// Exact, and smaller than a table per frame: the planned table holds the colours of the frames it spares.
    @Test func plannedTableSparesLocalTables() throws {
        let auto = try GIF.encode(frames: frames, fps: CapsuleClip.fps, options: GIFOptions(quality: 60))
        let local = try GIF.encode(frames: frames, fps: CapsuleClip.fps,
                                   options: GIFOptions(palette: .local, quality: 60))
        let shown = try DecodedGIF(auto).composited()
        try #require(shown.count == frames.count)
        #expect(zip(shown, frames).allSatisfy { $0 == $1.pixels })
        #expect(auto.count < local.count, "auto \(auto.count) B, local \(local.count) B")
    }

    /// The same bytes whether frames stream or the encoder holds them back on another thread's schedule.
    @Test func concurrentEncodingWritesTheSameBytes() throws {
        let options = GIFOptions(quality: 60)
        let serial = try GIF.encode(frames: frames, fps: CapsuleClip.fps, options: options)
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("c.gif")
        var writer = try GIFFileWriter(path: path, width: 128, height: 48, fps: CapsuleClip.fps, options: options,
                                       expectedFrameCount: frames.count, concurrent: true)
        for frame in frames { try writer.add(frame) }
        try writer.finish()
        #expect(readFile(path) == serial)
    }
}
