extension Path {
    /// The smallest rectangle containing every point *on* the path — curve extrema included,
    /// off-curve control points excluded (SwiftUI's `boundingRect`, CG's `boundingBoxOfPath`).
    /// Move-to points count as on the path. An empty path gives `Rect.null`.
    public var boundingRect: Rect {
        guard let first = points.first else { return .null }
        var b = BoundsAccumulator(first)
        var pi = 0
        var current = first
        for v in verbs {
            switch v {
            case .move, .line:
                current = points[pi]; b.add(current); pi += 1
            case .quad:
                let p1 = points[pi], p2 = points[pi + 1]
                b.addQuadExtrema(current, p1, p2)
                current = p2; b.add(current); pi += 2
            case .cubic:
                let p1 = points[pi], p2 = points[pi + 1], p3 = points[pi + 2]
                b.addCubicExtrema(current, p1, p2, p3)
                current = p3; b.add(current); pi += 3
            case .close:
                break
            }
        }
        return b.rect
    }
}

/// Running min/max of points, with the per-axis extrema of Bézier curves.
struct BoundsAccumulator {
    var x0, y0, x1, y1: Double

    init(_ p: Point) { x0 = p.x; x1 = p.x; y0 = p.y; y1 = p.y }

    var rect: Rect { Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }

    @inline(__always) mutating func add(_ p: Point) {
        x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y)
    }
    @inline(__always) mutating func addX(_ x: Double) { x0 = min(x0, x); x1 = max(x1, x) }
    @inline(__always) mutating func addY(_ y: Double) { y0 = min(y0, y); y1 = max(y1, y) }

    /// A quadratic's derivative 2[(p1 − p0)(1 − t) + (p2 − p1)t] vanishes at t = (p0 − p1)/(p0 − 2p1 + p2).
    mutating func addQuadExtrema(_ p0: Point, _ p1: Point, _ p2: Point) {
        func extremum(_ a: Double, _ b: Double, _ c: Double) -> Double? {
            let den = a - 2 * b + c
            guard den != 0 else { return nil }
            let t = (a - b) / den
            guard t > 0 && t < 1 else { return nil }
            let u = 1 - t
            return a * u * u + 2 * b * u * t + c * t * t
        }
        if let x = extremum(p0.x, p1.x, p2.x) { addX(x) }
        if let y = extremum(p0.y, p1.y, p2.y) { addY(y) }
    }

    /// A cubic's derivative is 3(A t² + B t + C) with A = −p0 + 3p1 − 3p2 + p3, B = 2(p0 − 2p1 + p2),
    /// C = p1 − p0; each root in (0, 1) is an axis extremum.
    mutating func addCubicExtrema(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        func visit(_ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double, _ add: (Double) -> Void) {
            let A = -a0 + 3 * a1 - 3 * a2 + a3, B = 2 * (a0 - 2 * a1 + a2), C = a1 - a0
            func value(_ t: Double) -> Double {
                let u = 1 - t
                return a0 * u * u * u + 3 * a1 * u * u * t + 3 * a2 * u * t * t + a3 * t * t * t
            }
            func consider(_ t: Double) { if t > 0 && t < 1 { add(value(t)) } }
            let scale = max(abs(A), abs(B), abs(C))
            if scale == 0 { return }
            if abs(A) <= 1e-12 * scale {
                if B != 0 { consider(-C / B) }
                return
            }
            let disc = B * B - 4 * A * C
            if disc < 0 { return }
            // Numerically stable quadratic roots (Numerical Recipes §5.6).
            let q = -0.5 * (B + (B < 0 ? -1 : 1) * disc.squareRoot())
            consider(q / A)
            if q != 0 { consider(C / q) }
        }
        visit(p0.x, p1.x, p2.x, p3.x) { addX($0) }
        visit(p0.y, p1.y, p2.y, p3.y) { addY($0) }
    }
}
