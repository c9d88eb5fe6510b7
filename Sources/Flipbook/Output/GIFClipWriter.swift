import Codecs
import Raster

/// Encodes a clip's frames as an animated GIF, streaming: frames are rendered (and flattened) in parallel,
/// quantized in order as they arrive, and compressed and written through `GIFFileWriter` (atomic: complete or
/// untouched).
///
/// The palette samples (`GIF.paletteSampleIndices`) are chosen from the list of frames alone, so a
/// GIF encoded from rendered frames and one assembled from the same frames' PNGs are identical.
public enum GIFClipWriter {
    /// Renders `frames` and encodes them into `path` at the timing's fps.
    /// - Parameter progress: called on the calling thread after each frame, with the number done.
    @discardableResult
    public static func write(_ renderer: ParallelFrameRenderer, frames: [Int], to path: String,
                             loop: GIFLoop = .forever, options: GIFOptions = GIFOptions(),
                             progress: (Int) throws -> Void = { _ in }) throws -> FrameRenderStatistics {
        guard !frames.isEmpty else { throw OutputError("\(path): no frames to encode") }
        let samplePositions = GIF.paletteSampleIndices(frameCount: frames.count, palette: options.palette)
        var samples: [Pixmap] = []
        if !samplePositions.isEmpty {
            try renderer.render(frames: samplePositions.map { frames[$0] }) { _, pixmap in samples.append(pixmap) }
        }
        var writer = try GIFFileWriter(path: path, width: renderer.source.pixelWidth, height: renderer.source.pixelHeight,
                                       fps: renderer.timing.fps,
                                       loop: loop, options: options, paletteSamples: samples,
                                       expectedFrameCount: frames.count, concurrent: renderer.threads > 1)
        samples = []
        var done = 0
        // Flattening runs on the render threads and giflib on a thread of its own, so with two or more threads
        // the in-order quantizer is all that is left on the consuming thread (same bytes for any thread count).
        var statistics = try renderer.render(frames: frames, prepare: { _, pixmap in options.sourceFrame(pixmap) }) {
            _, prepared in
            try writer.add(prepared)
            done += 1
            try progress(done)
        }
        statistics.encodeSeconds = try writer.finish()
        statistics.encodeOnOwnThread = renderer.threads > 1
        return statistics
    }

    /// Encodes frames read one at a time by `frame(position)` (e.g. decoded PNGs) into `path`.
    public static func write(frameCount: Int, fps: Double, to path: String, loop: GIFLoop = .forever,
                             options: GIFOptions = GIFOptions(), progress: (Int) throws -> Void = { _ in },
                             frame: (Int) throws -> Pixmap) throws {
        guard frameCount > 0 else { throw OutputError("\(path): no frames to encode") }
        var cached: [Int: Pixmap] = [:]
        for position in GIF.paletteSampleIndices(frameCount: frameCount, palette: options.palette) {
            cached[position] = try frame(position)
        }
        let samples = cached.sorted { $0.key < $1.key }.map(\.value)
        let first = try cached[0] ?? frame(0)
        cached[0] = first
        var writer = try GIFFileWriter(path: path, width: first.width, height: first.height, fps: fps, loop: loop,
                                       options: options, paletteSamples: samples, expectedFrameCount: frameCount)
        for position in 0..<frameCount {
            try writer.add(try cached.removeValue(forKey: position) ?? frame(position))
            try progress(position + 1)
        }
        try writer.finish()
    }
}
