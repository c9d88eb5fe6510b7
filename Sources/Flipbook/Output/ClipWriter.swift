import Codecs
import Raster

/// The one entry point that writes a clip's frames in any animated format (`OutputFormat.isAnimation`):
/// `render`, `encode` and `assemble` use it, and so can anything that makes frames (side-by-side clips,
/// helpers). Frames are rendered in parallel and encoded in order as they arrive; outputs are complete or
/// absent.
public enum ClipWriter {
    /// Renders `frames` and encodes them into `path` at the timing's fps.
    /// - Parameter progress: called on the calling thread after each frame, with the number done.
    /// - Throws: `OutputError` for a format that is not an animation or a quality outside its scale, the
    ///   encoders' errors naming `path`, rendering errors.
    @discardableResult
    public static func write(_ renderer: ParallelFrameRenderer, frames: [Int], format: OutputFormat, to path: String,
                             settings: AnimationSettings = AnimationSettings(),
                             progress: (Int) throws -> Void = { _ in }) throws -> FrameRenderStatistics {
        try settings.validate(for: format)
        if format == .gif {
            return try GIFClipWriter.write(renderer, frames: frames, to: path, loop: settings.loop,
                                           options: settings.gifOptions, progress: progress)
        }
        guard !frames.isEmpty else { throw OutputError("\(path): no frames to encode") }
        let width = renderer.source.pixelWidth, height = renderer.source.pixelHeight
        let encoder = try makeEncoder(format: format, path: path, width: width, height: height,
                                      fps: renderer.timing.fps, settings: settings)
        var done = 0
        var statistics = try renderer.render(frames: frames) { _, pixmap in
            try encoder.add(pixmap)
            done += 1
            try progress(done)
        }
        try encoder.finish()
        statistics.encodeSeconds = encoder.encodeSeconds
        return statistics
    }

    /// Encodes frames read one at a time by `frame(position)` (decoded PNGs, composed frames) into `path`.
    public static func write(frameCount: Int, fps: Double, format: OutputFormat, to path: String,
                             settings: AnimationSettings = AnimationSettings(),
                             progress: (Int) throws -> Void = { _ in }, frame: (Int) throws -> Pixmap) throws {
        try settings.validate(for: format)
        if format == .gif {
            try GIFClipWriter.write(frameCount: frameCount, fps: fps, to: path, loop: settings.loop,
                                    options: settings.gifOptions, progress: progress, frame: frame)
            return
        }
        guard frameCount > 0 else { throw OutputError("\(path): no frames to encode") }
        let first = try frame(0)
        let encoder = try makeEncoder(format: format, path: path, width: first.width, height: first.height,
                                      fps: fps, settings: settings)
        try encoder.add(first)
        try progress(1)
        for position in 1..<max(1, frameCount) where frameCount > 1 {
            try encoder.add(try frame(position))
            try progress(position + 1)
        }
        try encoder.finish()
    }

    /// The streaming encoder of a format other than GIF.
    public static func makeEncoder(format: OutputFormat, path: String, width: Int, height: Int, fps: Double,
                                   settings: AnimationSettings) throws -> any AnimationEncoding {
        switch format {
        case .webp:
            return try WebPFileWriter(path: path, width: width, height: height, fps: fps, loop: settings.loop,
                                      options: settings.webpOptions)
        case .mp4, .webm:
            let codec = format.videoCodec!
            return try FFmpegVideoWriter(path: path, width: width, height: height, fps: fps, codec: codec,
                                         quality: settings.quality ?? VideoQuality.defaultQuality, matte: settings.videoMatte)
        case .gif, .png, .folder:
            throw OutputError("\(path): \(format.displayName) is not a streamed animation format")
        }
    }
}
