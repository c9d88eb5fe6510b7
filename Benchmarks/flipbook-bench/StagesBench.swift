import Document
import Flipbook
import Layout
import Motion
import RenderTree
import SceneScript
import Typography

/// Where the time of a clip goes, scene by scene: interpretation (loading the file, running its
/// timeline, evaluating the body once per state change), layout (once per state change), motion
/// (the presentation tree of every frame) and raster (drawing every frame), on one thread.
/// Prints one JSON object per scene: {"scene":…,"frames":…,"states":…,"interpret_ms":…,…}.
func stagesBench(_ paths: [String]) {
    for path in paths {
        do {
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            let images = ImageProvider.pngFiles(relativeTo: (path.hasPrefix("/") ? "/" : "") + folder)
            // Best of three runs of each stage (the machine is shared; the minimum is the stable figure).
            var best = [Double](repeating: .infinity, count: 4)
            var frames = 0, states = 0
            var name = path
            for _ in 0..<3 {
                let t0 = wallSeconds()
                let scene = try SceneScript.load(contentsOf: path)
                let timeline = try Timeline.run(scene)
                var views = [try scene.body(timeline.initialState)]
                for tr in timeline.transactions { views.append(try scene.body(tr.state)) }
                let t1 = wallSeconds()
                for v in views { _ = try layout(v, in: scene.size, scale: scene.scale, images: images, fonts: .shared) }
                let t2 = wallSeconds()
                let clip = try Clip(scene: scene, images: images)
                let renderer = Renderer()
                var motion = 0.0, raster = 0.0
                for i in 0..<clip.frameCount {
                    let a = wallSeconds()
                    let node = try clip.renderNode(at: clip.time(ofFrame: i))
                    let b = wallSeconds()
                    _ = renderer.render(node, size: scene.size, scale: scene.scale, background: scene.background)
                    raster += wallSeconds() - b
                    motion += b - a
                }
                for (k, v) in [t1 - t0, t2 - t1, motion, raster].enumerated() { best[k] = min(best[k], v * 1000) }
                frames = clip.frameCount
                states = views.count
                name = scene.name
            }
            func ms(_ x: Double) -> String { String(Double(Int(x * 100)) / 100) }
            print("{\"scene\":\"\(name)\",\"frames\":\(frames),\"states\":\(states),\"interpret_ms\":\(ms(best[0])),"
                  + "\"layout_ms\":\(ms(best[1])),\"motion_ms\":\(ms(best[2])),\"raster_ms\":\(ms(best[3]))}")
        } catch {
            fail("\(path): \(error)")
        }
    }
}
