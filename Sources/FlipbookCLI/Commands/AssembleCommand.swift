import CLISupport
import Codecs
import Flipbook

/// `flipbook assemble DIR -o clip.gif`: checks a folder of rendered frames (all shards present and
/// consistent, every file there with the pixels its manifest names) and encodes it.
enum AssembleCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "assemble", abstract: "Check the frames of a (sharded) PNG-sequence render and encode them (GIF, WebP, MP4, WebM).",
        discussion: """
            DIR holds either manifest-shard-I-of-N.json files (all N shards of one render, from
            `flipbook render SCENE --shard I/N -o DIR/`) or one manifest.json. Every frame's pixels are checked
            against its hash while encoding; the GIF equals the one `flipbook render SCENE -o clip.gif` makes.

            Example:
              parallel flipbook render scene.swift -o frames/ --shard {}/4 ::: 1 2 3 4
              flipbook assemble frames/ -o clip.gif
            """,
        options: [
            .option("output", short: "o", placeholder: "FILE", help: "FILE.gif, FILE.webp, FILE.mp4 or FILE.webm (required)."),
            .flag("quiet", short: "q", help: "No progress and no summary line."),
        ] + EncoderFlags.options,
        arguments: [ArgumentSpec(name: "DIR", help: "The folder the frames were rendered into.")])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard let output = arguments.value("output") else { throw CommandError("missing option --output (-o FILE.gif)") }
        let format = try OutputFormat(outputPath: output)
        guard format.isAnimation else {
            throw CommandError("-o '\(output)': assemble writes an animation: FILE.gif, FILE.webp, FILE.mp4 or FILE.webm")
        }
        let settings = try EncoderFlags.settings(arguments, format: format)
        try OutputFolder.check(output)
        if format.videoCodec != nil { _ = try FFmpegVideoWriter.locateFFmpeg(for: output) }
        let quiet = arguments.flag("quiet")
        let assembly = try FrameAssembly(directory: arguments.arguments[0])
        let m = assembly.manifest
        let progress = Progress(total: m.frames.count, label: "assemble", quiet: quiet)
        Interruption.install()
        try assembly.write(to: output, format: format, settings: settings,
                           progress: { try Interruption.check(); progress.update($0) })
        if !quiet {
            Console.out("wrote \(output): \(m.frames.count) frames from \(assembly.manifestFiles.count) manifest"
                        + "\(assembly.manifestFiles.count == 1 ? "" : "s"), \(m.pixelWidth)x\(m.pixelHeight) px, "
                        + "\(RenderCommand.fileSize(output)), \(Progress.fixed(progress.elapsed, 2)) s")
        }
        return Flipbook.ExitCode.success
    }
}
