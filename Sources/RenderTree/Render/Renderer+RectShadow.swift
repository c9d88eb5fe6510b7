import Geometry
import Raster

#if canImport(Glibc)
import Glibc
#endif

extension Renderer {
    /// The analytic shortcut for the shadow of a filled axis-aligned rectangle: a Gaussian is
    /// separable, so the blurred rectangle is the product of two 1-D profiles
    /// g(t) = Φ((t − x₀)/σ) − Φ((t − x₁)/σ), each averaged over the pixel (area sampling, like the
    /// rasterizer's coverage): ∫Φ(u) du = u·Φ(u) + φ(u). Exact up to rounding, and O(w + h)
    /// evaluations instead of a blur. Returns false when the content is
    /// not such a rectangle (then the general path runs).
    func drawRectShadow(_ s: ShadowEffect, _ c: RenderNode, ctm: AffineTransform, sigma: Double,
                        into target: inout Layer) -> Bool {
        guard target.mask == nil, sigma >= 0.01, ctm.b == 0, ctm.c == 0, ctm.a > 0, ctm.d > 0,
              case .shape(let shape) = c, case .fill = shape.style, case .solid(let color) = shape.paint.shader,
              shape.paint.blendMode == .sourceOver, let r = shape.path.axisAlignedRect else { return false }
        let alpha = min(max(color.alpha * shape.paint.opacity, 0), 1)
        let dev = ctm.apply(r)
        let off = ctm.applyToVector(Point(x: s.x, y: s.y))
        let dx = off.x.rounded(), dy = off.y.rounded()   // as the general path: whole-pixel offsets
        let x0 = dev.minX + dx, x1 = dev.maxX + dx, y0 = dev.minY + dy, y1 = dev.maxY + dy
        let reach = 3 * sigma + 1
        let area = PixelRect(covering: Rect(x: x0 - reach, y: y0 - reach, width: x1 - x0 + 2 * reach, height: y1 - y0 + 2 * reach),
                             within: target.rect)
        if !area.isEmpty {
            // Antiderivative of the normal CDF: F(u) = u·Φ(u) + φ(u).
            func F(_ u: Double) -> Double {
                u * 0.5 * (1 + erf(u / 2.0.squareRoot())) + exp(-u * u / 2) / (2 * Double.pi).squareRoot()
            }
            func profile(_ start: Int, _ count: Int, _ lo: Double, _ hi: Double) -> [Double] {
                (0..<count).map { i in
                    let p0 = Double(start + i), p1 = p0 + 1
                    let a = F((p1 - lo) / sigma) - F((p0 - lo) / sigma)
                    let b = F((p1 - hi) / sigma) - F((p0 - hi) / sigma)
                    return min(max(sigma * (a - b), 0), 1)
                }
            }
            let ax = profile(area.x, area.width, x0, x1), ay = profile(area.y, area.height, y0, y1)
            var mask = [UInt8](repeating: 0, count: area.width * area.height)
            for j in 0..<area.height {
                let rowScale = ay[j] * alpha * 255
                for i in 0..<area.width { mask[j * area.width + i] = UInt8((ax[i] * rowScale).rounded()) }
            }
            try? target.pixmap.drawShadow(mask: mask, width: area.width, height: area.height,
                                          x: area.x - target.rect.x, y: area.y - target.rect.y, color: s.resolvedColor)
        }
        draw(c, ctm: ctm, into: &target)
        return true
    }
}

extension Path {
    /// The rectangle this path is, when it is exactly one closed axis-aligned rectangle.
    var axisAlignedRect: Rect? {
        guard verbs.count >= 4, verbs.first == .move else { return nil }
        var pts: [Point] = []
        for (i, v) in verbs.enumerated() {
            switch v {
            case .move: if i != 0 { return nil }
            case .line: break
            case .close: if i != verbs.count - 1 { return nil }
            default: return nil
            }
        }
        pts = points
        if pts.count == 5, pts[4] == pts[0] { pts.removeLast() }
        guard pts.count == 4 else { return nil }
        let b = controlPointBounds
        for i in 0..<4 {
            let p = pts[i], q = pts[(i + 1) % 4]
            guard (p.x == b.minX || p.x == b.maxX) && (p.y == b.minY || p.y == b.maxY) else { return nil }
            guard p.x == q.x || p.y == q.y else { return nil }   // edges are axis-aligned
        }
        return b.width > 0 && b.height > 0 ? b : nil
    }
}
