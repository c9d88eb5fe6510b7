import Raster

/// Encodes an animated GIF into memory, one frame at a time.
///
/// ```swift
/// var encoder = try GIFEncoder(width: 400, height: 400, fps: 30)
/// for frame in frames { try encoder.add(frame) }
/// let bytes = try encoder.finish()
/// ```
///
/// Frames are premultiplied RGBA8 sRGB `Pixmap`s of the encoder's size. Each is quantized and written as it is
/// added (see `GIFOptions` for palettes and dithering): pixels unchanged since the previous frame become
/// transparent, each frame is cropped to what it changes, consecutive identical frames merge into one longer
/// frame, and delays are whole centiseconds with the rounding carried so the total duration is exact.
/// Apart from the output itself, memory does not grow with the number of frames.
///
/// The encoder is not copyable: it owns giflib state. Same frames and options give byte-identical output.
public struct GIFEncoder: ~Copyable {
    private let core: AnimationEncoder
    private let sink: GIFOutputSink

    /// - Parameters:
    ///   - width, height: canvas size in pixels (1...65535).
    ///   - fps: source frame rate (0 < fps ≤ 1000); frame i starts at ⌊i·100/fps⌋ centiseconds.
    ///   - loop: how many times the animation plays (default forever).
    ///   - options: matte, alpha threshold, dithering, palette mode.
    ///   - paletteSamples: with `GIFPaletteMode.global`, frames (typically a few spread over the clip) whose
    ///     colours shape the single palette together with the first frame's; without samples it is fitted to
    ///     the first frame. Other modes fit palettes frame by frame and ignore samples.
    ///   - expectedFrameCount: the number of frames that will be added, if known: the rate controller then
    ///     aims the whole clip at `GIFOptions.quality` instead of only the recent frames.
    /// - Throws: `GIFError` for out-of-range arguments or mismatched sample sizes.
    public init(width: Int, height: Int, fps: Double, loop: GIFLoop = .forever, options: GIFOptions = GIFOptions(),
                paletteSamples: [Pixmap] = [], expectedFrameCount: Int? = nil) throws {
        let sink = GIFOutputSink()
        core = try AnimationEncoder(width: width, height: height, fps: fps, loop: loop, options: options,
                                    samples: paletteSamples,
                                    expectedFrames: expectedFrameCount, sink: sink, place: nil)
        self.sink = sink
    }

    /// Encodes the next frame.
    /// - Throws: `GIFError` if the frame's size differs from the encoder's, or after `finish`.
    public mutating func add(_ frame: Pixmap) throws {
        try core.add(frame)
    }

    /// Encodes the next frame, flattened beforehand by `GIFOptions.sourceFrame` (same bytes as its pixmap).
    /// - Throws: `GIFError` if its size or flattening options differ from the encoder's, or after `finish`.
    public mutating func add(_ frame: GIFSourceFrame) throws {
        try core.add(frame)
    }

    /// Writes the last frame and the trailer and returns the GIF file's bytes.
    /// - Throws: `GIFError` if no frame was added.
    public consuming func finish() throws -> [UInt8] {
        try core.finish()
        return sink.bytes
    }
}
