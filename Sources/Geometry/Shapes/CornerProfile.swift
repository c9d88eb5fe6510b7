#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Normalised outlines of one rounded corner, in corner-local coordinates: `x` is the distance from
/// the corner vertex along the edge being left, `y` the distance along the edge being entered, both
/// in units of the corner's extent (the length of edge the corner replaces), so every profile runs
/// from (1, 0) to (0, 1).
///
/// Continuous profiles share one layout of 12 points: start, cubic (c1, c2, end), line end,
/// cubic (c1, c2, end), line end, cubic (c1, c2, end) — PaintCode's 3 cubics joined by 2 short lines.
enum CornerProfile {
    /// The standard quarter-circle cubic constant 4/3·(√2 − 1) (e.g. Riškus 2006, "Approximation of a
    /// cubic Bézier curve by circular arcs"), as CoreGraphics uses for ellipses and circular corners.
    static let kappa = 0.5522847498

    /// How far PaintCode's continuous corner reaches along each edge, in units of the radius.
    static let continuousExtent = 1.52866483

    /// PaintCode's iOS 7 corner (swiftui-semantics.md §6.10, in units of r), divided by its extent.
    static let paintCode: [Point] = {
        let raw: [(Double, Double)] = [
            (1.52866483, 0),
            (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),
            (0.63149399, 0.07491100),
            (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399),
            (0.06549600, 0.66993427),
            (0, 0.86840689), (0, 1.08849323), (0, 1.52866483),
        ]
        return raw.map { Point(x: $0.0 / continuousExtent, y: $0.1 / continuousExtent) }
    }()

    /// A quarter circle of radius 1 (centre (1, 1)) in the continuous layout: three arcs joined by
    /// zero-length lines. The arcs are split where the circle's tangent is parallel to PaintCode's
    /// first short line, so blending the two profiles keeps those lines nearly tangent.
    static let circleAsContinuous: [Point] = {
        let line = paintCode[4] - paintCode[3]
        let split = atan2(line.y, -line.x)                 // ≈ 13.8°
        func p(_ phi: Double) -> Point { Point(x: 1 - sin(phi), y: 1 - cos(phi)) }
        func tangent(_ phi: Double) -> Point { Point(x: -cos(phi), y: sin(phi)) }
        func arc(_ a: Double, _ b: Double) -> [Point] {
            let k = 4.0 / 3.0 * tan((b - a) / 4)           // cubic arc handle length for a unit circle
            return [p(a) + tangent(a) * k, p(b) - tangent(b) * k, p(b)]
        }
        let a = split, b = Double.pi / 2 - split
        return [p(0)] + arc(0, a) + [p(a)] + arc(a, b) + [p(b)] + arc(b, Double.pi / 2)
    }()

    /// The quarter circle as a single cubic: start, c1, c2, end.
    static let circular: [Point] = [Point(x: 1, y: 0), Point(x: 1 - kappa, y: 0),
                                    Point(x: 0, y: 1 - kappa), Point(x: 0, y: 1)]

    /// Point `i` of the continuous profile blended toward the circle by `t` (0 = PaintCode, 1 = circle).
    @inline(__always) static func continuous(_ i: Int, blend t: Double) -> Point {
        t == 0 ? paintCode[i] : paintCode[i].lerp(circleAsContinuous[i], t)
    }
}

/// How one axis of one corner is drawn: the length of edge it replaces and, for continuous
/// corners, how far the profile is blended toward a circle.
struct CornerAxis {
    var extent: Double
    var blend: Double

    /// Resolves a corner radius along one axis of a rectangle whose shorter side is `2·s`.
    ///
    /// Circular: the radius is clamped to s (OpenSwiftUI `FixedRoundedRect.clampedCornerSize`).
    /// Continuous [I]: while 1.52866483·r ≤ s the exact PaintCode corner is used. Beyond that Apple
    /// relaxes the corner toward a circle by an unpublished rule; we approximate it by keeping the
    /// extent at s and blending the profile linearly from PaintCode (at r = s/1.52866483) to a
    /// quarter circle (at r ≥ s), so a capsule-sized radius gives exactly semicircular ends and the
    /// shape changes continuously with r.
    init(radius: Double, halfShortSide s: Double, style: RoundedCornerStyle) {
        let r = radius.isNaN ? 0 : max(radius, 0)
        guard s > 0 else { extent = 0; blend = 0; return }
        switch style {
        case .circular:
            extent = min(r, s); blend = 0
        case .continuous:
            let k = CornerProfile.continuousExtent
            if k * r <= s {
                extent = k * r; blend = 0
            } else {
                let lower = s / k
                extent = s
                blend = min(1, (min(r, s) - lower) / (s - lower))
            }
        }
    }
}
