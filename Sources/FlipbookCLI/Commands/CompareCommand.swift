import CLISupport
import Codecs
import Flipbook
import Foundation

/// `flipbook compare A B -o out.gif`: two scenes (or two previews of one file) side by side on one
/// clock, each labelled with its name — "with and without the transition, at quarter speed".
enum CompareCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "compare", abstract: "Render two scenes side by side (or stacked) on one clock, each labelled.",
        discussion: """
            A and B are scene files or folders; FILE#NAME picks the #Preview("NAME") (or PreviewProvider
            preview) of a file, so two previews of one file compare: `compare card.swift#With card.swift#Without`.
            Both run on one clock, at the first scene's fps: the comparison lasts as long as the longer clip
            and the shorter holds its last frame. Each is drawn at its own size with its name above it, left to
            right (--stack vertical: top to bottom). The scene flags (--size, --tap, ...) apply to both; a scene
            that changes nothing by itself is auto-tapped as by render.

            The output follows -o as for render: FILE.gif, FILE.webp, FILE.mp4, FILE.webm, DIR/ (PNG frames and manifest.json), or
            FILE.png — a contact sheet of the comparison, or one still with --at T.

            Example:
              flipbook compare examples/card-flip.swift examples/scale-fade.swift -o both.gif --speed 0.25
            """,
        options: [
            .option("output", short: "o", placeholder: "PATH", help: "FILE.gif, DIR/ or FILE.png (a contact sheet; a still with --at) (required)."),
        ] + SceneInput.options + [
            SceneInput.lenientOption,
            .option("stack", placeholder: "horizontal|vertical", help: "Side by side (horizontal, default) or one above the other (vertical)."),
            FrameFlags.speedOption(help: "Playback speed: 0.25 = 4x slow motion (default 1)."),
            .option("at", placeholder: "SECONDS", help: "One still at this time (needs -o FILE.png)."),
            FrameFlags.threadsOption,
            .option("png-compression", placeholder: "LEVEL", help: "fast (default), default, best or a zlib level 0...9."),
            .flag("quiet", short: "q", help: "No progress and no summary line."),
        ] + EncoderFlags.options,
        arguments: [ArgumentSpec(name: "SCENE", help: "Two scenes: FILE, DIR/ or FILE#PREVIEW.", isRepeating: true)])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard arguments.arguments.count == 2 else {
            throw CommandError("compare takes two scenes (A B, or FILE#PREVIEW FILE#PREVIEW), not \(arguments.arguments.count)")
        }
        guard let output = arguments.value("output") else { throw CommandError("missing option --output (-o \(OutputFormat.pathList))") }
        let format = try ClipOutput.format(output)
        let quiet = arguments.flag("quiet")
        let speed = try FrameFlags.speed(arguments)
        let threads = try FrameFlags.threads(arguments)
        let encoder = try EncoderFlags.settings(arguments, format: format)
        let compression = try arguments.value("png-compression").map(RenderCommand.parseCompression) ?? .fast
        let arrangement = try arguments.value("stack").map { text -> Comparison.Arrangement in
            guard let a = Comparison.Arrangement(rawValue: text) else {
                throw CommandError("--stack '\(text)' is not horizontal or vertical")
            }
            return a
        } ?? .horizontal
        let at = try arguments.number("at", in: 0...3600, expected: "a time in seconds, 0...3600")
        if at != nil && format != .png { throw CommandError("--at renders one still: use -o FILE.png, not '\(output)'") }
        if format != .folder { try OutputFolder.check(output) }
        if format.videoCodec != nil { _ = try FFmpegVideoWriter.locateFFmpeg(for: output) }

        var inputs: [SceneInput] = []
        var panels: [Comparison.Panel] = []
        for argument in arguments.arguments {
            let (path, preview) = split(argument)
            let input = try SceneInput.loadPrintingWarnings(path, arguments: arguments, preview: preview)
            inputs.append(input)
            panels.append(Comparison.Panel(clip: try input.clip(), label: input.scene.name))
        }
        // Two scenes of one name (two files' ContentView) are labelled as written instead.
        if panels[0].label == panels[1].label {
            for i in panels.indices { panels[i].label = arguments.arguments[i] }
        }
        let comparison = try Comparison(panels, arrangement: arrangement)
        let timing = try FrameTiming(fps: comparison.fps, duration: comparison.duration, speed: speed)
        if let at, at > comparison.duration + 1e-9 {
            throw CommandError("--at \(at) is after the comparison's end (\(comparison.duration) s)")
        }
        let renderer = ParallelFrameRenderer(source: comparison, timing: timing, threads: threads)
        let sheet = format == .png && at == nil
        let frames = sheet ? ContactSheet.evenlySpread(count: 12, over: timing.frameCount) : format == .png ? [0] : Array(0..<timing.frameCount)
        try RenderLimits.check(width: comparison.pixelWidth, height: comparison.pixelHeight, frameCount: frames.count,
                               window: format == .png ? 1 : renderer.window,
                               what: "the two scenes side by side at scale \(comparison.scale)")
        Interruption.install()
        let name = panels.map(\.label).joined(separator: " | ")
        let progress = Progress(total: frames.count, label: name, quiet: quiet)
        var summary: String
        if sheet {
            let layout = ContactSheet(columns: min(3, frames.count), thumbnailWidth: min(400, comparison.canvasSize.width))
            let image = try layout.render(renderer, frames: frames)
            StagingName.removeStaleFiles(of: output)
            try PNG.write(image, to: output)
            summary = "wrote \(output): a contact sheet of \(frames.count) frames, \(image.width)x\(image.height) px, \(RenderCommand.fileSize(output))"
        } else {
            var settings = ClipOutput.Settings(output: output, format: format, at: at, encoder: encoder, compression: compression, quiet: quiet)
            if format == .folder {
                var renderSettings = RenderSettings(clip: panels[0].clip, timing: timing, preview: inputs[0].preview)
                renderSettings.width = comparison.canvasSize.width
                renderSettings.height = comparison.canvasSize.height
                renderSettings.duration = comparison.duration
                // Both scenes' sources (and the second's preview) make the comparison's identity.
                let source = inputs[0].source + Array("\n// compare with \(inputs[1].preview ?? "-")\n".utf8) + inputs[1].source
                settings.manifest = FrameManifest(scene: name, sceneHash: SceneHash.compute(source: source, settings: renderSettings),
                                                  settings: renderSettings, pixelWidth: comparison.pixelWidth,
                                                  pixelHeight: comparison.pixelHeight, clipFrameCount: timing.frameCount,
                                                  first: 0, last: timing.frameCount - 1, shard: nil)
            }
            (_, summary) = try ClipOutput.write(renderer, frames: frames, settings) { try Interruption.check(); progress.update($0) }
        }
        summary += ", \(Progress.fixed(progress.elapsed, 2)) s"
        if !quiet { Console.out(summary) }
        return Flipbook.ExitCode.success
    }

    /// "FILE#NAME" → (FILE, NAME); a path that exists as written (even with a '#') is a path.
    static func split(_ argument: String) -> (path: String, preview: String?) {
        guard let hash = argument.lastIndex(of: "#"), !FileManager.default.fileExists(atPath: argument) else { return (argument, nil) }
        let name = String(argument[argument.index(after: hash)...])
        return name.isEmpty ? (String(argument[..<hash]), nil) : (String(argument[..<hash]), name)
    }
}
