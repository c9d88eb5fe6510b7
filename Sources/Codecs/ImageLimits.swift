/// Size limits for decoding untrusted images, checked against the header before any pixel memory is allocated,
/// so a crafted header (say 100000×100000) fails fast with a clear message instead of exhausting memory.
public struct ImageLimits: Sendable, Equatable {
    /// Largest accepted width in pixels.
    public var maxWidth = 16384
    /// Largest accepted height in pixels.
    public var maxHeight = 16384
    /// Largest accepted decoded size, width × height × 4 bytes.
    public var maxBytes = 1 << 30

    public init(maxWidth: Int = 16384, maxHeight: Int = 16384, maxBytes: Int = 1 << 30) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxBytes = maxBytes
    }

    /// 16384 × 16384 pixels and 1 GiB.
    public static let `default` = ImageLimits()
}
