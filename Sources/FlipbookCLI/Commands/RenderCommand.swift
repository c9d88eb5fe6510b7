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

            Frame i shows clip time i / fps * speed. --frames A:B excludes B (no shell quoting needed); A..B and
            A...B include B, A..<B excludes it.
            --shard I/N renders the I-th of N contiguous blocks of those frames into DIR/ with a partial
            manifest (manifest-shard-I-of-N.json); `flipbook assemble DIR -o clip.gif` then checks and encodes
            them, giving the same GIF byte for byte as rendering it in one go.

            SCENE may be a folder (DIR/): every .swift file directly in it is read as one module, so a view and
            the models, extensions and helpers it uses may be in different files; --preview NAME picks a
            #Preview("NAME") or PreviewProvider preview of any file (default: the first in file order).

            Without a duration, a clip lasts until its animations settle plus the hold; a clip whose motion is
            repeatForever is exactly one common period of its loops after any intro (the frame after the last is
            the loop's first), and the automatic length is capped at 10 s (a line on stderr says when). A scene
            that changes nothing by itself (no onAppear change, no animation, no clock) but has controls is
            tapped control by control, each once the previous motion has settled plus 0.5 s, and the taps are
            printed; --tap NAME@SECONDS chooses taps instead, --no-auto-tap keeps the still.

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
              flipbook render card.swift -o card.gif --tap Reveal@0.5 --tap Hide@1.8
              flipbook render examples/tabs.swift -o frames/ --shard 2/4
            """,
        options: [
            .option("output", short: "o", placeholder: "PATH", help: OutputFormat.pathList + " (required)."),
        ] + SceneInput.options + [
            SceneInput.lenientOption,
            FrameFlags.speedOption(help: "Playback speed: 0.25 = 4x slow motion (default 1)."),
            FrameFlags.framesOption(help: "Only these frames: " + FrameFlags.framesForms + " (frame i is at i / fps * speed)."),
            FrameFlags.atOption(help: "Render one still at this clip time (needs -o FILE.png)."),
            FrameFlags.threadsOption,
            .option("png-compression", placeholder: "LEVEL", help: "fast (default), default, best or a zlib level 0...9."),
            .option("shard", placeholder: "I/N", help: "Render only the I-th of N blocks of frames (needs -o DIR/)."),
            .flag("timings", help: "Print where the time went (render, encode, waiting)."),
            FrameFlags.quietOption,
        ] + EncoderFlags.options,
        arguments: [ArgumentSpec(name: "SCENE", help: "A scene script (.swift), a folder of them (DIR/, one module) or a JSON scene (.json).")])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard let output = arguments.value("output") else { throw CommandError("missing option --output (-o \(OutputFormat.pathList))") }
        let format = try ClipOutput.format(output)
        let quiet = arguments.flag("quiet")
        // Flags that need no scene are checked first, so usage errors come before any slow work.
        let speed = try FrameFlags.speed(arguments)
        let encoder = try EncoderFlags.settings(arguments, format: format)
        let threads = try FrameFlags.threads(arguments)
        let compression = try arguments.value("png-compression").map(parseCompression) ?? .fast
        let shard = try arguments.value("shard").map { text -> Shard in
            do { return try Shard(parsing: text) } catch let e as OutputError { throw CommandError("--shard: \(e)") }
        }
        let at = try FrameFlags.at(arguments)
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
        let range = try FrameFlags.frames(arguments, frameCount: timing.frameCount) ?? 0...(timing.frameCount - 1)
        var frames = Array(range)
        if format == .png { frames = [frames[0]] }
        if let shard { frames = shard.positions(of: range.count).map { range.lowerBound + $0 } }

        let renderer = ParallelFrameRenderer(clip: clip, timing: timing, threads: threads)
        try RenderLimits.check(scene: clip.scene, frameCount: frames.count, window: format == .png ? 1 : renderer.window, format: format)
        if let at, at > clip.duration + 1e-9 {
            throw CommandError("--at \(at) is after the clip's end (\(clip.duration) s)")
        }
        Interruption.install()
        // Shards render in parallel processes: each progress line says which shard it is.
        let progress = Progress(total: frames.count, label: input.scene.name + (shard.map { " shard \($0)" } ?? ""), quiet: quiet)
        var settings = ClipOutput.Settings(output: output, format: format, at: at, encoder: encoder, compression: compression, quiet: quiet)
        if format == .folder {
            var renderSettings = RenderSettings(clip: clip, timing: timing, preview: input.preview)
            // Taps from --tap or auto-tap make other frames from the same file: they are part of its identity.
            if !input.flagTaps.isEmpty || clip.scene.taps != input.scene.taps { renderSettings.taps = clip.scene.taps.map(\.spelling) }
            let pixel = RenderLimits.pixelSize(clip.scene)
            settings.manifest = FrameManifest(scene: clip.scene.name, sceneHash: SceneHash.compute(source: input.source, settings: renderSettings),
                                              settings: renderSettings, pixelWidth: pixel.width, pixelHeight: pixel.height,
                                              clipFrameCount: timing.frameCount, first: range.lowerBound,
                                              last: range.upperBound, shard: shard)
        }
        let (statistics, written) = try ClipOutput.write(renderer, frames: frames, settings) { try Interruption.check(); progress.update($0) }
        var summary = written
        let elapsed = progress.elapsed
        summary += ", \(Progress.fixed(elapsed, 2)) s"
        if frames.count > 1 { summary += " (\(Progress.fixed(Double(frames.count) / max(elapsed, 1e-9), 1)) frames/s)" }
        if !quiet { Console.out(summary) }
        if arguments.flag("timings") {
            let p = clip.preparation
            Console.errorLine("timings: clip prepared: timeline \(Progress.fixed(p.timelineSeconds, 3)) s, \(p.states) states built and laid out in \(Progress.fixed(p.layoutSeconds, 3)) s on \(p.threads) thread\(p.threads == 1 ? "" : "s") (summed over threads: bodies \(Progress.fixed(p.bodySeconds, 3)) s, layout with Canvas renderers \(Progress.fixed(p.layoutOnlySeconds, 3)) s)")
            printTimings(statistics, format: format, threads: renderer.threads)
        }
        return Flipbook.ExitCode.success
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
            let quantize = s.consumeSeconds - (s.encodeOnOwnThread ? 0 : s.encodeSeconds)
            Console.errorLine("  GIF flatten (with the render)   \(Progress.fixed(s.prepareSeconds, 3)) s")
            Console.errorLine("  GIF quantize+dither (in order)  \(Progress.fixed(quantize, 3)) s")
            Console.errorLine("  GIF LZW encode+write (giflib)   \(Progress.fixed(s.encodeSeconds, 3)) s"
                              + (s.encodeOnOwnThread ? " (own thread)" : ""))
        } else {
            Console.errorLine("  collect                         \(Progress.fixed(s.consumeSeconds, 3)) s")
        }
        Console.errorLine("  waiting for frames              \(Progress.fixed(s.waitSeconds, 3)) s")
    }
}
