import Codecs
import Raster

/// The encoder settings of an animated output, in one value for every format (`OutputFormat.settings` says
/// which ones a format takes; the others are ignored).
public struct AnimationSettings: Sendable, Equatable {
    /// GIF and WebP: how many times to play.
    public var loop: GIFLoop
    /// On the format's own scale (`OutputFormat.quality`); nil for the format's default (WebP: lossless).
    public var quality: Double?
    /// GIF and video: the colour semi-transparent pixels are blended onto (default white).
    public var matte: Color?
    /// GIF only: dithering and palette scope (its `quality` and `matte` come from the fields above).
    public var gif: GIFOptions

    public init(loop: GIFLoop = .forever, quality: Double? = nil, matte: Color? = nil, gif: GIFOptions = GIFOptions()) {
        self.loop = loop
        self.quality = quality
        self.matte = matte
        self.gif = gif
    }

    /// The GIF encoder's options with `quality` and `matte` applied.
    public var gifOptions: GIFOptions {
        var options = gif
        if let quality { options.quality = quality }
        if let matte { options.matte = matte }
        return options
    }

    /// The WebP encoder's options: lossless unless a quality is given.
    public var webpOptions: WebPOptions {
        WebPOptions(compression: quality.map { .lossy(quality: $0) } ?? .lossless)
    }

    /// The video matte as an opaque 8-bit colour.
    var videoMatte: PremultipliedColorU8 {
        guard let matte else { return PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255) }
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return PremultipliedColorU8(r: byte(matte.red), g: byte(matte.green), b: byte(matte.blue), a: 255)
    }

    /// Checks `quality` against `format`'s scale.
    /// - Throws: `OutputError` naming the range.
    public func validate(for format: OutputFormat) throws {
        guard let quality else { return }
        guard let scale = format.quality else { throw OutputError("\(format.displayName) output takes no quality") }
        guard scale.range.contains(quality) else {
            throw OutputError("quality \(quality) is outside \(format.displayName)'s \(scale.help)")
        }
    }
}
