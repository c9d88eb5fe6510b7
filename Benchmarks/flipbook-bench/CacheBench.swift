import Geometry
import Raster
import RenderTree

/// Measures the render tree's layer cache on a 3D card flip: the card's face (a 300×400 rounded
/// rect with a gradient and 40 rows of stripes) does not change while its rotation does, so a
/// renderer that keeps the flattened face between frames only warps it. Prints the median CPU ms
/// per frame with one renderer for all frames (cache hits) and with a new renderer per frame
/// (every frame rasterizes the face again), at 512×512 @1x.
func cacheBench() {
    let face = Rect(x: 0, y: 0, width: 300, height: 400)
    var parts: [RenderNode] = [.shape(ShapeContent(
        path: Path(roundedRect: face, cornerRadius: 24),
        paint: Paint(.linear(LinearGradient(gradient: Gradient(colors: [Color(r8: 255, g8: 94, b8: 58), Color(r8: 88, g8: 86, b8: 214)]),
                                            start: Point(x: 0, y: 0), end: Point(x: 300, y: 400))))))]
    for i in 0..<40 {
        parts.append(.shape(ShapeContent(path: Path(roundedRect: Rect(x: 20, y: 10 + Double(i) * 9.5, width: 260, height: 5), cornerRadius: 2.5),
                                         paint: .color(Color(white: 1, alpha: 0.25)))))
    }
    let card = RenderNode.group(parts)
    func frame(_ i: Int) -> RenderNode {
        let angle = Double(i % 60) / 60 * Double.pi
        let p = rotation3DEffect(angle: angle, axis: (x: 0, y: 1, z: 0), anchor: Point(x: 0.5, y: 0.5), size: face.size)
        return .transform(AffineTransform(translationX: 106, y: 56), .projection(p, card))
    }
    var pm = Pixmap(width: 512, height: 512)
    let shared = Renderer()
    var i = 0
    let cached = measure {
        pm.fill(with: .white); shared.render(frame(i), into: &pm, transform: .identity); i += 1
    }
    i = 0
    let uncached = measure {
        pm.fill(with: .white); Renderer().render(frame(i), into: &pm, transform: .identity); i += 1
    }
    print("{\"scene\":\"cache-flip\",\"size\":\"512\",\"cached_ms\":\(cached.medianMs),\"uncached_ms\":\(uncached.medianMs)}")
}
