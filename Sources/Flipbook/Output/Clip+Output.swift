import Codecs
import Motion
import Raster

/// One call from a clip to pixels or files (the pieces underneath: `ParallelFrameRenderer`, `GIFClipWriter`,
/// `PNGSequenceWriter`). Frame i shows clip time i / fps × speed; frames are the same bits for any thread count.
extension Clip {
    /// The frame shown at `time` seconds (any time, not only on the frame grid), at the scene's size, scale
    /// and background.
    public func image(at time: Double) throws -> Pixmap {
        try ParallelFrameRenderer(clip: self, timing: FrameTiming(clip: self), threads: 1).renderStill(at: time)
    }

    /// Every frame, in order, rendered on `threads` threads. All are held in memory: for long clips, stream
    /// them with `ParallelFrameRenderer` or write them with `write(to:)`.
    public func frames(speed: Double = 1, threads: Int = ParallelFrameRenderer.defaultThreadCount) throws -> [Pixmap] {
        let renderer = ParallelFrameRenderer(clip: self, timing: try FrameTiming(clip: self, speed: speed), threads: threads)
        var out: [Pixmap] = []
        out.reserveCapacity(renderer.timing.frameCount)
        try renderer.render(frames: Array(0..<renderer.timing.frameCount)) { _, pixmap in out.append(pixmap) }
        return out
    }

    /// Writes every frame as an animated GIF (atomically: the file is complete or untouched).
    public func writeGIF(to path: String, speed: Double = 1, loop: GIFLoop = .forever, options: GIFOptions = GIFOptions(),
                         threads: Int = ParallelFrameRenderer.defaultThreadCount) throws {
        let renderer = ParallelFrameRenderer(clip: self, timing: try FrameTiming(clip: self, speed: speed), threads: threads)
        try GIFClipWriter.write(renderer, frames: Array(0..<renderer.timing.frameCount), to: path, loop: loop, options: options)
    }

    /// Writes every frame into `directory` as `frame-0000.png …` with `manifest.json` (complete or not at
    /// all). The manifest's scene hash covers the settings only: a Swift clip has no source file to hash.
    @discardableResult
    public func writePNGSequence(to directory: String, speed: Double = 1,
                                 threads: Int = ParallelFrameRenderer.defaultThreadCount) throws -> FrameManifest {
        let timing = try FrameTiming(clip: self, speed: speed)
        let renderer = ParallelFrameRenderer(clip: self, timing: timing, threads: threads)
        let settings = RenderSettings(clip: self, timing: timing, preview: nil)
        let manifest = FrameManifest(scene: scene.name, sceneHash: SceneHash.compute(source: [], settings: settings),
                                     settings: settings, pixelWidth: max(1, Int((scene.size.width * scene.scale).rounded())),
                                     pixelHeight: max(1, Int((scene.size.height * scene.scale).rounded())),
                                     clipFrameCount: timing.frameCount, first: 0, last: timing.frameCount - 1, shard: nil)
        return try PNGSequenceWriter.write(renderer, frames: Array(0..<timing.frameCount), to: directory,
                                           manifest: manifest).manifest
    }

    /// Writes the clip in the format `path` names (`OutputFormat`, as `-o` reads it): `FILE.gif`, `FILE.webp`,
    /// `FILE.mp4`, `FILE.webm` (every frame, with `settings`), `FILE.png` (frame 0) or `DIR/` (a PNG sequence with
    /// its manifest). MP4 and WebM run the `ffmpeg` program.
    /// - Returns: the format written.
    /// - Throws: `OutputError` for a path that names no known format, before anything is rendered.
    @discardableResult
    public func write(to path: String, speed: Double = 1, settings: AnimationSettings = AnimationSettings(),
                      threads: Int = ParallelFrameRenderer.defaultThreadCount) throws -> OutputFormat {
        let format = try OutputFormat(outputPath: path)
        switch format {
        case .gif, .webp, .mp4, .webm:
            let renderer = ParallelFrameRenderer(clip: self, timing: try FrameTiming(clip: self, speed: speed), threads: threads)
            try ClipWriter.write(renderer, frames: Array(0..<renderer.timing.frameCount), format: format, to: path, settings: settings)
        case .png: try PNG.write(try image(at: 0), to: path)
        case .folder: try writePNGSequence(to: path, speed: speed, threads: threads)
        }
        return format
    }
}
