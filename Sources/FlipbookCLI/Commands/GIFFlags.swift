import CLISupport
import Codecs
import Raster

/// The GIF encoder's flags, shared by `render` (to .gif) and `encode`, so both take the same spellings.
enum GIFFlags {
    static let options: [OptionSpec] = [
        .option("loop", placeholder: "N", help: "GIF: times to play, 0 = forever (default)."),
        .option("matte", placeholder: "#RRGGBB", help: "GIF: colour semi-transparent edges are blended onto (default #ffffff)."),
        .option("dither", placeholder: "KIND", help: "GIF: sierra (default), fs (Floyd-Steinberg) or none; only where the palette is visibly coarse."),
        .option("palette", placeholder: "MODE", help: "GIF: global, local (per frame) or auto (default: per frame, the smaller)."),
        .option("quality", placeholder: "DB", help: "GIF: target mean PSNR in dB, 30...60 (default 55.5); lower is smaller."),
    ]

    /// Whether any GIF-only flag was given (an error for other outputs).
    static func anyGiven(_ arguments: ParsedArguments) -> String? {
        options.map(\.name).first { arguments.value($0) != nil }
    }

    static func loop(_ arguments: ParsedArguments) throws -> GIFLoop {
        guard let n = try arguments.integer("loop", in: 0...65536, expected: "a play count in 0...65536 (0 = forever)") else {
            return .forever
        }
        return n == 0 ? .forever : .times(n)
    }

    static func encoderOptions(_ arguments: ParsedArguments) throws -> GIFOptions {
        var options = GIFOptions()
        if let text = arguments.value("matte") {
            guard let matte = parseHexColor(text) else { throw CommandError("--matte '\(text)' is not a colour #RRGGBB") }
            options.matte = matte
        }
        if let text = arguments.value("dither") {
            guard let dither = GIFDither(rawValue: text) else {
                throw CommandError("--dither '\(text)' is not one of \(GIFDither.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.dither = dither
        }
        if let text = arguments.value("palette") {
            guard let mode = GIFPaletteMode(rawValue: text) else {
                throw CommandError("--palette '\(text)' is not one of \(GIFPaletteMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.palette = mode
        }
        if let q = try arguments.number("quality", in: 30...60, expected: "a PSNR in 30...60 dB") { options.quality = q }
        return options
    }

    /// "#rrggbb" or "rrggbb" (hex digits, either case).
    static func parseHexColor(_ text: String) -> Color? {
        let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let v = Int(hex, radix: 16) else { return nil }
        return Color(r8: v >> 16, g8: (v >> 8) & 0xFF, b8: v & 0xFF)
    }
}
