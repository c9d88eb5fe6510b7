import Geometry
import Raster

/// A deliberately slow, obvious reference for anti-aliased coverage.
///
/// Each pixel is split into 16 × 16 sub-cells. A sub-cell's coverage is computed exactly: every
/// polygon is clipped to the sub-cell square (Sutherland–Hodgman) and the signed areas are summed,
/// giving the winding-weighted area w·a; the fill rule is applied per sub-cell
/// (nonzero: min(1, |a|/cellArea); even-odd: the same folded into 0…1 for winding ±1). The pixel's
/// coverage is the mean over its 256 sub-cells. (Plain point sampling at 16 × 16 would quantise
/// coverage to 1/256 steps and could not check errors below ~7/255 on near-axis-aligned edges.)
final class ReferenceRasterizer {
    let polygons: [[Point]]
    let rule: FillRule
    private var a: UnsafeMutablePointer<Point>
    private var b: UnsafeMutablePointer<Point>
    private var capacity: Int

    init(polygons: [[Point]], rule: FillRule) {
        self.polygons = polygons; self.rule = rule
        capacity = 2 * (polygons.map(\.count).max() ?? 0) + 64
        a = .allocate(capacity: capacity); b = .allocate(capacity: capacity)
    }
    deinit { a.deallocate(); b.deallocate() }

    /// Coverage of pixel (px, py) in 0…1.
    func coverage(_ px: Int, _ py: Int) -> Double {
        let x0 = Double(px), y0 = Double(py)
        // Each polygon clipped to the pixel first (cheap rejection, and small inputs for sub-cells).
        var parts: [[Point]] = []
        var total = 0.0
        for poly in polygons {
            let n = copyIn(poly)
            let m = clipBox(n, x0, y0, x0 + 1, y0 + 1)
            if m >= 3 {
                let part = Array(UnsafeBufferPointer(start: a, count: m))
                parts.append(part)
                total += area(part)
            }
        }
        if parts.isEmpty { return 0 }
        // A pixel exactly inside one polygon (|area| = 1) has winding ±1 in every sub-cell.
        if parts.count == 1 && abs(abs(total) - 1) < 1e-12 { return ruled(total) }
        let s = 1.0 / 16, cellArea = s * s
        var sum = 0.0
        for j in 0..<16 {
            let sy0 = y0 + Double(j) * s, sy1 = sy0 + s
            var stripStore: [[Point]] = []
            for part in parts {
                let n = copyIn(part)
                var m = clipAxis(a, n, b, axisY: true, value: sy0, keepGreater: true)
                m = clipAxis(b, m, a, axisY: true, value: sy1, keepGreater: false)
                if m >= 3 { stripStore.append(Array(UnsafeBufferPointer(start: a, count: m))) }
            }
            if stripStore.isEmpty { continue }
            for i in 0..<16 {
                let sx0 = x0 + Double(i) * s, sx1 = sx0 + s
                var w = 0.0
                for part in stripStore {
                    let n = copyIn(part)
                    var m = clipAxis(a, n, b, axisY: false, value: sx0, keepGreater: true)
                    m = clipAxis(b, m, a, axisY: false, value: sx1, keepGreater: false)
                    if m >= 3 { w += area(UnsafeBufferPointer(start: a, count: m)) }
                }
                sum += ruled(w / cellArea)
            }
        }
        return sum / 256
    }

    /// Fill rule on a sub-cell's winding-weighted area / cell area (winding ±1 shapes; positive is clockwise
    /// on screen, as the shoelace area in y-down space).
    private func ruled(_ signed: Double) -> Double {
        let v = abs(signed)
        switch rule {
        case .nonZero: return min(1, v)
        case .evenOdd: let m = v.truncatingRemainder(dividingBy: 2); return m <= 1 ? m : 2 - m
        case .positive: return min(1, max(0, signed))
        }
    }

    private func copyIn(_ pts: [Point]) -> Int {
        if pts.count * 2 + 16 > capacity {
            a.deallocate(); b.deallocate()
            capacity = pts.count * 2 + 64
            a = .allocate(capacity: capacity); b = .allocate(capacity: capacity)
        }
        for (i, p) in pts.enumerated() { a[i] = p }
        return pts.count
    }

    /// Clips `a[0..<n]` to the box, result in `a`.
    private func clipBox(_ n: Int, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Int {
        var m = clipAxis(a, n, b, axisY: false, value: x0, keepGreater: true)
        m = clipAxis(b, m, a, axisY: false, value: x1, keepGreater: false)
        m = clipAxis(a, m, b, axisY: true, value: y0, keepGreater: true)
        return clipAxis(b, m, a, axisY: true, value: y1, keepGreater: false)
    }

    /// One Sutherland–Hodgman pass against an axis-aligned half-plane.
    private func clipAxis(_ src: UnsafeMutablePointer<Point>, _ n: Int, _ dst: UnsafeMutablePointer<Point>,
                          axisY: Bool, value: Double, keepGreater: Bool) -> Int {
        if n == 0 { return 0 }
        func inside(_ p: Point) -> Bool {
            let c = axisY ? p.y : p.x
            return keepGreater ? c >= value : c <= value
        }
        func cross(_ p: Point, _ q: Point) -> Point {
            if axisY {
                let t = (value - p.y) / (q.y - p.y)
                return Point(p.x + (q.x - p.x) * t, value)
            } else {
                let t = (value - p.x) / (q.x - p.x)
                return Point(value, p.y + (q.y - p.y) * t)
            }
        }
        var m = 0
        var prev = src[n - 1]
        var prevIn = inside(prev)
        for i in 0..<n {
            let cur = src[i]
            let curIn = inside(cur)
            if curIn {
                if !prevIn { dst[m] = cross(prev, cur); m += 1 }
                dst[m] = cur; m += 1
            } else if prevIn {
                dst[m] = cross(prev, cur); m += 1
            }
            prev = cur; prevIn = curIn
        }
        return m
    }

    private func area<C: Collection>(_ p: C) -> Double where C.Element == Point, C.Index == Int {
        var s = 0.0
        let n = p.count
        for i in 0..<n {
            let q = p[p.startIndex + i], r = p[p.startIndex + (i + 1) % n]
            s += q.x * r.y - r.x * q.y
        }
        return s / 2
    }
}
