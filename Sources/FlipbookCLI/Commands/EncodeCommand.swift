import CLISupport
import Codecs
import Raster

/// `flipbook encode FRAME.png... -o out.gif --fps N`: encodes PNG frames as an animated GIF with Flipbook's
/// encoder, so it can be used (and compared with other encoders) on its own.
///
/// Frames are decoded one at a time and streamed into the GIF, which replaces `-o` atomically. With
/// `--palette global`, up to eight frames spread over the clip are decoded first to shape the palette (and kept
/// to be encoded without decoding them again).
enum EncodeCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "encode", abstract: "Encode PNG frames as an animated GIF.",
        discussion: """
            All frames must have the same size. Semi-transparent pixels are composited onto the matte colour;
            pixels with alpha below 128 become transparent.
            """,
        options: [
            .option("output", short: "o", placeholder: "FILE", help: "The GIF to write (required)."),
            .option("fps", placeholder: "N", help: "Frames per second of the input (required), e.g. 30 or 29.97."),
            .option("loop", placeholder: "N", help: "Times to play: 0 = forever (default)."),
            .option("matte", placeholder: "#RRGGBB", help: "Colour semi-transparent edges are blended onto (default #ffffff)."),
            .option("dither", placeholder: "KIND", help: "sierra (default), fs (Floyd-Steinberg) or none; only where the palette is visibly coarse."),
            .option("palette", placeholder: "MODE", help: "global, local (per frame) or auto (default: per frame, the smaller)."),
            .option("quality", placeholder: "DB", help: "Target mean PSNR in dB, 30...60 (default 55.5); lower is smaller."),
        ],
        arguments: [ArgumentSpec(name: "FRAME", help: "PNG frames, in order.", isRepeating: true)])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard let output = arguments.value("output") else { throw EncodeError("missing option --output (-o FILE)") }
        guard let fpsText = arguments.value("fps") else { throw EncodeError("missing option --fps N") }
        guard let fps = Double(fpsText), fps.isFinite, fps > 0, fps <= 1000 else {
            throw EncodeError("--fps '\(fpsText)' is not a frame rate in (0, 1000]")
        }
        var loop = GIFLoop.forever
        if let text = arguments.value("loop") {
            guard let n = Int(text), (0...65536).contains(n) else {
                throw EncodeError("--loop '\(text)' is not a play count in 0...65536 (0 = forever)")
            }
            loop = n == 0 ? .forever : .times(n)
        }
        var options = GIFOptions()
        if let text = arguments.value("matte") {
            guard let matte = parseHexColor(text) else { throw EncodeError("--matte '\(text)' is not a colour #RRGGBB") }
            options.matte = matte
        }
        if let text = arguments.value("dither") {
            guard let dither = GIFDither(rawValue: text) else {
                throw EncodeError("--dither '\(text)' is not one of sierra, fs, none")
            }
            options.dither = dither
        }
        if let text = arguments.value("palette") {
            guard let mode = GIFPaletteMode(rawValue: text) else {
                throw EncodeError("--palette '\(text)' is not one of global, local, auto")
            }
            options.palette = mode
        }
        if let text = arguments.value("quality") {
            guard let q = Double(text), q.isFinite, (30...60).contains(q) else {
                throw EncodeError("--quality '\(text)' is not a PSNR in 30...60 dB")
            }
            options.quality = q
        }
        let paths = arguments.arguments

        // Palette samples: decoded first, kept for the encoding pass.
        var decoded: [Int: Pixmap] = [:]
        for i in GIF.paletteSampleIndices(frameCount: paths.count, palette: options.palette) {
            decoded[i] = try PNG.read(contentsOf: paths[i])
        }
        let first = try decoded[0] ?? PNG.read(contentsOf: paths[0])
        decoded[0] = first
        for (i, frame) in decoded.sorted(by: { $0.key < $1.key }) {
            try checkSize(frame, path: paths[i], first: first, firstPath: paths[0])
        }
        let samples = decoded.sorted(by: { $0.key < $1.key }).map(\.value)
        var writer = try GIFFileWriter(path: output, width: first.width, height: first.height, fps: fps, loop: loop,
                                       options: options, paletteSamples: samples, expectedFrameCount: paths.count)
        for (i, path) in paths.enumerated() {
            let frame = try decoded.removeValue(forKey: i) ?? PNG.read(contentsOf: path)
            try checkSize(frame, path: path, first: first, firstPath: paths[0])
            try writer.add(frame)
        }
        try writer.finish()
        return Flipbook.ExitCode.success
    }

    private static func checkSize(_ frame: Pixmap, path: String, first: Pixmap, firstPath: String) throws {
        guard frame.width == first.width, frame.height == first.height else {
            throw EncodeError("\(path): frame is \(frame.width)x\(frame.height), but \(firstPath) is "
                              + "\(first.width)x\(first.height); all frames must have the same size")
        }
    }

    /// "#rrggbb" or "rrggbb" (hex digits, either case).
    static func parseHexColor(_ text: String) -> Color? {
        let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let v = Int(hex, radix: 16) else { return nil }
        return Color(r8: v >> 16, g8: (v >> 8) & 0xFF, b8: v & 0xFF)
    }
}

/// A bad value given to `flipbook encode` (reported as "flipbook: error: …", exit code 2).
struct EncodeError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
