import Document
import Geometry
import Golden
import Motion
import Raster
import RenderTree

extension GoldenStrategy where Value == Clip {
    /// A clip's frames at `times` (seconds), rendered at the scene's size, scale and background; the
    /// snapshot can render any other time for time tolerance.
    ///
    /// - Parameters:
    ///   - sceneHash: identifies the scene's source, stored in the manifest (empty: unknown).
    ///   - rendererVersion: stored in the manifest and compared on later runs.
    public static func frames(at times: [Double], sceneHash: String = "",
                              rendererVersion: String = GoldenMetadata.defaultRendererVersion,
                              threads: Int = ParallelFrameRenderer.defaultThreadCount) -> GoldenStrategy<Clip> {
        GoldenStrategy { clip in
            let scene = clip.scene
            let renderer = ParallelFrameRenderer(clip: clip, timing: try FrameTiming(clip: clip), threads: threads)
            // Times on the frame grid render in parallel as frames; any other time is a still. Either way a
            // frame is a pure function of the clip and its time, so the pixels are the same.
            var images: [Double: Pixmap] = [:]
            var onGrid: [Int: Double] = [:]
            for t in times {
                if let i = clip.grid.frame(exactlyAt: t), i < clip.frameCount { onGrid[i] = t }
                else { images[t] = try renderer.renderStill(at: t) }
            }
            try renderer.render(frames: onGrid.keys.sorted()) { i, pixmap in images[onGrid[i]!] = pixmap }
            let frames = times.map { GoldenFrame(time: $0, image: images[$0]!) }
            let metadata = GoldenMetadata(sceneHash: sceneHash, width: scene.size.width, height: scene.size.height,
                                          scale: scene.scale, fps: scene.fps, rendererVersion: rendererVersion)
            return GoldenSnapshot(frames: frames, metadata: metadata, render: { try renderer.renderStill(at: $0) })
        }
    }

    /// Every `step`-th frame of the clip plus its last frame.
    public static func everyFrame(step: Int = 1, sceneHash: String = "",
                                  rendererVersion: String = GoldenMetadata.defaultRendererVersion) -> GoldenStrategy<Clip> {
        GoldenStrategy { clip in
            var indices = Array(stride(from: 0, to: clip.frameCount, by: max(1, step)))
            if indices.last != clip.frameCount - 1 { indices.append(clip.frameCount - 1) }
            return try frames(at: indices.map(clip.time(ofFrame:)), sceneHash: sceneHash,
                              rendererVersion: rendererVersion).snapshot(clip)
        }
    }
}
