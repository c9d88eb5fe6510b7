import Testing
import Geometry
#if canImport(Glibc)
import Glibc
#endif

private func close(_ p: Point?, _ x: Double, _ y: Double, _ tol: Double) -> Bool {
    guard let p else { return false }
    return abs(p.x - x) <= tol && abs(p.y - y) <= tol
}

@Suite struct ProjectionTests {
    /// swiftui-semantics.md §6.3 check (OpenSwiftUI's Rotation3DEffectTests): 100×50, θ = π/3 about y,
    /// anchor centre, anchorZ 1, perspective 1.
    @Test func rotation3DMatchesOpenSwiftUICheckValues() {
        let m = rotation3DEffect(angle: .pi / 3, axis: (0, 1, 0), anchor: Point(0.5, 0.5), anchorZ: 1,
                                 perspective: 1, size: Size(100, 50))
        let expected = [0.933013, 0.216506, 0.008660, 0, 1, 0, 2.733340, -10.700318, 0.571987]
        let got = [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33]
        for (g, e) in zip(got, expected) { #expect(close(g, e, 1e-5), "\(got) vs \(expected)") }
    }

    /// π/4 about x, anchorZ 2, perspective 2 on 100×50. Expected values derived by hand, independently
    /// of Transform3D: with p = (x − 50, y − 25, −az), a rotation about x gives
    /// y′ = p.y·c − p.z·s, z′ = p.y·s + p.z·c, and the perspective gives w = 1 − z′/d (d = 100/2 = 50);
    /// moving the anchor back adds (50, 25)·w. Collecting the x, y and constant terms:
    /// m11 = 1, m12 = 0, m13 = 0, m21 = −50·s/d, m22 = c − 25·s/d, m23 = −s/d,
    /// m33 = 1 + (25·s + az·c)/d, m31 = −50 + 50·m33, m32 = −25·c + az·s + 25·m33.
    @Test func rotation3DAboutXMatchesHandDerivation() {
        let c = cos(Double.pi / 4), s = sin(Double.pi / 4), d = 50.0, az = 2.0
        let m33 = 1 + (25 * s + az * c) / d
        let expected = [1, 0, 0, -50 * s / d, c - 25 * s / d, -s / d, -50 + 50 * m33, -25 * c + az * s + 25 * m33, m33]
        let m = rotation3DEffect(angle: .pi / 4, axis: (1, 0, 0), anchor: Point(0.5, 0.5), anchorZ: az,
                                 perspective: 2, size: Size(100, 50))
        let got = [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33]
        for (g, e) in zip(got, expected) { #expect(close(g, e, 1e-9), "\(got) vs \(expected)") }
    }

    /// §6.3 worked example: 100×50, 60° about y, centre, anchorZ 0, perspective 1.
    @Test func rotation3DWorkedCorners() {
        let m = rotation3DEffect(angle: .pi / 3, axis: (0, 1, 0), anchor: Point(0.5, 0.5), size: Size(100, 50))
        #expect(close(m.apply(Point(0, 0)), 5.907, -19.093, 0.01))
        #expect(close(m.apply(Point(100, 0)), 67.446, 7.554, 0.01))
        #expect(close(m.apply(Point(0, 50)), 5.907, 69.093, 0.01))
        #expect(close(m.apply(Point(100, 50)), 67.446, 42.446, 0.01))
        // The static spelling is the same function.
        #expect(ProjectiveTransform.rotation3DEffect(angle: .pi / 3, axis: (0, 1, 0), anchor: Point(0.5, 0.5),
                                                     size: Size(100, 50)) == m)
    }

    /// §6.3: 200×100, 45° about x: the top edge recedes to x 15.02…184.98 at y 19.96, the bottom edge
    /// spans x −21.47…221.47 at y 92.95.
    @Test func rotation3DAboutXWorkedEdges() {
        let m = rotation3DEffect(angle: .pi / 4, axis: (1, 0, 0), anchor: Point(0.5, 0.5), size: Size(200, 100))
        #expect(close(m.apply(Point(0, 0)), 15.02, 19.96, 0.01))
        #expect(close(m.apply(Point(200, 0)), 184.98, 19.96, 0.01))
        #expect(close(m.apply(Point(0, 100)), -21.47, 92.95, 0.01))
        #expect(close(m.apply(Point(200, 100)), 221.47, 92.95, 0.01))
    }

    @Test func rotationAxisIsNormalizedAndZeroAxisIsIdentity() {
        let a = Transform3D.rotation(angle: 0.7, x: 0, y: 3, z: 0)
        let b = Transform3D.rotation(angle: 0.7, x: 0, y: 1, z: 0)
        #expect(a == b)
        #expect(Transform3D.rotation(angle: 0.7, x: 0, y: 0, z: 0) == .identity)
    }

