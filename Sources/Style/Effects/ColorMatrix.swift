/// A colour matrix on straight-alpha colour (SVG's `feColorMatrix` and SwiftUI's `ColorMatrix`
/// layout): rows give R′, G′, B′, A′ as dot products with (R, G, B, A, 1), components 0…1.
///
/// With the alpha row (0, 0, 0, 1, 0) the matrix applies to premultiplied pixels directly: an
/// offset o becomes o·A, which is linear in premultiplied space.
public struct ColorMatrix: Hashable, Sendable {
    /// 4 rows × 5 columns, row-major.
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 20, "a colour matrix has 4 rows of 5")
        self.m = m
    }

    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    public subscript(row: Int, column: Int) -> Double { m[row * 5 + column] }

    /// True when alpha passes through unchanged (the premultiplied fast path).
    public var keepsAlpha: Bool { m[15] == 0 && m[16] == 0 && m[17] == 0 && m[18] == 1 && m[19] == 0 }

    /// The Filter Effects Module's `grayscale(amount)` matrix (luminance with Rec. 709 weights
    /// 0.2126, 0.7152, 0.0722): 0 leaves colours unchanged, 1 is fully grey. Amounts are clamped
    /// to 0…1 as the spec says.
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        let k = 1 - min(max(amount.isNaN ? 0 : amount, 0), 1)
        return ColorMatrix([
            0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k, 0, 0,
            0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k, 0, 0,
            0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }
}
