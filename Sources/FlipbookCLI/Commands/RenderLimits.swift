import Codecs
import Flipbook

/// Sizes checked before any work starts, so a typo such as `--scale 200` fails at once with a clear
/// message instead of exhausting memory half-way through a clip.
enum RenderLimits {
    /// The PNG readers' limit (`ImageLimits.default`), so every frame written can be read back.
    static let maxSide = min(ImageLimits.default.maxWidth, ImageLimits.default.maxHeight)
    static let maxPixels = 64 * 1024 * 1024
    static let maxFrames = 100_000
    /// Frames in flight × bytes per frame, plus the GIF encoder's own buffers.
    static let maxMemoryBytes = 6 * 1024 * 1024 * 1024

    /// The pixel size the renderer gives the scene (rounded as `Renderer.render` does).
    static func pixelSize(_ scene: Scene) -> (width: Int, height: Int) {
        (max(1, Int((scene.size.width * scene.scale).rounded())), max(1, Int((scene.size.height * scene.scale).rounded())))
    }

    static func check(scene: Scene, frameCount: Int, window: Int, format: OutputFormat? = nil) throws {
        let (w, h) = pixelSize(scene)
        if format == .webp, w > WebPFileWriter.maxDimension || h > WebPFileWriter.maxDimension {
            throw CommandError("frames would be \(w)x\(h) pixels; WebP stores at most \(WebPFileWriter.maxDimension) per side "
                               + "— lower --size or --scale")
        }
        try check(width: w, height: h, frameCount: frameCount, window: window,
                  what: "size \(scene.size.width)x\(scene.size.height) pt at scale \(scene.scale)")
    }

    /// The same limits for frames of any source (`what` says where the size comes from).
    static func check(width w: Int, height h: Int, frameCount: Int, window: Int, what: String) throws {
        guard w <= maxSide, h <= maxSide, w * h <= maxPixels else {
            throw CommandError("frames would be \(w)x\(h) pixels (\(what)); the limit is \(maxSide) per side and "
                               + "\(maxPixels / 1_048_576) Mpx — lower --size or --scale")
        }
        guard frameCount <= maxFrames else {
            throw CommandError("\(frameCount) frames is more than the limit of \(maxFrames) — lower --fps, --duration "
                               + "or raise --speed, or render a part with --frames")
        }
        // Each frame in flight is one pixmap; the renderer's layers and the GIF encoder hold a few more.
        let estimate = (window + 6) * w * h * 4
        guard estimate <= maxMemoryBytes else {
            throw CommandError("rendering \(w)x\(h) frames with \(window) in flight needs about \(estimate / 1_048_576) MB "
                               + "(limit \(maxMemoryBytes / 1_048_576) MB) — lower --threads, --size or --scale")
        }
    }
}
