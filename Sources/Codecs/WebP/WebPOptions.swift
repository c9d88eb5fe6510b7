/// How an animated WebP is compressed.
public struct WebPOptions: Sendable, Equatable {
    /// Lossless (exact pixels, the default) or lossy at a quality 0...100 (libwebp's quality factor:
    /// higher is better and larger).
    public enum Compression: Sendable, Equatable {
        case lossless
        case lossy(quality: Double)
    }

    public var compression: Compression
    /// libwebp's speed/size trade-off, 0 (fastest) ... 6 (smallest). 4 is `img2webp`'s and `cwebp`'s default.
    public var method: Int
    /// libwebp's effort for lossless frames, 0...100 (75 is `img2webp`'s default).
    public var losslessEffort: Double

    public init(compression: Compression = .lossless, method: Int = 4, losslessEffort: Double = 75) {
        self.compression = compression
        self.method = method
        self.losslessEffort = losslessEffort
    }
}
