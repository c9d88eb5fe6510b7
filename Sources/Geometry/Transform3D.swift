#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 4×4 transform with CATransform3D's layout and row-vector convention:
/// (x′, y′, z′, w′) = (x, y, z, 1) · M, so `a.concatenating(b)` applies `a` first.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// CATransform3DMakeTranslation: the offset sits in the fourth row.
    public static func translation(x: Double, y: Double, z: Double) -> Transform3D {
        var t = identity
        t.m41 = x; t.m42 = y; t.m43 = z
        return t
    }

    /// CATransform3DMakeScale.
    public static func scale(x: Double, y: Double, z: Double) -> Transform3D {
        var t = identity
        t.m11 = x; t.m22 = y; t.m33 = z
        return t
    }

    /// CATransform3DMakeRotation: `radians` about the axis (x, y, z), which is normalized first;
    /// a zero (or non-finite) axis gives the identity, as Core Animation does.
    ///
    /// Row-vector form with c = cos θ, s = sin θ, t = 1 − c (swiftui-semantics.md §6.3):
    /// row 1 = (t x² + c, t x y + z s, t x z − y s), row 2 = (t x y − z s, t y² + c, t y z + x s),
    /// row 3 = (t x z + y s, t y z − x s, t z² + c).
    public static func rotation(angle radians: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0, len.isFinite, radians.isFinite else { return identity }
        let x = x / len, y = y / len, z = z / len
        let c = cos(radians), s = sin(radians), t = 1 - c
        return Transform3D(
            m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
            m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s, m24: 0,
            m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The identity with `m34` set: the usual Core Animation perspective (m34 = −1/eyeDistance).
    public static func perspective(m34: Double) -> Transform3D {
        var t = identity
        t.m34 = m34
        return t
    }

    /// `self` applied first, then `t` (CATransform3DConcat(self, t): the matrix product self · t).
    public func concatenating(_ t: Transform3D) -> Transform3D {
        let a = rows, b = t.rows
        var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j]
            }
        }
        return Transform3D(rows: r)
    }

    /// The 3×3 homography for points in the z = 0 plane, seen with z dropped:
    /// [m11 m12 m14; m21 m22 m24; m41 m42 m44] (SwiftUI's `ProjectionTransform(CATransform3D)`).
    public var flattened: ProjectiveTransform {
        ProjectiveTransform(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
    }

    /// The homogeneous image (x′, y′, z′, w′) of a point.
    public func apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
         x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44)
    }

    private var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }
    private init(rows r: [[Double]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    public var description: String {
        "transform3d(\(rows.map { $0.map(formatNumber).joined(separator: " ") }.joined(separator: "; ")))"
    }
}

/// SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` as a homography in the view's
/// own coordinates (swiftui-semantics.md §6.3, from OpenSwiftUI `Rotation3DEffect.swift`).
///
/// - Parameters:
///   - angle: radians; positive about y brings the left edge toward the viewer.
///   - axis: the rotation axis (normalized here).
///   - anchor: a unit point (0…1 in each direction) of the view's bounds; `(0.5, 0.5)` is the centre.
///   - anchorZ: the anchor's depth in points.
///   - perspective: 1 is SwiftUI's default; the eye sits at d = max(w, h) / perspective.
///   - size: the view's size.
///
/// With a = (anchor.x·w, anchor.y·h, anchorZ) and P the identity with m34 = −1/d, the 4×4 is
/// M = T(−a) · R(angle, axis) · P · T(+a) (row vectors), then flattened by dropping z.
/// A perspective of 0 (infinite eye distance) gives an orthographic projection (m34 = 0).
public func rotation3DEffect(angle: Double, axis: (x: Double, y: Double, z: Double), anchor: Point,
                             anchorZ: Double = 0, perspective: Double = 1, size: Size) -> ProjectiveTransform {
    ProjectiveTransform.rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ,
                                         perspective: perspective, size: size)
}

extension ProjectiveTransform {
    /// The global `rotation3DEffect(angle:axis:anchor:anchorZ:perspective:size:)`, spelled so it can
    /// be called from types that have a member of the same name (which would shadow the global).
    public static func rotation3DEffect(angle: Double, axis: (x: Double, y: Double, z: Double), anchor: Point,
                                        anchorZ: Double = 0, perspective: Double = 1, size: Size) -> ProjectiveTransform {
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        let extent = max(size.width, size.height)
        let m34 = extent > 0 && perspective.isFinite ? -perspective / extent : 0
        return Transform3D.translation(x: -ax, y: -ay, z: -anchorZ)
            .concatenating(.rotation(angle: angle, x: axis.x, y: axis.y, z: axis.z))
            .concatenating(.perspective(m34: m34))
            .concatenating(.translation(x: ax, y: ay, z: anchorZ))
            .flattened
    }
}
