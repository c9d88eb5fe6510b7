import CLISupport
import Codecs
import Flipbook
import Raster

/// The animated outputs' encoder flags (`--loop`, `--quality`, `--matte`, `--dither`, `--palette`), shared by
/// `render`, `encode` and `assemble`, so all take the same spellings. Which format takes which flag, and what
/// `--quality` means for each, comes from `OutputFormat`; a flag the chosen format does not take is an error.
enum EncoderFlags {
    static let options: [OptionSpec] = EncoderSetting.allCases.map(option)

    static func option(_ setting: EncoderSetting) -> OptionSpec {
        let formats = setting.formats + ": "
        switch setting {
        case .loop: return .option("loop", placeholder: "N", help: formats + "times to play, 0 = forever (default).")
        case .matte:
            return .option("matte", placeholder: "#RRGGBB", help: formats + "colour semi-transparent pixels are blended onto (default #ffffff).")
        case .dither:
            return .option("dither", placeholder: "KIND", help: formats + "sierra (default), fs (Floyd-Steinberg) or none; only where the palette is visibly coarse.")
        case .palette: return .option("palette", placeholder: "MODE", help: formats + "global, local (per frame) or auto (default: per frame, the smaller).")
        case .quality:
            let scales = OutputFormat.allCases.compactMap { f in f.quality.map { "\(f.displayName) \($0.help)" } }
            return .option("quality", placeholder: "Q", help: scales.joined(separator: "; ") + ".")
        }
    }

    /// The settings for `format`, from the flags given.
    /// - Throws: `CommandError` naming the flag: one the format does not take, or a value out of range.
    static func settings(_ arguments: ParsedArguments, format: OutputFormat) throws -> AnimationSettings {
        for setting in EncoderSetting.allCases where arguments.value(setting.rawValue) != nil && !format.settings.contains(setting) {
            throw CommandError("--\(setting.rawValue) applies to \(setting.formats) output, not \(format.displayName) ('-o \(format.pathPattern)')")
        }
        var settings = AnimationSettings()
        if let n = try arguments.integer("loop", in: 0...65536, expected: "a play count in 0...65536 (0 = forever)") {
            settings.loop = n == 0 ? .forever : .times(n)
        }
        if let text = arguments.value("matte") {
            guard let matte = parseHexColor(text) else { throw CommandError("--matte '\(text)' is not a colour #RRGGBB") }
            settings.matte = matte
        }
        if let text = arguments.value("dither") {
            guard let dither = GIFDither(rawValue: text) else {
                throw CommandError("--dither '\(text)' is not one of \(GIFDither.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            settings.gif.dither = dither
        }
        if let text = arguments.value("palette") {
            guard let mode = GIFPaletteMode(rawValue: text) else {
                throw CommandError("--palette '\(text)' is not one of \(GIFPaletteMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            settings.gif.palette = mode
        }
        if let scale = format.quality {
            settings.quality = try arguments.number("quality", in: scale.range, expected: "a quality for \(format.displayName): \(scale.help)")
        }
        return settings
    }

    /// "#rrggbb" or "rrggbb" (hex digits, either case).
    static func parseHexColor(_ text: String) -> Color? {
        let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let v = Int(hex, radix: 16) else { return nil }
        return Color(r8: v >> 16, g8: (v >> 8) & 0xFF, b8: v & 0xFF)
    }
}
