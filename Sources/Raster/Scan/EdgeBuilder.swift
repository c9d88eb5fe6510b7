import Geometry

/// Turns a path into clipped device-space edges for the cell rasterizer.
///
/// The path is transformed and flattened in device space (Wang's formula, as
/// `Path.flattened(transform:tolerance:)`), every subpath is closed, and each segment is clipped
/// to the clip box [cx0, cx1) × [cy0, cy1):
/// - vertically exactly (parts above or below are dropped);
/// - on the right, parts are dropped: cells accumulate left to right, so they cannot affect
///   visible pixels;
/// - on the left, parts are moved onto x = cx0 (a vertical segment with the same y extent), which
///   keeps the winding contribution to every visible pixel.
/// Curves whose control points are all outside the clip box are replaced by their chord (same
/// net winding to the right of the box, and nothing visible otherwise), so huge off-canvas
/// geometry costs nothing.
struct EdgeBuilder {
    let scratch: RasterScratch
    let cx0: Double, cy0: Double, cx1: Double, cy1: Double
    /// Device coordinates of the local origin.
    let ox: Double, oy: Double
    let tolerance: Double
    private(set) var count = 0

    init(scratch: RasterScratch, clip: PixelRect, tolerance: Double) {
        self.scratch = scratch
        cx0 = Double(clip.x); cy0 = Double(clip.y); cx1 = Double(clip.maxX); cy1 = Double(clip.maxY)
        ox = cx0; oy = cy0
        self.tolerance = tolerance
    }

    /// Adds every subpath of `path` (points mapped by `t`), closing open subpaths.
    mutating func add(_ path: Path, transform t: AffineTransform) {
        path.verbs.withUnsafeBufferPointer { verbs in
            path.points.withUnsafeBufferPointer { pts in
                var pi = 0
                var start = (0.0, 0.0), cur = (0.0, 0.0)
                var open = false
                @inline(__always) func map(_ i: Int) -> (Double, Double) {
                    let p = pts[i]
                    return (t.a * p.x + t.c * p.y + t.tx, t.b * p.x + t.d * p.y + t.ty)
                }
                for v in verbs {
                    switch v {
                    case .move:
                        if open { line(cur, start) }
                        start = map(pi); cur = start; open = true; pi += 1
                    case .line:
                        let p = map(pi); pi += 1
                        line(cur, p); cur = p; open = true
                    case .quad:
                        let p1 = map(pi), p2 = map(pi + 1); pi += 2
                        quad(cur, p1, p2); cur = p2; open = true
                    case .cubic:
                        let p1 = map(pi), p2 = map(pi + 1), p3 = map(pi + 2); pi += 3
                        cubic(cur, p1, p2, p3); cur = p3; open = true
                    case .close:
                        if open { line(cur, start) }
                        cur = start; open = false
                    }
                }
                if open { line(cur, start) }
            }
        }
    }

    /// Adds closed polygons given directly in device space (used by tests of the polygon core and masks).
    mutating func add(polygon points: [Point]) {
        guard let first = points.first else { return }
        var prev = (first.x, first.y)
        for p in points.dropFirst() { let q = (p.x, p.y); line(prev, q); prev = q }
        line(prev, (first.x, first.y))
    }

    @inline(__always) private func outsideClip(_ xs: (Double, Double, Double, Double), _ ys: (Double, Double, Double, Double)) -> Bool {
        let minX = min(min(xs.0, xs.1), min(xs.2, xs.3)), maxX = max(max(xs.0, xs.1), max(xs.2, xs.3))
        let minY = min(min(ys.0, ys.1), min(ys.2, ys.3)), maxY = max(max(ys.0, ys.1), max(ys.2, ys.3))
        return maxY <= cy0 || minY >= cy1 || minX >= cx1 || maxX <= cx0
    }

    /// Segment count from Wang's formula, capped so a degenerate huge curve cannot take forever.
    @inline(__always) private func segments(_ x: Double) -> Int {
        guard x.isFinite else { return 1 }
        return max(1, min(Int(x.rounded(.up)), 2048))
    }

