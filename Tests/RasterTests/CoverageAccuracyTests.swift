import Geometry
import Raster
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Anti-aliased coverage against an exact-area reference (16×16 exact sub-cells per pixel) on a
/// few hundred random simple paths: star-shaped polygons, curved polygons, ellipses and rounded
/// rectangles, rotated and scaled, from sub-pixel to larger than the canvas, many crossing its
/// edges, both orientations, both fill rules. Winding is only 0 or ±1 (self-overlap is where cell
/// accumulation and the ideal differ by design). Both sides fill the same flattened polygon so
/// curve flattening is not part of the comparison.
@Suite struct CoverageAccuracyTests {
    static let width = 72, height = 56

    /// A random simple shape, flattened to device-space polygons.
    static func randomShape(_ rng: inout SplitMix64) -> [[Point]]? {
        let w = Double(width), h = Double(height)
        // Size from sub-pixel to beyond the canvas (log-uniform), centre possibly off-canvas.
        let size = exp(rng.uniform(log(0.3), log(90)))
        let cx = rng.uniform(-0.2 * w, 1.2 * w), cy = rng.uniform(-0.2 * h, 1.2 * h)
        let angle = rng.uniform(0, 2 * Double.pi)
        let aspect = rng.uniform(0.3, 1)
        var path: Path
        switch rng.int(0...3) {
        case 0, 1:
            // Star-shaped polygon (vertices sorted by angle), optionally with mildly bulging curves.
            let n = rng.int(3...20)
            var angles = (0..<n).map { _ in rng.uniform(0, 2 * Double.pi) }
            angles.sort()
            let pts = angles.map { a -> Point in
                let r = size / 2 * rng.uniform(0.35, 1)
                return Point(r * cos(a), r * sin(a))
            }
            path = Path()
            path.move(to: pts[0])
            let curved = rng.chance(0.5)
            for i in 0..<n {
                let p = pts[i], q = pts[(i + 1) % n]
                let mid = Point((p.x + q.x) / 2, (p.y + q.y) / 2)
                let bulge = rng.uniform(-0.15, 0.3)
                let c = Point(mid.x * (1 + bulge), mid.y * (1 + bulge))
                if curved && rng.chance(0.5) {
                    path.addQuadCurve(to: q, control: c)
                } else if curved {
                    let c2 = Point((c.x + q.x) / 2, (c.y + q.y) / 2)
                    path.addCurve(to: q, control1: c, control2: c2)
                } else {
                    path.addLine(to: q)
                }
            }
            path.closeSubpath()
        case 2:
            path = Shapes.ellipse(cx: 0, cy: 0, rx: size / 2, ry: size / 2 * aspect)
        default:
            path = Shapes.roundedRect(-size / 2, -size * aspect / 2, size, size * aspect,
                                      radius: rng.uniform(0, size / 3))
        }
        let t = AffineTransform(rotationAngle: angle)
            .concatenating(AffineTransform(scaleX: rng.chance(0.5) ? -1 : 1, y: 1))   // both orientations
            .concatenating(AffineTransform(translationX: cx, y: cy))
        let polys = path.flattened(transform: t, tolerance: 0.05).map { dedupe($0.points) }.filter { $0.count >= 3 }
        return isSimple(polys) ? polys : nil
    }

    /// Drops repeated consecutive points (including a closing point equal to the first).
    static func dedupe(_ pts: [Point]) -> [Point] {
        var out: [Point] = []
        for p in pts where out.last != p { out.append(p) }
        while out.count > 1 && out.last == out.first { out.removeLast() }
        return out
    }

