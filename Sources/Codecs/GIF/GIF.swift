import Raster

/// Animated GIF encoding of whole clips. For frame-by-frame streaming use `GIFEncoder` (memory) or
/// `GIFFileWriter` (file).
public enum GIF {
    /// How many frames, spread evenly over the clip, shape a `.global` palette.
    static let paletteSampleCount = 8

    /// Encodes `frames` (all the same size) as an animated GIF in memory.
    /// - Throws: `GIFError` for no frames, mismatched sizes or invalid settings.
    public static func encode(frames: [Pixmap], fps: Double, loop: GIFLoop = .forever,
                              options: GIFOptions = GIFOptions()) throws -> [UInt8] {
        guard let first = frames.first else { throw GIFError(path: nil, reason: "no frames to encode") }
        var encoder = try GIFEncoder(width: first.width, height: first.height, fps: fps, loop: loop,
                                     options: options, paletteSamples: samples(of: frames, options: options),
                                     expectedFrameCount: frames.count)
        for frame in frames { try encoder.add(frame) }
        return try encoder.finish()
    }

    /// Encodes `frames` into the file at `path`, replacing it atomically (see `GIFFileWriter`): on failure the
    /// file is left as it was and no temporary file remains.
    /// - Throws: `GIFError` naming `path`.
    public static func write(frames: [Pixmap], fps: Double, loop: GIFLoop = .forever,
                             options: GIFOptions = GIFOptions(), to path: String) throws {
        guard let first = frames.first else { throw GIFError(path: path, reason: "no frames to encode") }
        var writer = try GIFFileWriter(path: path, width: first.width, height: first.height, fps: fps, loop: loop,
                                       options: options, paletteSamples: samples(of: frames, options: options),
                                       expectedFrameCount: frames.count)
        for frame in frames { try writer.add(frame) }
        try writer.finish()
    }

    /// Which frames of a clip of `frameCount` frames to pass as `paletteSamples`: up to eight spread evenly over
    /// the clip for `.global` palettes, none otherwise (per-frame palettes do not use samples).
    public static func paletteSampleIndices(frameCount: Int, palette: GIFPaletteMode) -> [Int] {
        guard palette == .global, frameCount > 1 else { return [] }
        let n = min(paletteSampleCount, frameCount)
        return (0..<n).map { ($0 * (frameCount - 1) + (n - 1) / 2) / max(n - 1, 1) }
    }

    private static func samples(of frames: [Pixmap], options: GIFOptions) -> [Pixmap] {
        paletteSampleIndices(frameCount: frames.count, palette: options.palette).map { frames[$0] }
    }
}
