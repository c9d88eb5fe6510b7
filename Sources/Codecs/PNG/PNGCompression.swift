import CPNGShim

/// How hard the PNG encoder compresses. Encoding dominates the time to write a clip's frames, so the default is
/// `.fast`.
public enum PNGCompression: Sendable, Equatable {
    /// zlib level 1, the Up filter on every row, and run-length matching (`Z_RLE`).
    ///
    /// Measured on 17 frames (Skia's 512² and 1080p bench scenes and the 400² GIF-bench clips): 5× faster than
    /// `.default` for 27 % more bytes. Against other level-1 settings: 9 % slower than no filter but 21 % smaller;
    /// Sub was 11 % slower and larger, Paeth 40 % slower and 8 % smaller.
    case fast
    /// zlib level 6 with libpng's per-row adaptive filter choice.
    case `default`
    /// zlib level 9 with adaptive filters: smallest files, slowest.
    case best
    /// A zlib level 0...9 with adaptive filters (0 stores the data uncompressed).
    case level(Int)

    /// The shim's settings, or nil when the level is out of range.
    var options: cpng_write_options? {
        let adaptive = Int32(CPNG_FILTER_ALL)
        switch self {
        case .fast:
            return cpng_write_options(level: 1, filters: Int32(CPNG_FILTER_UP),
                                      strategy: Int32(CPNG_STRATEGY_RLE))
        case .default:
            return cpng_write_options(level: 6, filters: adaptive, strategy: Int32(CPNG_STRATEGY_DEFAULT))
        case .best:
            return cpng_write_options(level: 9, filters: adaptive, strategy: Int32(CPNG_STRATEGY_DEFAULT))
        case .level(let level):
            guard (0...9).contains(level) else { return nil }
            return cpng_write_options(level: Int32(level), filters: adaptive,
                                      strategy: Int32(CPNG_STRATEGY_DEFAULT))
        }
    }
}
