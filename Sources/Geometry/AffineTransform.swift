#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2D affine transform with CGAffineTransform's layout and semantics (row-vector convention):
/// x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    @inlinable public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    @inlinable public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `radians`; positive is clockwise on screen (y grows downward).
    public init(rotationAngle radians: Double) {
        let s = sin(radians), co = cos(radians)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    @inlinable public var isIdentity: Bool { self == .identity }
    /// True when the transform is a pure translation (no scale, rotation or skew).
    @inlinable public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }
    @inlinable public var determinant: Double { a * d - b * c }

    /// `self` applied first, then `t` (CGAffineTransform's `concatenating`).
    @inlinable public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                        c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                        tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    /// Translation applied before `self` (CGAffineTransform's `translatedBy`).
    @inlinable public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }
    @inlinable public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }
    public func rotated(by radians: Double) -> AffineTransform {
        AffineTransform(rotationAngle: radians).concatenating(self)
    }
    /// The transform applied about `p` instead of the origin: translate p to the origin, apply, translate back.
    public func about(_ p: Point) -> AffineTransform {
        AffineTransform(translationX: -p.x, y: -p.y).concatenating(self).concatenating(AffineTransform(translationX: p.x, y: p.y))
    }
    /// The inverse, or nil when the transform is singular.
    public func inverted() -> AffineTransform? {
        let det = determinant
        if det == 0 || !det.isFinite { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id,
                               tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    @inlinable public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
    /// Applies only the linear part (for vectors).
    @inlinable public func applyToVector(_ p: Point) -> Point { Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y) }

    /// The bounding box of a transformed rectangle.
    public func apply(_ r: Rect) -> Rect {
        if r.isNull { return r }
        let ps = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                  Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)].map(apply)
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in ps { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The largest factor by which the transform stretches any direction (for tolerances in device pixels).
    public var maxScale: Double {
        // Largest singular value of [[a, c], [b, d]].
        let s1 = a * a + b * b + c * c + d * d
        let det = determinant
        let disc = max(0, s1 * s1 - 4 * det * det)
        return ((s1 + disc.squareRoot()) / 2).squareRoot()
    }

    public var description: String {
        "affine(\([a, b, c, d, tx, ty].map(formatNumber).joined(separator: " ")))"
    }
}
