import Foundation

extension Library {
    /// `Color.RGBColorSpace` (`Color(.sRGB, red:green:blue:opacity:)`): the components' space,
    /// converted to the sRGB that the model and the PNGs are in.
    enum ColorSpace: String, CaseIterable, Sendable {
        case sRGB, sRGBLinear, displayP3

        /// The components in sRGB (Display P3 colours outside sRGB are clipped to its gamut).
        func sRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
            switch self {
            case .sRGB:
                return (r, g, b)
            case .sRGBLinear:
                return (Self.encode(r), Self.encode(g), Self.encode(b))
            case .displayP3:
                // Display P3 shares sRGB's transfer curve; its linear primaries map to sRGB's by
                // this matrix (P3-D65 → XYZ → sRGB, from the SMPTE EG 432-1 and IEC 61966-2-1
                // primaries; computed, rounded to 7 places).
                let (lr, lg, lb) = (Self.decode(r), Self.decode(g), Self.decode(b))
                let sr = 1.2249401 * lr - 0.2249404 * lg
                let sg = -0.0420569 * lr + 1.0420571 * lg
                let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
                return (Self.encode(min(max(sr, 0), 1)), Self.encode(min(max(sg, 0), 1)), Self.encode(min(max(sb, 0), 1)))
            }
        }

        /// IEC 61966-2-1's sRGB transfer function and its inverse.
        static func encode(_ c: Double) -> Double { c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        static func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    }
}
