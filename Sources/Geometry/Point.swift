/// A point in a two-dimensional coordinate space (points, origin top-left, y down — as SwiftUI).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }
    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    public static let zero = Point(x: 0, y: 0)

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    @inlinable public static func * (s: Double, a: Point) -> Point { Point(x: a.x * s, y: a.y * s) }
    @inlinable public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

    /// Dot product, treating points as vectors.
    @inlinable public func dot(_ o: Point) -> Double { x * o.x + y * o.y }
    /// The z component of the cross product, treating points as vectors.
    @inlinable public func cross(_ o: Point) -> Double { x * o.y - y * o.x }
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    @inlinable public func distance(to o: Point) -> Double { (self - o).length }
    /// Linear interpolation: `self` at t = 0, `o` at t = 1.
    @inlinable public func lerp(_ o: Point, _ t: Double) -> Point { Point(x: x + (o.x - x) * t, y: y + (o.y - y) * t) }

    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// Deterministic short formatting for descriptions and test dumps (no locale, at most 4 decimals).
public func formatNumber(_ v: Double) -> String {
    if v.isNaN { return "nan" }
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    let scaled = (v * 10000).rounded()
    if scaled == 0 { return "0" }
    // Beyond ±9.2e14 the scaled value leaves Int64: such numbers print in Swift's own notation.
    if abs(scaled) >= 9.2e18 { return String(v) }
    let neg = scaled < 0
    let a = Int64(abs(scaled))
    let whole = a / 10000
    var frac = a % 10000
    var s = (neg ? "-" : "") + String(whole)
    if frac != 0 {
        var digits = 4
        while frac % 10 == 0 { frac /= 10; digits -= 1 }
        let f = String(frac)
        s += "." + String(repeating: "0", count: digits - f.count) + f
    }
    return s
}
