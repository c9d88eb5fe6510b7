/// A cubic Bézier timing curve from (0, 0) to (1, 1): SwiftUI's `UnitCurve` as used by
/// `Animation.timingCurve` and the ease presets.
///
/// Evaluation follows SwiftUI (OpenSwiftUI `BezierAnimation.swift`, `UnitCurve.swift`;
/// `../shared/reference/swiftui-semantics.md` §2): solve X(s) = x by Newton steps from s = x, then
/// bisection on [0, 1] to 2⁻²⁰, and round the output to a multiple of 2⁻²⁰. Control points are not
/// clamped, so y outside [0, 1] overshoots.
public struct UnitCurve: Hashable, Sendable {
    public let p1x: Double, p1y: Double, p2x: Double, p2y: Double
    // Polynomial coefficients per axis: X(s) = ((ax·s + bx)·s + cx)·s.
    private let ax: Double, bx: Double, cx: Double, ay: Double, by: Double, cy: Double

    public init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        self.p1x = p1x; self.p1y = p1y; self.p2x = p2x; self.p2y = p2y
        cx = 3 * p1x; bx = 3 * (p2x - p1x) - cx; ax = 1 - cx - bx
        cy = 3 * p1y; by = 3 * (p2y - p1y) - cy; ay = 1 - cy - by
    }

    public static let linear = UnitCurve(p1x: 0, p1y: 0, p2x: 1, p2y: 1)
    public static let easeIn = UnitCurve(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1)
    public static let easeOut = UnitCurve(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1)
    public static let easeInOut = UnitCurve(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)

    static let epsilon = 1.0 / 1_048_576   // 2⁻²⁰

    @inline(__always) func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    @inline(__always) func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    @inline(__always) func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    @inline(__always) func slopeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The curve parameter s with X(s) = x (x clamped to [0, 1]).
    func solve(_ x0: Double) -> Double {
        let x = min(max(x0, 0), 1)
        var s = x
        for _ in 0..<8 {
            let err = sampleX(s) - x
            if abs(err) < Self.epsilon { return s }
            let d = slopeX(s)
            if abs(d) < 1e-6 { break }
            s -= err / d
        }
        // Bisection: X is monotonic on [0, 1] for control x in [0, 1].
        var lo = 0.0, hi = 1.0
        s = x
        while hi - lo > Self.epsilon {
            let v = sampleX(s)
            if abs(v - x) < Self.epsilon { return s }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// The eased progress at normalized time x, rounded to a multiple of 2⁻²⁰ as SwiftUI does.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return (sampleY(solve(x)) / Self.epsilon).rounded() * Self.epsilon
    }

    /// dY/dX at normalized time x (progress per unit of normalized time).
    public func velocity(at x: Double) -> Double {
        let s = solve(x)
        let dx = slopeX(s)
        return abs(dx) < 1e-12 ? 0 : slopeY(s) / dx
    }
}