    private mutating func quad(_ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double)) {
        if outsideClip((p0.0, p1.0, p2.0, p2.0), (p0.1, p1.1, p2.1, p2.1)) { line(p0, p2); return }
        let ddx = p0.0 - 2 * p1.0 + p2.0, ddy = p0.1 - 2 * p1.1 + p2.1
        let n = segments(((ddx * ddx + ddy * ddy).squareRoot() / (4 * tolerance)).squareRoot())
        var prev = p0
        if n > 1 {
            let inv = 1 / Double(n)
            for i in 1..<n {
                let s = Double(i) * inv, u = 1 - s
                let a = u * u, b = 2 * u * s, c = s * s
                let p = (a * p0.0 + b * p1.0 + c * p2.0, a * p0.1 + b * p1.1 + c * p2.1)
                line(prev, p); prev = p
            }
        }
        line(prev, p2)
    }

    private mutating func cubic(_ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), _ p3: (Double, Double)) {
        if outsideClip((p0.0, p1.0, p2.0, p3.0), (p0.1, p1.1, p2.1, p3.1)) { line(p0, p3); return }
        let ax = p0.0 - 2 * p1.0 + p2.0, ay = p0.1 - 2 * p1.1 + p2.1
        let bx = p1.0 - 2 * p2.0 + p3.0, by = p1.1 - 2 * p2.1 + p3.1
        let dd = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
        let n = segments((3 * dd / (4 * tolerance)).squareRoot())
        var prev = p0
        if n > 1 {
            let inv = 1 / Double(n)
            for i in 1..<n {
                let s = Double(i) * inv, u = 1 - s
                let a = u * u * u, b = 3 * u * u * s, c = 3 * u * s * s, d = s * s * s
                let p = (a * p0.0 + b * p1.0 + c * p2.0 + d * p3.0, a * p0.1 + b * p1.1 + c * p2.1 + d * p3.1)
                line(prev, p); prev = p
            }
        }
        line(prev, p3)
    }

    /// Clips one device-space segment and appends what is left.
    mutating func line(_ p: (Double, Double), _ q: (Double, Double)) {
        var (x0, y0) = p, (x1, y1) = q
        if y0 == y1 { return }
        var dir: Float = 1
        if y0 > y1 { swap(&x0, &x1); swap(&y0, &y1); dir = -1 }
        if y1 <= cy0 || y0 >= cy1 { return }
        if !(y0 < y1) { return }   // NaN guard
        let dxdy = (x1 - x0) / (y1 - y0)
        if y0 < cy0 { x0 += (cy0 - y0) * dxdy; y0 = cy0 }
        if y1 > cy1 { x1 = x0 + (cy1 - y0) * dxdy; y1 = cy1 }
        guard x0.isFinite, x1.isFinite, dxdy.isFinite || x0 == x1 else { return }
        if x0 >= cx1 && x1 >= cx1 { return }
        if x0 <= cx0 && x1 <= cx0 { emit(cx0, y0, cx0, y1, dir); return }
        if x0 >= cx0 && x0 <= cx1 && x1 >= cx0 && x1 <= cx1 { emit(x0, y0, x1, y1, dir); return }
        // Split where the segment crosses x = cx0 and x = cx1, then classify each piece by its midpoint.
        let dydx = (y1 - y0) / (x1 - x0)
        var c1 = y1, c2 = y1
        var n = 0
        @inline(__always) func cut(_ xc: Double) {
            let y = y0 + (xc - x0) * dydx
            if y > y0 && y < y1 { if n == 0 { c1 = y } else { c2 = y }; n += 1 }
        }
        cut(cx0); cut(cx1)
        if n == 2 && c2 < c1 { swap(&c1, &c2) }
        @inline(__always) func boundary(_ k: Int) -> Double { k == 0 ? y0 : (k == n + 1 ? y1 : (k == 1 ? c1 : c2)) }
        for k in 0...n {
            let ya = boundary(k), yb = boundary(k + 1)
            if !(yb > ya) { continue }
            let xa = k == 0 ? x0 : x0 + (ya - y0) * dxdy
            let xb = k == n ? x1 : x0 + (yb - y0) * dxdy
            let mid = 0.5 * (xa + xb)
            if mid >= cx1 { continue }
            if mid <= cx0 { emit(cx0, ya, cx0, yb, dir); continue }
            emit(min(max(xa, cx0), cx1), ya, min(max(xb, cx0), cx1), yb, dir)
        }
    }

    @inline(__always) private mutating func emit(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ dir: Float) {
        let fx0 = Float(x0 - ox), fy0 = Float(y0 - oy), fx1 = Float(x1 - ox), fy1 = Float(y1 - oy)
        if !(fy0 < fy1) { return }   // collapsed by rounding to Float
        if count == scratch.edgeCapacity { scratch.growEdges(keeping: count) }
        scratch.edges[count] = Edge(x0: fx0, y0: fy0, x1: fx1, y1: fy1, dxdy: (fx1 - fx0) / (fy1 - fy0), dir: dir)
        count += 1
    }
}