    /// No two non-adjacent segments intersect (so winding is 0 or ±1 everywhere).
    static func isSimple(_ polys: [[Point]]) -> Bool {
        var segs: [(Point, Point, Int, Int, Int)] = []   // p, q, polygon, index, count
        for (pi, p) in polys.enumerated() {
            for i in 0..<p.count { segs.append((p[i], p[(i + 1) % p.count], pi, i, p.count)) }
        }
        func orient(_ a: Point, _ b: Point, _ c: Point) -> Double { (b - a).cross(c - a) }
        for i in 0..<segs.count {
            for j in (i + 1)..<segs.count {
                let s = segs[i], u = segs[j]
                if s.2 == u.2 {
                    let d = abs(s.3 - u.3)
                    if d <= 1 || d == s.4 - 1 { continue }   // neighbours share a vertex
                }
                let d1 = orient(s.0, s.1, u.0), d2 = orient(s.0, s.1, u.1)
                let d3 = orient(u.0, u.1, s.0), d4 = orient(u.0, u.1, s.1)
                if (d1 * d2 <= 0) && (d3 * d4 <= 0) { return false }
            }
        }
        return true
    }

    @Test func coverageMatchesExactReference() {
        var rng = SplitMix64(seed: 0x5EED_F11B)
        var shapes: [[[Point]]] = []
        while shapes.count < 300 {
            if let s = Self.randomShape(&rng) { shapes.append(s) }
        }
        var maxErr = 0.0, sumErr = 0.0, count = 0
        var worst = ""
        for (k, polys) in shapes.enumerated() {
            let rule: FillRule = k % 2 == 0 ? .nonZero : .evenOdd
            var path = Path()
            for poly in polys { path.addPath(Shapes.polygon(poly)) }
            // Some shapes go through a translation transform instead of pre-translated points.
            var mask = Mask(width: Self.width, height: Self.height)
            if k % 5 == 0 {
                var moved = Path()
                for poly in polys { moved.addPath(Shapes.polygon(poly.map { Point($0.x - 7, $0.y + 3) })) }
                mask.fill(moved, rule: rule, transform: AffineTransform(translationX: 7, y: -3))
            } else {
                mask.fill(path, rule: rule)
            }
            let ref = ReferenceRasterizer(polygons: polys, rule: rule)
            let xs = polys.flatMap { $0.map(\.x) }, ys = polys.flatMap { $0.map(\.y) }
            let x0 = max(0, Int(xs.min()!.rounded(.down))), x1 = min(Self.width, Int(xs.max()!.rounded(.up)))
            let y0 = max(0, Int(ys.min()!.rounded(.down))), y1 = min(Self.height, Int(ys.max()!.rounded(.up)))
            if x1 <= x0 || y1 <= y0 { continue }
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let expected = ref.coverage(x, y) * 255
                    let err = abs(Double(mask[x, y]) - expected)
                    sumErr += err; count += 1
                    if err > maxErr { maxErr = err; worst = "shape \(k) pixel (\(x), \(y)): got \(mask[x, y]), exact \(expected)" }
                }
            }
        }
        let mean = sumErr / Double(count)
        print("coverage accuracy over \(count) pixels of 300 paths: max \(maxErr)/255, mean \(mean)/255; worst: \(worst)")
        #expect(count > 20_000)
        #expect(maxErr <= 1.5, "max error \(maxErr)/255 at \(worst)")
        #expect(mean <= 0.2, "mean error \(mean)/255")
    }

    /// The pixmap path produces the same coverage as the mask path (white over transparent = coverage).
    @Test func pixmapFillCoverageEqualsMaskCoverage() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<20 {
            guard let polys = Self.randomShape(&rng) else { continue }
            var path = Path()
            for poly in polys { path.addPath(Shapes.polygon(poly)) }
            var mask = Mask(width: Self.width, height: Self.height)
            mask.fill(path)
            var pm = Pixmap(width: Self.width, height: Self.height)
            pm.fill(path, with: .color(.white))
            for y in 0..<Self.height {
                for x in 0..<Self.width {
                    let c = mask[x, y], p = pm[x, y]
                    #expect(p == PremultipliedColorU8(r: c, g: c, b: c, a: c), "pixel (\(x), \(y))")
                }
            }
        }
    }
}
