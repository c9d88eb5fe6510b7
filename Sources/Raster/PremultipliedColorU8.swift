import Style

/// An 8-bit premultiplied RGBA pixel: each colour component is ≤ alpha.
public struct PremultipliedColorU8: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }

    public static let transparent = PremultipliedColorU8(r: 0, g: 0, b: 0, a: 0)

    /// The pixel as stored in a `Pixmap`: bytes R, G, B, A in memory order (little-endian word).
    @inlinable public var packed: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }
    @inlinable public init(packed v: UInt32) {
        r = UInt8(truncatingIfNeeded: v); g = UInt8(truncatingIfNeeded: v >> 8)
        b = UInt8(truncatingIfNeeded: v >> 16); a = UInt8(truncatingIfNeeded: v >> 24)
    }

    /// Straight-alpha components (rounded), as PNG stores them.
    public var unpremultiplied: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        if a == 255 || a == 0 { return (a == 0 ? 0 : r, a == 0 ? 0 : g, a == 0 ? 0 : b, a) }
        let a32 = UInt32(a)
        func u(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + a32 / 2) / a32)) }
        return (u(r), u(g), u(b), a)
    }

    public var description: String { "#\([r, g, b, a].map { hex2($0) }.joined())" }
}

@usableFromInline func hex2(_ v: UInt8) -> String {
    let d = Array("0123456789abcdef")
    return String([d[Int(v >> 4)], d[Int(v & 15)]])
}

extension Color {
    /// Premultiplied and rounded to 8 bits (components clamped to 0…1 first).
    public var premultiplied: PremultipliedColorU8 {
        func c(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let a = c(alpha)
        return PremultipliedColorU8(r: UInt8((c(red) * a * 255).rounded()), g: UInt8((c(green) * a * 255).rounded()),
                                    b: UInt8((c(blue) * a * 255).rounded()), a: UInt8((a * 255).rounded()))
    }
}
