import Foundation

/// CIE ΔE 1994 between sRGB colours, the per-pixel test behind swift-snapshot-testing's
/// `perceptualPrecision` (CoreImage `CILabDeltaE`: "ΔE 1994, 0…100, 2.0 ≈ just noticeable").
///
/// Colours: straight sRGB8 composited over white (as pixelmatch does with alpha), decoded with the sRGB
/// transfer function (IEC 61966-2-1), to XYZ with the sRGB/D65 matrix, to CIELAB with the D65 white
/// (CIE 15:2004). ΔE94 with the graphic-arts constants (CIE 116-1995): k_L = k_C = k_H = 1, S_L = 1,
/// S_C = 1 + 0.045·C₁, S_H = 1 + 0.015·C₁, where C₁ is the chroma of the reference (the golden).
/// Apple does not document CoreImage's working space, so agreement with `CILabDeltaE` is close, not bit-exact.
public enum DeltaE94 {
    /// A CIELAB colour (L* 0…100).
    public struct Lab: Sendable, Hashable {
        public var l: Double
        public var a: Double
        public var b: Double
        public init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }
    }

    /// sRGB 8-bit code → linear light, for opaque pixels (no `pow` in the loop).
    static let linearTable: [Double] = (0..<256).map { decode(Double($0) / 255) }

    @inline(__always)
    static func decode(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// CIELAB of a straight RGBA8 word (bytes R, G, B, A) over white.
    public static func lab(straight p: UInt32) -> Lab {
        let a = p >> 24
        let r: Double, g: Double, b: Double
        if a == 255 {
            r = linearTable[Int(p & 0xFF)]; g = linearTable[Int((p >> 8) & 0xFF)]; b = linearTable[Int((p >> 16) & 0xFF)]
        } else {
            let (cr, cg, cb) = PixelmatchYIQ.blendedRGB(p)
            r = decode(cr / 255); g = decode(cg / 255); b = decode(cb / 255)
        }
        return lab(linearR: r, g: g, b: b)
    }

    /// CIELAB of linear sRGB (D65).
    public static func lab(linearR r: Double, g: Double, b: Double) -> Lab {
        // IEC 61966-2-1 matrix; white (1,1,1) maps to D65 (0.95047, 1, 1.08883).
        let x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b
        @inline(__always) func f(_ t: Double) -> Double {
            t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
        }
        let fx = f(x / 0.95047), fy = f(y / 1.0), fz = f(z / 1.08883)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// ΔE94 of `sample` against `reference` (graphic arts). Not symmetric: the weights use the reference's chroma.
    public static func difference(_ reference: Lab, _ sample: Lab) -> Double {
        let dL = reference.l - sample.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dC = c1 - c2
        let da = reference.a - sample.a, db = reference.b - sample.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// ΔE94 between two straight RGBA8 words (the first is the reference).
    @inline(__always)
    public static func difference(straight reference: UInt32, _ sample: UInt32) -> Double {
        reference == sample ? 0 : difference(lab(straight: reference), lab(straight: sample))
    }
}
