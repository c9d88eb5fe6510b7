import Codecs
import Flipbook
import Foundation
import Raster

/// Writing a renderer's frames to what `-o` names — the one place `render` and `compare` share,
/// so every output kind works for both (and for any `FrameSource`).
enum ClipOutput {
    /// What `-o` names.
    enum Kind { case gif, still, folder }

    /// The kind of `path`: FILE.gif, FILE.png, or a folder (a trailing slash, or an existing folder).
    static func kind(_ path: String) throws -> Kind {
        // The library's reading of the path (`ClipOutputKind`), so `-o` and `Clip.write(to:)` agree.
        switch try? ClipOutputKind(path: path) {
        case .gif: return .gif
        case .still: return .still
        case .pngSequence: return .folder
        case nil:
            throw CommandError("-o '\(path)': cannot tell the output kind; use FILE.gif, FILE.png or DIR/ (a trailing slash for a folder)")
        }
    }

    /// How to write: everything but the frames and the renderer.
    struct Settings {
        var output: String
        var kind: Kind
        /// A still's clip time (`--at`); nil: the first of the frames.
        var at: Double? = nil
        var loop: GIFLoop = .forever
        var gif = GIFOptions()
        var compression: PNGCompression = .fast
        /// The manifest of a folder output (its frames are filled in).
        var manifest: FrameManifest? = nil
    }

    /// Renders `frames` into `settings.output`; returns the statistics and the summary line (without the time).
    static func write(_ renderer: ParallelFrameRenderer, frames: [Int], _ settings: Settings,
                      progress: @escaping (Int) throws -> Void) throws -> (FrameRenderStatistics, String) {
        let output = settings.output
        let size = "\(renderer.source.pixelWidth)x\(renderer.source.pixelHeight) px"
        switch settings.kind {
        case .still:
            let pixmap = try settings.at.map { try renderer.renderStill(at: $0) } ?? renderer.renderFrame(frames[0])
            StagingName.removeStaleFiles(of: output)
            try PNG.write(pixmap, to: output, compression: settings.compression)
            return (FrameRenderStatistics(), "wrote \(output): 1 frame, \(size), \(RenderCommand.fileSize(output))")
        case .gif:
            let statistics = try GIFClipWriter.write(renderer, frames: frames, to: output, loop: settings.loop,
                                                     options: settings.gif, progress: progress)
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
