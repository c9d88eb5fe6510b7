import CLISupport
import Codecs
import Flipbook
import Foundation
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
            transparent. WebP keeps alpha; MP4 and WebM composite onto the matte. FRAME may be a folder rendered
            by `flipbook render -o DIR/` (its manifest.json lists the frames). The frame rate comes from --fps,
            else from the manifest.json beside the frames (`render -o DIR/` writes one).

            Example:
              flipbook render examples/card-flip.swift -o frames/ && flipbook encode frames/ -o card-flip.mp4
            """,
        options: [
            .option("output", short: "o", placeholder: "FILE", help: "FILE.gif, FILE.webp, FILE.mp4 or FILE.webm (required)."),
            .option("fps", placeholder: "N", help: "Frames per second of the input, e.g. 30 or 29.97 (default: manifest.json's beside the frames)."),
            FrameFlags.quietOption,
        ] + EncoderFlags.options,
        arguments: [ArgumentSpec(name: "FRAME", help: "PNG frames, in order, or a folder with a manifest.json.", isRepeating: true)])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard let output = arguments.value("output") else { throw CommandError("missing option --output (-o FILE)") }
        let format = try OutputFormat(outputPath: output)
        guard format.isAnimation else {
            throw CommandError("-o '\(output)': encode writes an animation: FILE.gif, FILE.webp, FILE.mp4 or FILE.webm")
        }
        let settings = try EncoderFlags.settings(arguments, format: format)
        try OutputFolder.check(output)
        if format.videoCodec != nil { _ = try FFmpegVideoWriter.locateFFmpeg(for: output) }
        var paths = arguments.arguments
        // A folder stands for the frames its manifest lists.
        var manifest: (path: String, value: FrameManifest)?
        if paths.count == 1, isFolder(paths[0]) {
            let folder = paths[0], path = join(folder, "manifest.json")
            let m = try readManifest(path)
            manifest = (path, m)
            paths = m.frames.map { join(folder, $0.file) }
        } else if let first = paths.first {
            let path = join((first as NSString).deletingLastPathComponent, "manifest.json")
            if arguments.value("fps") == nil, FileManager.default.fileExists(atPath: path) { manifest = (path, try readManifest(path)) }
        }
        let fps: Double
        if let fpsText = arguments.value("fps") {
            guard let v = Double(fpsText), v.isFinite, v > 0, v <= 1000 else {
                throw CommandError("--fps '\(fpsText)' is not a frame rate in (0, 1000]")
            }
            fps = v
        } else if let manifest {
            fps = manifest.value.settings.fps
        } else {
            throw CommandError("missing option --fps N: no manifest.json beside the frames gives the frame rate")
        }
        let progress = Progress(total: paths.count, label: "encode", quiet: true)
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
        if !arguments.flag("quiet"), let size = first {
            Console.out("wrote \(output): \(paths.count) frames, \(size.width)x\(size.height) px, "
                        + "\(Progress.fixed(fps, fps == fps.rounded() ? 0 : 3)) fps" + (arguments.value("fps") == nil ? " (from \(manifest!.path))" : "")
                        + ", \(RenderCommand.fileSize(output)), \(Progress.fixed(progress.elapsed, 2)) s")
        }
        return Flipbook.ExitCode.success
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func readManifest(_ path: String) throws -> FrameManifest {
        do { return try FrameManifest.read(contentsOf: path) } catch { throw CommandError("\(error)") }
    }
}
