import Geometry

/// Where a layer drawn through a homography lands, described in destination space.
///
/// Instead of projecting the layer's corners (which wraps points behind the eye around to the
/// other side of the screen), the region is the intersection of five half-planes of destination
/// space, all linear because the inverse map is linear in homogeneous coordinates:
/// with (U, V, W) = (x, y, 1)·M⁻¹ — so u = U/W, v = V/W and W = 1/W_forward —
///
///     W > 0          (the source point is in front of the eye: no wrap-around)
///     U ≥ 0, sw·W − U ≥ 0, V ≥ 0, sh·W − V ≥ 0   (u ∈ [0, sw], v ∈ [0, sh])
///
/// Each edge function is the projected edge's line; divided by its gradient length it is the
/// signed Euclidean distance (in destination pixels) to that line, which gives anti-aliased
/// coverage. This is the same region as clipping the source quad against the plane W = ε in
/// homogeneous space and then projecting, without ever forming points at infinity.
struct WarpRegion {
    /// U = ua·x + ub·y + uc (x, y continuous destination coordinates); likewise V and W.
    let ua: Double, ub: Double, uc: Double
    let va: Double, vb: Double, vc: Double
    let wa: Double, wb: Double, wc: Double
    /// Edge distance functions d = ea·x + eb·y + ec, positive inside (u ≥ 0, u ≤ sw, v ≥ 0, v ≤ sh).
    let ea: SIMD4<Double>, eb: SIMD4<Double>, ec: SIMD4<Double>
    let sourceWidth: Double, sourceHeight: Double

    /// nil when the homography is singular (the layer projects to a line: nothing to draw).
    init?(inverse inv: ProjectiveTransform, sourceWidth sw: Double, sourceHeight sh: Double) {
        ua = inv.m11; ub = inv.m21; uc = inv.m31
        va = inv.m12; vb = inv.m22; vc = inv.m32
        wa = inv.m13; wb = inv.m23; wc = inv.m33
        sourceWidth = sw; sourceHeight = sh
        // The four edge lines as (a, b, c) of a·x + b·y + c.
        let raw = [(ua, ub, uc), (sw * wa - ua, sw * wb - ub, sw * wc - uc),
                   (va, vb, vc), (sh * wa - va, sh * wb - vb, sh * wc - vc)]
        var a4 = SIMD4<Double>.zero, b4 = SIMD4<Double>.zero, c4 = SIMD4<Double>.zero
        for (i, (a, b, c)) in raw.enumerated() {
            let g = (a * a + b * b).squareRoot()
            if g > 0 && g.isFinite {
                a4[i] = a / g; b4[i] = b / g; c4[i] = c / g
            } else {
                // The edge line is at infinity: the half-plane is everything or nothing.
                c4[i] = c > 0 ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude
            }
        }
        ea = a4; eb = b4; ec = c4
    }

    /// The inclusive range of pixel columns in [lo, hi] whose centres (x + ½, py) lie strictly
    /// more than `threshold` pixels inside every edge and have W > 0; empty when first > last.
    func span(py: Double, threshold t: Double, lo: Int, hi: Int) -> (first: Int, last: Int) {
        var first = Double(lo), last = Double(hi)
        // Constraint a·px + b > bound, px = x + ½.
        @inline(__always) func constrain(_ a: Double, _ b: Double, _ bound: Double) {
            if a > 0 {
                let q = (bound - b) / a - 0.5          // x > q
                first = max(first, (q + 1).rounded(.down))
            } else if a < 0 {
                let q = (bound - b) / a - 0.5          // x < q
                last = min(last, (q - 1).rounded(.up))
            } else if !(b > bound) {
                first = Double(hi) + 1
            }
        }
        for i in 0..<4 { constrain(ea[i], eb[i] * py + ec[i], t) }
        constrain(wa, wb * py + wc, 0)
        if !(first <= last) { return (1, 0) }       // also catches NaN
        return (Int(first), Int(last))
    }

    /// Half the extent of a unit pixel square along each edge's normal, (|a| + |b|)/2 ≤ √2/2:
    /// a pixel whose centre is farther than this inside (outside) an edge is fully in (out).
    static let maxHalfExtent = 0.7072

    /// Exact anti-aliased coverage: the area of the pixel square [x, x+1]×[y, y+1] inside all four
    /// edge lines. Usually a single edge crosses the pixel and the area has a closed form; where
    /// several do (corners, slivers of an edge-on layer) the square is clipped against them
    /// (Sutherland–Hodgman) and the polygon's area taken.
    func coverage(x: Int, y: Int) -> Double {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let a = ea, b = eb, c = ec
        var cutting = 0, which = 0
        for i in 0..<4 {
            let d = a[i] * px + b[i] * py + c[i]
            let h = (abs(a[i]) + abs(b[i])) * 0.5
            if d <= -h { return 0 }
            if d < h { cutting += 1; which = i }
        }
        if cutting == 0 { return 1 }
        if cutting == 1 {
            return WarpRegion.halfPlaneArea(a[which], b[which], a[which] * px + b[which] * py + c[which])
        }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 40) { buf in
            // Two ping-pong vertex lists of up to 10 points (x at 2k, y at 2k+1), pixel-centred.
            let p = buf.baseAddress!, q = p + 20
            p[0] = -0.5; p[1] = -0.5; p[2] = 0.5; p[3] = -0.5; p[4] = 0.5; p[5] = 0.5; p[6] = -0.5; p[7] = 0.5
            var n = 4
            var src = p, dst = q
            for i in 0..<4 {
                let ai = a[i], bi = b[i], di = a[i] * px + b[i] * py + c[i]
                var m = 0
                for k in 0..<n {
                    let k1 = k + 1 == n ? 0 : k + 1
                    let x0 = src[2 * k], y0 = src[2 * k + 1], x1 = src[2 * k1], y1 = src[2 * k1 + 1]
                    let f0 = ai * x0 + bi * y0 + di, f1 = ai * x1 + bi * y1 + di
                    if f0 >= 0 { dst[2 * m] = x0; dst[2 * m + 1] = y0; m += 1 }
                    if (f0 >= 0) != (f1 >= 0) {
                        let t = f0 / (f0 - f1)
                        dst[2 * m] = x0 + (x1 - x0) * t; dst[2 * m + 1] = y0 + (y1 - y0) * t; m += 1
                    }
                }
                n = m
                if n < 3 { return 0 }
                swap(&src, &dst)
            }
            var area2 = 0.0
            for k in 0..<n {
                let k1 = k + 1 == n ? 0 : k + 1
                area2 += src[2 * k] * src[2 * k1 + 1] - src[2 * k1] * src[2 * k + 1]
            }
            return min(abs(area2) * 0.5, 1)
        }
    }

    /// Area of the unit square centred on the origin where a·x + b·y + d ≥ 0 ((a, b) a unit normal):
    /// a linear ramp while the line crosses two opposite sides, a quadratic while it cuts a corner.
    static func halfPlaneArea(_ a: Double, _ b: Double, _ d: Double) -> Double {
        let p = max(abs(a), abs(b)), q = min(abs(a), abs(b))
        let inner = (p - q) * 0.5, outer = (p + q) * 0.5
        if d >= outer { return 1 }
        if d <= -outer { return 0 }
        if abs(d) <= inner { return 0.5 + d / p }
        let t = outer - abs(d)
        let corner = t * t / (2 * p * q)
        return d > 0 ? 1 - corner : corner
    }
}
