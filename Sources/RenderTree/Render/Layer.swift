import Geometry
import Raster

/// An integer rectangle of device pixels.
struct PixelRect: Hashable {
    var x: Int, y: Int, width: Int, height: Int
    var isEmpty: Bool { width <= 0 || height <= 0 }
    var maxX: Int { x + width }
    var maxY: Int { y + height }

    /// The pixels a (conservative) device-space rect touches, limited to `limit`.
    init(covering r: Rect, within limit: PixelRect) {
        if r.isNull || !(r.minX.isFinite && r.minY.isFinite && r.maxX.isFinite && r.maxY.isFinite) {
            self = r.isNull ? PixelRect(x: 0, y: 0, width: 0, height: 0) : limit
            return
        }
        let x0 = max(Double(limit.x), r.minX.rounded(.down)), y0 = max(Double(limit.y), r.minY.rounded(.down))
        let x1 = min(Double(limit.maxX), r.maxX.rounded(.up)), y1 = min(Double(limit.maxY), r.maxY.rounded(.up))
        if x1 <= x0 || y1 <= y0 { self = PixelRect(x: 0, y: 0, width: 0, height: 0); return }
        self = PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }
    init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }

    func outset(by m: Int) -> PixelRect { PixelRect(x: x - m, y: y - m, width: width + 2 * m, height: height + 2 * m) }
    func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }
}

/// A drawing target: a pixmap placed at `rect` in device space, with an optional clip mask in the
/// pixmap's own pixel space.
struct Layer {
    var pixmap: Pixmap
    var rect: PixelRect
    var mask: Mask?

    /// Maps device space into this layer's pixels.
    var fromDevice: AffineTransform { AffineTransform(translationX: Double(-rect.x), y: Double(-rect.y)) }
}

/// Reuses layer pixel buffers between drawing operations and frames: layers of an animation keep
/// their sizes from frame to frame, so exact-size reuse hits nearly always.
final class LayerPool {
    private var free: [Int: [[UInt32]]] = [:]
    /// Keeps at most this many bytes of idle buffers.
    private let budgetBytes = 256 << 20
    private var idleBytes = 0

    func make(_ rect: PixelRect) -> Layer {
        let n = rect.width * rect.height
        var buf: [UInt32]
        if var list = free[n], let b = list.popLast() {
            free[n] = list
            idleBytes -= n * 4
            buf = b
            buf.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            buf = [UInt32](repeating: 0, count: n)
        }
        return Layer(pixmap: Pixmap(width: rect.width, height: rect.height, pixels: buf), rect: rect, mask: nil)
    }

    func recycle(_ layer: consuming Layer) {
        let buf = layer.pixmap.pixels
        let bytes = buf.count * 4
        if idleBytes + bytes > budgetBytes { return }
        free[buf.count, default: []].append(buf)
        idleBytes += bytes
    }
}
