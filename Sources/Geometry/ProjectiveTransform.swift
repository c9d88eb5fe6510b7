/// A 2D projective transform (homography) with SwiftUI's `ProjectionTransform` layout and
/// row-vector convention:
///
///     W = x·m13 + y·m23 + m33
///     X = (x·m11 + y·m21 + m31) / W
///     Y = (x·m12 + y·m22 + m32) / W
///
/// An affine transform is the special case m13 = m23 = 0, m33 = 1. Points whose W is not
/// positive lie behind the eye: `apply(_:)` returns nil for them instead of wrapping them
/// around to the other side of the screen.
public struct ProjectiveTransform: Hashable, Sendable, CustomStringConvertible {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    /// Smallest W a visible point may have. Homographies built from `Transform3D` have W ≈ 1 near
    /// the layer's plane, so 1e-9 keeps only points in front of the eye and avoids dividing by ~0.
    public static let minimumW = 1e-9

    @inlinable public init(m11: Double, m12: Double, m13: Double,
                           m21: Double, m22: Double, m23: Double,
                           m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    public static let identity = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0,
                                                     m31: 0, m32: 0, m33: 1)

    /// The affine transform as a homography (CGAffineTransform a b c d tx ty fill the first two columns).
    @inlinable public init(_ t: AffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// True when the transform has no perspective part (m13 = m23 = 0, m33 = 1).
    @inlinable public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine equivalent when there is no perspective part (after dividing by m33), else nil.
    public var affine: AffineTransform? {
        guard m13 == 0, m23 == 0, m33 != 0, m33.isFinite else { return nil }
        let k = 1 / m33
        return AffineTransform(a: m11 * k, b: m12 * k, c: m21 * k, d: m22 * k, tx: m31 * k, ty: m32 * k)
    }

    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// `self` applied first, then `t` (row vectors: the matrix product self · t).
    public func concatenating(_ t: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * t.m11 + m12 * t.m21 + m13 * t.m31,
            m12: m11 * t.m12 + m12 * t.m22 + m13 * t.m32,
            m13: m11 * t.m13 + m12 * t.m23 + m13 * t.m33,
            m21: m21 * t.m11 + m22 * t.m21 + m23 * t.m31,
            m22: m21 * t.m12 + m22 * t.m22 + m23 * t.m32,
            m23: m21 * t.m13 + m22 * t.m23 + m23 * t.m33,
            m31: m31 * t.m11 + m32 * t.m21 + m33 * t.m31,
            m32: m31 * t.m12 + m32 * t.m22 + m33 * t.m32,
            m33: m31 * t.m13 + m32 * t.m23 + m33 * t.m33)
    }

    /// The inverse (adjugate / determinant), or nil when the matrix is singular or not finite.
    ///
    /// For a visible point, `(x, y, 1)·inverse = (u, v, 1) / W` where W is the forward transform's
    /// W at the source point (u, v): the inverse's third coordinate is positive exactly where the
    /// source lies in front of the eye.
    public func inverted() -> ProjectiveTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = m23 * m31 - m21 * m33, c13 = m21 * m32 - m22 * m31
        let det = m11 * c11 + m12 * c12 + m13 * c13
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        let r = ProjectiveTransform(
            m11: c11 * k, m12: (m13 * m32 - m12 * m33) * k, m13: (m12 * m23 - m13 * m22) * k,
            m21: c12 * k, m22: (m11 * m33 - m13 * m31) * k, m23: (m13 * m21 - m11 * m23) * k,
            m31: c13 * k, m32: (m12 * m31 - m11 * m32) * k, m33: (m11 * m22 - m12 * m21) * k)
        let all = [r.m11, r.m12, r.m13, r.m21, r.m22, r.m23, r.m31, r.m32, r.m33]
        return all.allSatisfy(\.isFinite) ? r : nil
    }

    /// The homogeneous image (X·W, Y·W, W) of a point, before the perspective divide.
    @inlinable public func applyHomogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
    }

    /// The image of a point, or nil when it lies behind the eye (W ≤ `minimumW`).
    @inlinable public func apply(_ p: Point) -> Point? {
        let h = applyHomogeneous(p)
        guard h.w > ProjectiveTransform.minimumW else { return nil }
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// The images of the rectangle's corners in order top-left, top-right, bottom-right, bottom-left,
    /// or nil when any corner lies behind the eye (use `projectedPolygon(of:)` to clip instead).
    public func apply(quadOf r: Rect) -> [Point]? {
        var out: [Point] = []
        out.reserveCapacity(4)
        for p in projectiveCorners(r) {
            guard let q = apply(p) else { return nil }
            out.append(q)
        }
        return out
    }

    /// The visible part of a convex source polygon, projected.
    ///
    /// The polygon is clipped in homogeneous space against the plane W = `minimumW`
    /// (Sutherland–Hodgman; the W of a point is linear along a source edge, so the cut point is exact),
    /// then divided by W. Parts behind the eye are dropped rather than wrapped around.
    /// Returns [] when nothing is visible.
    public func projectedPolygon(of polygon: [Point]) -> [Point] {
        guard !polygon.isEmpty else { return [] }
        let eps = ProjectiveTransform.minimumW
        let hs = polygon.map(applyHomogeneous)
        var out: [Point] = []
        for i in 0..<hs.count {
            let a = hs[i], b = hs[(i + 1) % hs.count]
            let aIn = a.w > eps, bIn = b.w > eps
            if aIn { out.append(Point(x: a.x / a.w, y: a.y / a.w)) }
            if aIn != bIn {
                // The crossing of W = eps between a and b (W linear in t).
                let t = (eps - a.w) / (b.w - a.w)
                let x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t
                out.append(Point(x: x / eps, y: y / eps))
            }
        }
        return out
    }

    /// The visible part of a projected rectangle (see `projectedPolygon(of:)`).
    public func projectedPolygon(of r: Rect) -> [Point] { projectedPolygon(of: projectiveCorners(r)) }

    /// The bounding box of the visible part of a projected rectangle, or `.null` when none is visible.
    /// Near the eye plane the box can be huge: intersect it with the destination bounds.
    public func apply(_ r: Rect) -> Rect {
        if r.isNull { return .null }
        let poly = projectedPolygon(of: r)
        guard !poly.isEmpty else { return .null }
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in poly { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String {
        "projective(\([m11, m12, m13, m21, m22, m23, m31, m32, m33].map(formatNumber).joined(separator: " ")))"
    }
}

/// Corners in order top-left, top-right, bottom-right, bottom-left.
private func projectiveCorners(_ r: Rect) -> [Point] {
    [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
}
