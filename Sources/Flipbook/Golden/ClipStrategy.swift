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
                              rendererVersion: String = GoldenMetadata.defaultRendererVersion) -> GoldenStrategy<Clip> {
        GoldenStrategy { clip in
            let scene = clip.scene
            let render: @Sendable (Double) throws -> Pixmap = { t in
                // A renderer keeps per-thread caches; its output depends only on the tree.
                Renderer().render(try clip.renderNode(at: t), size: scene.size, scale: scene.scale,
                                  background: scene.background)
            }
            let renderer = Renderer()
            var frames: [GoldenFrame] = []
            for t in times {
                frames.append(GoldenFrame(time: t, image: renderer.render(
                    try clip.renderNode(at: t), size: scene.size, scale: scene.scale, background: scene.background)))
            }
            let metadata = GoldenMetadata(sceneHash: sceneHash, width: scene.size.width, height: scene.size.height,
                                          scale: scene.scale, fps: scene.fps, rendererVersion: rendererVersion)
            return GoldenSnapshot(frames: frames, metadata: metadata, render: render)
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
