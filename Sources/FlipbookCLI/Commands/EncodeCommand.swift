import CLISupport
import Codecs
import Flipbook
import Raster

/// `flipbook encode FRAME.png... -o out.gif|out.webp|out.mp4|out.webm --fps N`: encodes PNG frames with
/// Flipbook's encoders, so they can be used (and compared with other encoders) on their own.
///
/// Frames are decoded one at a time and streamed into the GIF, which replaces `-o` atomically. With
/// `--palette global`, up to eight frames spread over the clip are decoded first to shape the palette (and kept
/// to be encoded without decoding them again).
enum EncodeCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "encode", abstract: "Encode PNG frames as an animated GIF, WebP, MP4 or WebM.",
        discussion: """
            All frames must have the same size. The format follows -o's extension, as for render. GIF:
            semi-transparent pixels are composited onto the matte colour, pixels with alpha below 128 become
            transparent. WebP keeps alpha; MP4 and WebM composite onto the matte.
            """,
        options: [
            .option("output", short: "o", placeholder: "FILE", help: "FILE.gif, FILE.webp, FILE.mp4 or FILE.webm (required)."),
            .option("fps", placeholder: "N", help: "Frames per second of the input (required), e.g. 30 or 29.97."),
        ] + EncoderFlags.options,
        arguments: [ArgumentSpec(name: "FRAME", help: "PNG frames, in order.", isRepeating: true)])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard let output = arguments.value("output") else { throw CommandError("missing option --output (-o FILE)") }
        guard let fpsText = arguments.value("fps") else { throw CommandError("missing option --fps N") }
        guard let fps = Double(fpsText), fps.isFinite, fps > 0, fps <= 1000 else {
            throw CommandError("--fps '\(fpsText)' is not a frame rate in (0, 1000]")
        }
        let format = try OutputFormat(outputPath: output)
        guard format.isAnimation else {
            throw CommandError("-o '\(output)': encode writes an animation: FILE.gif, FILE.webp, FILE.mp4 or FILE.webm")
        }
        let settings = try EncoderFlags.settings(arguments, format: format)
        try OutputFolder.check(output)
        if format.videoCodec != nil { _ = try FFmpegVideoWriter.locateFFmpeg(for: output) }
        let paths = arguments.arguments
        // Frames are decoded one at a time (palette samples first, for --palette global); frame 0 always comes
        // first and sets the size every other frame must have.
        var first: (width: Int, height: Int)?
        try ClipWriter.write(frameCount: paths.count, fps: fps, format: format, to: output, settings: settings) { i in
            let frame = try PNG.read(contentsOf: paths[i])
            guard let size = first else {
                first = (frame.width, frame.height)
                return frame
            }
            guard frame.width == size.width, frame.height == size.height else {
                throw CommandError("\(paths[i]): frame is \(frame.width)x\(frame.height), but \(paths[0]) is "
                                   + "\(size.width)x\(size.height); all frames must have the same size")
            }
            return frame
        }
        return Flipbook.ExitCode.success
    }
}
