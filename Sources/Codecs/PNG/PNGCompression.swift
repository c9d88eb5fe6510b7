import CPNGShim

/// How hard the PNG encoder compresses. Encoding dominates the time to write a clip's frames, so the default is
/// `.fast`.
public enum PNGCompression: Sendable, Equatable {
    /// zlib level 2, no row filter, default zlib strategy.
    ///
    /// Measured on 119 frames (Skia's 512² and 1080p bench scenes plus all frames of the three 400² GIF-bench
    /// clips), libpng encode time summed, best of 5: 364 ms and 8.4 MiB, against 2613 ms and 5.8 MiB for
    /// `.default` (7× faster, 45 % larger). Level 1 without filter was 4 % faster and 6 % larger. At level 1,
    /// any single row filter took 30–76 % more time than none and saved at most 7 % of the bytes (Paeth with
    /// Z_RLE: 617 ms, 8.3 MiB); adaptive filtering took 2.9× the time and was larger.
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
            return cpng_write_options(level: 2, filters: Int32(CPNG_FILTER_NONE),
                                      strategy: Int32(CPNG_STRATEGY_DEFAULT))
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
