import Codecs

/// Every kind of output Flipbook writes, declared once: the `-o` name's extension picks it, and the CLI's
/// help, errors and docs tables follow from this list.
public enum OutputFormat: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Animated GIF (giflib, Flipbook's quantizer).
    case gif
    /// Animated WebP (libwebp's animation encoder): lossless by default, lossy with a quality.
    case webp
    /// H.264 in MP4 (the `ffmpeg` program with x264), yuv420p, index first.
    case mp4
    /// VP9 in WebM (the `ffmpeg` program with libvpx).
    case webm
    /// One still PNG.
    case png
    /// A folder of PNG frames and `manifest.json`.
    case folder

    /// The file name extension that selects the format (none for a folder: a trailing slash).
    public var fileExtension: String? { self == .folder ? nil : rawValue }

    /// What it is, for help and messages.
    public var summary: String {
        switch self {
        case .gif: "animated GIF"
        case .webp: "animated WebP, lossless unless --quality is given"
        case .mp4: "H.264 video (MP4, yuv420p) through the ffmpeg program"
        case .webm: "VP9 video (WebM) through the ffmpeg program"
        case .png: "one still PNG"
        case .folder: "PNG frames and manifest.json"
        }
    }

    /// Its name in messages: "GIF", "WebP", "MP4", "WebM", "PNG", "PNG folder".
    public var displayName: String {
        switch self {
        case .gif: "GIF"
        case .webp: "WebP"
        case .mp4: "MP4"
        case .webm: "WebM"
        case .png: "PNG"
        case .folder: "PNG folder"
        }
    }

    /// How `-o` is written for it: "FILE.gif" or "DIR/".
    public var pathPattern: String { fileExtension.map { "FILE.\($0)" } ?? "DIR/" }

    /// Whether it holds every frame of a clip in one file (played by a viewer).
    public var isAnimation: Bool { [.gif, .webp, .mp4, .webm].contains(self) }

    /// The video codec, for the formats encoded by the `ffmpeg` program.
    public var videoCodec: VideoCodec? {
        switch self {
        case .mp4: .h264
        case .webm: .vp9
        default: nil
        }
    }

    /// What must be installed besides Flipbook's own libraries, as a Debian package name.
    public var requiredPackage: String? { videoCodec == nil ? nil : "ffmpeg" }

    /// The encoder settings the format takes (each is a flag of `render` and `encode`).
    public var settings: Set<EncoderSetting> {
        switch self {
        case .gif: [.loop, .quality, .matte, .dither, .palette]
        case .webp: [.loop, .quality]
        case .mp4, .webm: [.quality, .matte]
        case .png, .folder: []
        }
    }

    /// What `--quality` means for this format; nil when it takes none.
    public var quality: QualityScale? {
        switch self {
        case .gif: QualityScale(range: 30...60, unit: " dB", meaning: "target mean PSNR; lower is smaller",
                                defaultValue: GIFOptions().quality)
        case .webp: QualityScale(range: 0...100, unit: "", meaning: "lossy at libwebp's quality factor; without it lossless",
                                 defaultValue: nil)
        case .mp4: QualityScale(range: 0...100, unit: "", meaning: "CRF = 51 × (100 − Q) / 100; higher is better",
                                defaultValue: VideoQuality.defaultQuality)
        case .webm: QualityScale(range: 0...100, unit: "", meaning: "CRF = 63 × (100 − Q) / 100; higher is better",
                                 defaultValue: VideoQuality.defaultQuality)
        case .png, .folder: nil
        }
    }

    public var description: String { rawValue }

    /// The format `-o PATH` names: by extension (any case), or a folder for a trailing slash or an existing folder.
    /// - Parameter isDirectory: whether `path` is an existing folder (the caller looks; this type does no I/O).
    /// - Throws: `OutputError` listing the names that work.
    public init(outputPath path: String, isDirectory: Bool = false) throws {
        if path.hasSuffix("/") || isDirectory { self = .folder; return }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex,
           let format = Self.allCases.first(where: { $0.fileExtension == name[name.index(after: dot)...].lowercased() }) {
            self = format
            return
        }
        throw OutputError("-o '\(path)': cannot tell the output format from the name; use \(Self.pathList) "
                          + "(a trailing slash for a folder)")
    }

    /// "FILE.gif, FILE.webp, FILE.mp4, FILE.webm, FILE.png or DIR/".
    public static var pathList: String {
        let patterns = allCases.map(\.pathPattern)
        return patterns.dropLast().joined(separator: ", ") + " or " + patterns.last!
    }
}

/// An encoder setting a format may take; its flag is `--<rawValue>`.
public enum EncoderSetting: String, CaseIterable, Sendable {
    case loop, quality, matte, dither, palette

    /// The formats that take it, e.g. "GIF and WebP".
    public var formats: String {
        let names = OutputFormat.allCases.filter { $0.settings.contains(self) }.map(\.displayName)
        return names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}

/// What `--quality` means for one format: its range, unit and default.
public struct QualityScale: Sendable, Equatable {
    public var range: ClosedRange<Double>
    public var unit: String
    public var meaning: String
    /// nil: the format's default is not a point on the scale (WebP: lossless).
    public var defaultValue: Double?

    /// "30...60 dB (target mean PSNR; lower is smaller; default 55.5)".
    public var help: String {
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        return "\(n(range.lowerBound))...\(n(range.upperBound))\(unit) (\(meaning)"
            + (defaultValue.map { "; default \(n($0))" } ?? "") + ")"
    }
}

/// The default quality of MP4 and WebM.
public enum VideoQuality {
    /// x264 CRF 17.85, VP9 CRF 22: frames of UI clips decode at about 45 dB or more (see BENCHMARKS.md).
    public static let defaultQuality = 65.0
}
