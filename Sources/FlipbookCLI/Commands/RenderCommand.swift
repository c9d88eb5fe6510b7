import CLISupport
import Codecs
import Flipbook
import Foundation
import Raster

/// `flipbook render SCENE -o out.gif | out.webp | out.mp4 | out.webm | out.png | frames/`: renders a scene to an
/// animation, one still PNG, or a PNG sequence with a manifest (optionally one shard of it).
enum RenderCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "render", abstract: "Render a scene to a GIF, WebP, MP4 or WebM, a still PNG or a folder of PNG frames.",
        discussion: """
            The output's format follows its name: FILE.gif (animated GIF), FILE.webp (animated WebP, lossless
            unless --quality is given), FILE.mp4 (H.264, yuv420p; odd pixel sizes are padded by one row or column),
            FILE.webm (VP9), FILE.png (one still: the frame at --at T, else the first frame of --frames, else frame
            0) or DIR/ (frame-0000.png ... and manifest.json; a name without an extension that is an existing
            folder counts too). MP4 and WebM run the ffmpeg program (Debian package ffmpeg). Outputs are complete
            or absent: they are written under temporary names and renamed when done.

            Frame i shows clip time i / fps * speed. --frames A..B is inclusive (A...B too; A..<B excludes B).
            --shard I/N renders the I-th of N contiguous blocks of those frames into DIR/ with a partial
            manifest (manifest-shard-I-of-N.json); `flipbook assemble DIR -o clip.gif` then checks and encodes
            them, giving the same GIF byte for byte as rendering it in one go.

            SCENE may be a folder (DIR/): every .swift file directly in it is read as one module, so a view and
            the models, extensions and helpers it uses may be in different files; --preview NAME picks a
            #Preview("NAME") or PreviewProvider preview of any file (default: the first in file order).

            Loading is strict: the first error stops it (`flipbook check` lists them all). --lenient renders
            anyway: an unknown or unsupported modifier is skipped, an unknown or unsupported view is drawn as a
            light grey placeholder with its name (flexible width, 44 pt high), and a declaration with an error
            is left out unless the rendered preview uses it; each is one warning (FILE:LINE:COLUMN: warning:)
            on stderr.

            Examples:
              flipbook render examples/card-flip.swift -o card-flip.gif
              flipbook render MyApp/Views/ --preview Toast -o toast.gif --lenient
              flipbook render examples/card-flip.swift -o flip.gif --speed 0.25 --size 400x400 --scale 1
              flipbook render examples/genie.swift -o genie.png --at 0.4
              flipbook render examples/tabs.swift -o frames/ --shard 2/4
            """,
        options: [
            .option("output", short: "o", placeholder: "PATH", help: OutputFormat.pathList + " (required)."),
        ] + SceneInput.options + [
            SceneInput.lenientOption,
            FrameFlags.speedOption(help: "Playback speed: 0.25 = 4x slow motion (default 1)."),
            .option("frames", placeholder: "A..B", help: "Only frames A to B, inclusive (frame i is at i / fps * speed)."),
            .option("at", placeholder: "SECONDS", help: "Render one still at this clip time (needs -o FILE.png)."),
            FrameFlags.threadsOption,
            .option("png-compression", placeholder: "LEVEL", help: "fast (default), default, best or a zlib level 0...9."),
            .option("shard", placeholder: "I/N", help: "Render only the I-th of N blocks of frames (needs -o DIR/)."),
            .flag("timings", help: "Print where the time went (render, encode, waiting)."),
            .flag("quiet", short: "q", help: "No progress and no summary line."),
        ] + EncoderFlags.options,
        arguments: [ArgumentSpec(name: "SCENE", help: "A scene script (.swift), a folder of them (DIR/, one module) or a JSON scene (.json).")])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard let output = arguments.value("output") else { throw CommandError("missing option --output (-o \(OutputFormat.pathList))") }
        let format = try outputFormat(output)
        let quiet = arguments.flag("quiet")
        // Flags that need no scene are checked first, so usage errors come before any slow work.
        let speed = try FrameFlags.speed(arguments)
        let settings = try EncoderFlags.settings(arguments, format: format)
        let threads = try FrameFlags.threads(arguments)
        let compression = try arguments.value("png-compression").map(parseCompression) ?? .fast
        let shard = try arguments.value("shard").map { text -> Shard in
            do { return try Shard(parsing: text) } catch let e as OutputError { throw CommandError("--shard: \(e)") }
        }
        let at = try arguments.number("at", in: 0...3600, expected: "a time in seconds, 0...3600")
        if shard != nil && format != .folder { throw CommandError("--shard needs a folder output (-o DIR/), not '\(output)'") }
        if at != nil && format != .png { throw CommandError("--at renders one still: use -o FILE.png, not '\(output)'") }
        if at != nil && arguments.value("frames") != nil { throw CommandError("--at and --frames exclude each other") }
        if arguments.value("png-compression") != nil && format != .png && format != .folder {
            throw CommandError("--png-compression applies to PNG output (FILE.png, DIR/), not \(format.displayName)")
        }
        if format != .folder { try OutputFolder.check(output) }
        if format.videoCodec != nil { _ = try FFmpegVideoWriter.locateFFmpeg(for: output) }

        let input = try SceneInput.loadPrintingWarnings(arguments.arguments[0], arguments: arguments)
        let clip = try input.clip()
        let timing = try FrameTiming(clip: clip, speed: speed)
        let range = try arguments.value("frames").map { try parseFrames($0, frameCount: timing.frameCount) }
            ?? 0...(timing.frameCount - 1)
        var frames = Array(range)
        if format == .png { frames = [frames[0]] }
        if let shard { frames = shard.positions(of: range.count).map { range.lowerBound + $0 } }

        let renderer = ParallelFrameRenderer(clip: clip, timing: timing, threads: threads)
        try RenderLimits.check(scene: clip.scene, frameCount: frames.count, window: format == .png ? 1 : renderer.window,
                               format: format)
        Interruption.install()
        let progress = Progress(total: frames.count, label: input.scene.name, quiet: quiet)
        let step: (Int) throws -> Void = { try Interruption.check(); progress.update($0) }
        let statistics: FrameRenderStatistics
        var summary: String
        let size = "\(RenderLimits.pixelSize(clip.scene).width)x\(RenderLimits.pixelSize(clip.scene).height) px"
        switch format {
        case .png:
            let pixmap: Pixmap
            if let at {
                guard at <= clip.duration + 1e-9 else {
                    throw CommandError("--at \(at) is after the clip's end (\(clip.duration) s)")
                }
                pixmap = try renderer.renderStill(at: at)
            } else {
                pixmap = try renderer.renderFrame(frames[0])
            }
            try PNG.write(pixmap, to: output, compression: compression)
            statistics = FrameRenderStatistics()
            summary = "wrote \(output): 1 frame, \(size), \(fileSize(output))"
        case .gif, .webp, .mp4, .webm:
            let pixel = RenderLimits.pixelSize(clip.scene)
            if format.videoCodec != nil && (pixel.width % 2 == 1 || pixel.height % 2 == 1) && !quiet {
                Console.errorLine("flipbook: note: \(format.displayName) (H.264/VP9 4:2:0) needs even pixel sizes: "
                                  + "\(pixel.width)x\(pixel.height) px are padded to \(pixel.width + pixel.width % 2)x"
                                  + "\(pixel.height + pixel.height % 2) by repeating the last column/row")
            }
            statistics = try ClipWriter.write(renderer, frames: frames, format: format, to: output, settings: settings,
                                              progress: step)
            summary = "wrote \(output): \(frames.count) frames, \(size), \(fileSize(output))"
        case .folder:
            let settings = RenderSettings(clip: clip, timing: timing, preview: input.preview)
            let hash = SceneHash.compute(source: input.source, settings: settings)
            let pixel = RenderLimits.pixelSize(clip.scene)
            let manifest = FrameManifest(scene: clip.scene.name, sceneHash: hash, settings: settings,
                                         pixelWidth: pixel.width, pixelHeight: pixel.height,
                                         clipFrameCount: timing.frameCount, first: range.lowerBound,
                                         last: range.upperBound, shard: shard)
            statistics = try PNGSequenceWriter.write(renderer, frames: frames, to: output, manifest: manifest,
                                                     compression: compression, progress: step).statistics
            summary = "wrote \(output): \(frames.count) frames"
                + (shard.map { " (shard \($0) of frames \(range.lowerBound)...\(range.upperBound))" } ?? "")
                + ", \(size), manifest \(FrameManifest.fileName(shard: shard))"
        }
        let elapsed = progress.elapsed
        summary += ", \(Progress.fixed(elapsed, 2)) s"
        if frames.count > 1 { summary += " (\(Progress.fixed(Double(frames.count) / max(elapsed, 1e-9), 1)) frames/s)" }
        if !quiet { Console.out(summary) }
        if arguments.flag("timings") { printTimings(statistics, format: format, threads: renderer.threads) }
        return Flipbook.ExitCode.success
    }

    /// The format `-o` names (a name without a known extension counts as a folder when one exists there).
    static func outputFormat(_ path: String) throws -> OutputFormat {
        var isDirectory: ObjCBool = false
        let folder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        return try OutputFormat(outputPath: path, isDirectory: folder)
    }

    static func parseCompression(_ text: String) throws -> PNGCompression {
        switch text {
        case "fast": return .fast
        case "default": return .default
        case "best": return .best
        default:
            guard let level = Int(text), (0...9).contains(level) else {
                throw CommandError("--png-compression '\(text)' is not fast, default, best or a level 0...9")
            }
            return .level(level)
        }
    }

    /// "A..B" / "A...B" (inclusive), "A..<B" (B excluded), or "A" (one frame).
    static func parseFrames(_ text: String, frameCount: Int) throws -> ClosedRange<Int> {
        let bad = CommandError("--frames '\(text)' is not a range A..B of frame indices (inclusive, 0...\(frameCount - 1))")
        let a: Int?, b: Int?
        if let r = text.range(of: "..<") {
            a = Int(text[..<r.lowerBound]); b = Int(text[r.upperBound...]).map { $0 - 1 }
        } else if let r = text.range(of: "...") ?? text.range(of: "..") {
            a = Int(text[..<r.lowerBound]); b = Int(text[r.upperBound...])
        } else {
            a = Int(text); b = a
        }
        guard let a, let b else { throw bad }
        guard a >= 0, a <= b else { throw bad }
        guard b < frameCount else {
            throw CommandError("--frames '\(text)': the clip has frames 0...\(frameCount - 1) at this fps and speed")
        }
        return a...b
    }

    static func fileSize(_ path: String) -> String {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        return size.map(Progress.bytes) ?? "?"
    }

    static func printTimings(_ s: FrameRenderStatistics, format: OutputFormat, threads: Int) {
        Console.errorLine("timings: wall \(Progress.fixed(s.wallSeconds, 3)) s on \(threads) thread\(threads == 1 ? "" : "s")")
        Console.errorLine("  render (summed over threads)    \(Progress.fixed(s.renderSeconds, 3)) s")
        if format == .folder {
            Console.errorLine("  PNG encode+hash+write (summed)  \(Progress.fixed(s.prepareSeconds, 3)) s")
        }
        if format == .webp {
            Console.errorLine("  WebP encode (libwebp, in order) \(Progress.fixed(s.encodeSeconds, 3)) s")
        } else if format.videoCodec != nil {
            Console.errorLine("  YUV convert + ffmpeg (in order) \(Progress.fixed(s.encodeSeconds, 3)) s")
        }
        if format == .gif {
            Console.errorLine("  GIF quantize+dither (in order)  \(Progress.fixed(s.consumeSeconds - s.encodeSeconds, 3)) s")
            Console.errorLine("  GIF LZW encode+write (giflib)   \(Progress.fixed(s.encodeSeconds, 3)) s")
        } else {
            Console.errorLine("  collect                         \(Progress.fixed(s.consumeSeconds, 3)) s")
        }
        Console.errorLine("  waiting for frames              \(Progress.fixed(s.waitSeconds, 3)) s")
    }
}
