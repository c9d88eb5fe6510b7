#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// SVG's `saturate` matrix (weights 0.213, 0.715, 0.072): 0 is grey, 1 unchanged.
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// SVG's `hueRotate` matrix for an angle in radians.
    public static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// Filter Effects' `contrast`: c′ = amount·c + (1 − amount)/2.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let o = 0.5 - 0.5 * amount
        return ColorMatrix([amount, 0, 0, 0, o, 0, amount, 0, 0, o, 0, 0, amount, 0, o, 0, 0, 0, 1, 0])
    }

    /// Core Image's CIColorControls brightness: c′ = c + amount.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// Each component, alpha included, times the colour's.
    public static func multiply(_ color: Color) -> ColorMatrix {
        ColorMatrix([color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.alpha, 0])
    }

    /// c′ = 1 − c.
    public static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// SVG's `luminanceToAlpha`: black, with alpha 0.2125 R + 0.7154 G + 0.0721 B.
    public static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])
}
