import Codecs
import Flipbook
import Foundation
import Raster

/// Writing a renderer's frames to what `-o` names — the one place `render` and `compare` share,
/// so every output kind works for both (and for any `FrameSource`).
enum ClipOutput {
    /// The format `-o` names (`OutputFormat`; a name without a known extension counts as a folder when
    /// one exists there), so `-o` and `Clip.write(to:)` agree.
    static func format(_ path: String) throws -> OutputFormat {
        var isDirectory: ObjCBool = false
        let folder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        do { return try OutputFormat(outputPath: path, isDirectory: folder) } catch let e as OutputError { throw CommandError(e.description) }
    }

    /// How to write: everything but the frames and the renderer.
    struct Settings {
        var output: String
        var format: OutputFormat
        /// A still's clip time (`--at`); nil: the first of the frames.
        var at: Double? = nil
        /// The animated formats' settings (loop, quality, matte, GIF palette and dither).
        var encoder = AnimationSettings()
        var compression: PNGCompression = .fast
        /// No note about padded video sizes.
        var quiet = false
        /// The manifest of a folder output (its frames are filled in).
        var manifest: FrameManifest? = nil
    }

    /// Renders `frames` into `settings.output`; returns the statistics and the summary line (without the time).
    static func write(_ renderer: ParallelFrameRenderer, frames: [Int], _ settings: Settings,
                      progress: @escaping (Int) throws -> Void) throws -> (FrameRenderStatistics, String) {
        let output = settings.output
        let (w, h) = (renderer.source.pixelWidth, renderer.source.pixelHeight)
        let size = "\(w)x\(h) px"
        switch settings.format {
        case .png:
            let pixmap = try settings.at.map { try renderer.renderStill(at: $0) } ?? renderer.renderFrame(frames[0])
            StagingName.removeStaleFiles(of: output)
            try PNG.write(pixmap, to: output, compression: settings.compression)
            return (FrameRenderStatistics(), "wrote \(output): 1 frame, \(size), \(RenderCommand.fileSize(output))")
        case .gif, .webp, .mp4, .webm:
            let format = settings.format
            if format.videoCodec != nil && (w % 2 == 1 || h % 2 == 1) && !settings.quiet {
                Console.errorLine("flipbook: note: \(format.displayName) (H.264/VP9 4:2:0) needs even pixel sizes: "
                                  + "\(w)x\(h) px are padded to \(w + w % 2)x\(h + h % 2) by repeating the last column/row")
            }
            StagingName.removeStaleFiles(of: output)
            let statistics = try ClipWriter.write(renderer, frames: frames, format: format, to: output, settings: settings.encoder,
                                                  progress: progress)
            return (statistics, "wrote \(output): \(frames.count) frames, \(size), \(RenderCommand.fileSize(output))")
        case .folder:
            guard let manifest = settings.manifest else { preconditionFailure("a folder output needs its manifest") }
            let statistics = try PNGSequenceWriter.write(renderer, frames: frames, to: output, manifest: manifest,
                                                         compression: settings.compression, progress: progress).statistics
            let shard = try manifest.shard.map { try Shard(index: $0.index, count: $0.count) }
            return (statistics, "wrote \(output): \(frames.count) frames"
                        + (shard.map { " (shard \($0) of frames \(manifest.first)...\(manifest.last))" } ?? "")
                        + ", \(size), manifest \(FrameManifest.fileName(shard: shard))")
        }
    }
}
