import CLISupport
import Codecs
import Flipbook

/// `flipbook assemble DIR -o clip.gif`: checks a folder of rendered frames (all shards present and
/// consistent, every file there with the pixels its manifest names) and encodes it.
enum AssembleCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "assemble", abstract: "Check the frames of a (sharded) PNG-sequence render and encode them as a GIF.",
        discussion: """
            DIR holds either manifest-shard-I-of-N.json files (all N shards of one render, from
            `flipbook render SCENE --shard I/N -o DIR/`) or one manifest.json. Every frame's pixels are checked
            against its hash while encoding; the GIF equals the one `flipbook render SCENE -o clip.gif` makes.

            Example:
              parallel flipbook render scene.swift -o frames/ --shard {}/4 ::: 1 2 3 4
              flipbook assemble frames/ -o clip.gif
            """,
        options: [
            .option("output", short: "o", placeholder: "FILE.gif", help: "The GIF to write (required)."),
            .flag("quiet", short: "q", help: "No progress and no summary line."),
        ] + GIFFlags.options,
        arguments: [ArgumentSpec(name: "DIR", help: "The folder the frames were rendered into.")])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard let output = arguments.value("output") else { throw CommandError("missing option --output (-o FILE.gif)") }
        guard output.lowercased().hasSuffix(".gif") else { throw CommandError("-o '\(output)': assemble writes a GIF (FILE.gif)") }
        let loop = try GIFFlags.loop(arguments)
        let options = try GIFFlags.encoderOptions(arguments)
        let quiet = arguments.flag("quiet")
        let assembly = try FrameAssembly(directory: arguments.arguments[0])
        let m = assembly.manifest
        let progress = Progress(total: m.frames.count, label: "assemble", quiet: quiet)
        Interruption.install()
        try assembly.writeGIF(to: output, loop: loop, options: options, progress: { try Interruption.check(); progress.update($0) })
        if !quiet {
            Console.out("wrote \(output): \(m.frames.count) frames from \(assembly.manifestFiles.count) manifest"
                        + "\(assembly.manifestFiles.count == 1 ? "" : "s"), \(m.pixelWidth)x\(m.pixelHeight) px, "
                        + "\(RenderCommand.fileSize(output)), \(Progress.fixed(progress.elapsed, 2)) s")
        }
        return Flipbook.ExitCode.success
    }
}
