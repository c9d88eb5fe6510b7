import Geometry
import Raster

/// Flattened subtrees kept between frames, keyed by the subtree's value and the transform it was
/// drawn with. An entry not used in a frame is dropped at the end of the next one, so the cache
/// holds about one frame's worth of layers.
///
/// Why: a 3D flip or a blurred card usually animates the effect, not the content. Hashing the
/// subtree costs far less than rasterizing it again (measured figures are in BENCHMARKS.md).
final class LayerCache {
    struct Key: Hashable {
        var node: RenderNode
        var transform: AffineTransform
        var width: Int, height: Int
    }
    private var entries: [Key: (pixmap: Pixmap, frame: Int)] = [:]
    private var frame = 0
    private(set) var hits = 0
    private(set) var misses = 0

    func pixmap(for key: Key, draw: () -> Pixmap) -> Pixmap {
        if let e = entries[key] {
            entries[key] = (e.pixmap, frame)
            hits += 1
            return e.pixmap
        }
        misses += 1
        let p = draw()
        entries[key] = (p, frame)
        return p
    }

    func endFrame() {
        let keep = frame
        entries = entries.filter { $0.value.frame >= keep - 1 }
        frame += 1
    }
}
