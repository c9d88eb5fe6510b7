import Codecs
import Raster

/// Writes rendered frames as `DIR/frame-0000.png …` and a manifest, complete or not at all (see
/// `StagingDirectory`): frames are PNG-encoded and hashed on the render threads, written into a
/// staging folder, and moved into `DIR` with the manifest last.
public enum PNGSequenceWriter {
    /// Renders `frames` with `renderer` into `directory`.
    ///
    /// - Parameters:
    ///   - manifest: the manifest to write, without frames (they are filled in); its `shard` picks
    ///     the manifest's file name.
    ///   - compression: PNG encoder settings (default `.fast`).
    ///   - progress: called on the calling thread after each frame, with the number done.
    /// - Returns: the finished manifest and where the time went.
    /// - Throws: rendering errors, `PNGError` / `OutputError` naming the file; nothing is left behind.
    @discardableResult
    public static func write(_ renderer: ParallelFrameRenderer, frames: [Int], to directory: String,
                             manifest: FrameManifest, compression: PNGCompression = .fast,
                             progress: (Int) throws -> Void = { _ in })
        throws -> (manifest: FrameManifest, statistics: FrameRenderStatistics) {
        let staging = try StagingDirectory(target: directory)
        var manifest = manifest
        manifest.frames = []
        let timing = renderer.timing
        let stagingPath = staging.path
        let statistics = try renderer.render(frames: frames, prepare: { index, pixmap in
            let name = FrameManifest.fileName(ofFrame: index)
            let hash = XXH64.hex(pixelsOf: pixmap)
            try PNG.write(pixmap, to: stagingPath + "/" + name, compression: compression)
            return FrameManifest.Frame(index: index, time: timing.time(ofFrame: index), file: name, hash: hash)
        }, consume: { _, frame in
            manifest.frames.append(frame)
            try progress(manifest.frames.count)
        })
        let manifestName = FrameManifest.fileName(shard: try manifest.shard.map { try Shard(index: $0.index, count: $0.count) })
        try AtomicFile.write(try manifest.encoded(), to: staging.stagedPath(manifestName))
        try staging.commit(files: manifest.frames.map(\.file), last: manifestName,
                           removingFirst: manifest.shard == nil ? manifestName : nil)
        return (manifest, statistics)
    }
}