    /// A rotation about z flattens to the same homography as the affine rotation.
    @Test func zRotationFlattensToAffine() {
        let t = Transform3D.rotation(angle: 0.3, x: 0, y: 0, z: 1)
            .concatenating(.translation(x: 5, y: -2, z: 7)).flattened
        let a = ProjectiveTransform(AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 5, y: -2)))
        for (g, e) in zip([t.m11, t.m12, t.m13, t.m21, t.m22, t.m23, t.m31, t.m32, t.m33],
                          [a.m11, a.m12, a.m13, a.m21, a.m22, a.m23, a.m31, a.m32, a.m33]) {
            #expect(close(g, e, 1e-12))
        }
        #expect(t.affine != nil)
    }

    @Test func concatenationAppliesLeftFirst() {
        let a = rotation3DEffect(angle: 0.9, axis: (0.3, 1, 0.2), anchor: Point(0.5, 0.5), size: Size(80, 60))
        let b = ProjectiveTransform(AffineTransform(scaleX: 2, y: 0.5).translatedBy(x: 3, y: 4))
        let ab = a.concatenating(b)
        for p in [Point(0, 0), Point(80, 0), Point(13, 47), Point(80, 60)] {
            let step = b.apply(a.apply(p)!)!
            #expect(close(ab.apply(p), step.x, step.y, 1e-9))
        }
    }

    @Test func inverseRoundTrips() throws {
        let m = rotation3DEffect(angle: 1.1, axis: (0, 1, 0), anchor: Point(0.5, 0.5), anchorZ: 3,
                                 perspective: 1.5, size: Size(300, 400))
            .concatenating(ProjectiveTransform(AffineTransform(translationX: 100, y: 50)))
        let inv = try #require(m.inverted())
        for p in [Point(0, 0), Point(300, 0), Point(120, 333), Point(300, 400)] {
            let q = try #require(m.apply(p))
            #expect(close(inv.apply(q), p.x, p.y, 1e-8))
        }
        let prod = m.concatenating(inv)
        let k = prod.m33
        for (g, e) in zip([prod.m11, prod.m12, prod.m13, prod.m21, prod.m22, prod.m23, prod.m31, prod.m32],
                          [1.0, 0, 0, 0, 1, 0, 0, 0]) { #expect(close(g / k, e, 1e-10)) }
        #expect(ProjectiveTransform(m11: 1, m12: 2, m13: 0, m21: 2, m22: 4, m23: 0, m31: 0, m32: 0, m33: 1).inverted() == nil)
    }

    /// Points behind the eye are not mapped; a quad crossing the eye plane is clipped, not wrapped.
    @Test func behindTheEyeIsClipped() {
        // 100×50 view turned 80° about y with a strong perspective: its left part passes the eye.
        let m = rotation3DEffect(angle: 80 * .pi / 180, axis: (0, 1, 0), anchor: Point(0.5, 0.5),
                                 perspective: 3, size: Size(100, 50))
        // w(x) = m13·x + m33 is linear in x: find the side behind the eye.
        #expect(m.apply(Point(0, 0)) == nil)
        #expect(m.apply(Point(100, 0)) != nil)
        #expect(m.apply(quadOf: Rect(x: 0, y: 0, width: 100, height: 50)) == nil)
        let poly = m.projectedPolygon(of: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(poly.count == 4)
        // Every vertex is the image of a source point in front of the eye: mapping back lands inside
        // the source rectangle, on the visible side (x ≥ the eye-plane crossing).
        let xCross = (ProjectiveTransform.minimumW - m.m33) / m.m13
        let inv = m.inverted()!
        for p in poly {
            #expect(p.x.isFinite && p.y.isFinite)
            let s = inv.applyHomogeneous(p)
            #expect(s.w > 0)
            let u = s.x / s.w, v = s.y / s.w
            #expect(u >= xCross - 1e-6 && u <= 100 + 1e-6 && v >= -1e-6 && v <= 50 + 1e-6)
        }
        // Fully behind: nothing.
        let back = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: -1)
        #expect(back.projectedPolygon(of: Rect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
        #expect(back.apply(Rect(x: 0, y: 0, width: 10, height: 10)).isNull)
    }

    @Test func affineRoundTripAndBounds() {
        let a = AffineTransform(rotationAngle: 0.5).translatedBy(x: 10, y: 20)
        let p = ProjectiveTransform(a)
        #expect(p.isAffine)
        #expect(p.affine == a)
        let r = Rect(x: 1, y: 2, width: 30, height: 40)
        let b1 = p.apply(r), b2 = a.apply(r)
        #expect(close(b1.minX, b2.minX, 1e-9) && close(b1.maxY, b2.maxY, 1e-9))
    }
}
