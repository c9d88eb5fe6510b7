extension Pixmap {
    /// Applies a colour matrix to every pixel (SVG `feColorMatrix` on gamma-encoded sRGB).
    ///
    /// When the matrix keeps alpha it is linear in premultiplied space (with straight A = a/255,
    /// R′·A = m₀·r + m₁·g + m₂·b + (m₃·A + m₄)·a), so pixels are transformed in place with no
    /// division; otherwise each pixel is unpremultiplied, transformed and premultiplied again.
    /// Results are clamped to 0…alpha.
    public mutating func apply(_ matrix: ColorMatrix) {
        guard matrix != .identity else { return }
        let m = matrix.m.map(Float.init)
        let r0 = (m[0], m[1], m[2], m[3], m[4]), r1 = (m[5], m[6], m[7], m[8], m[9])
        let r2 = (m[10], m[11], m[12], m[13], m[14]), r3 = (m[15], m[16], m[17], m[18], m[19])
        let keepsAlpha = matrix.keepsAlpha
        pixels.withUnsafeMutableBufferPointer { buf in
            if keepsAlpha {
                EffectsColorKernel.map(buf) { r, g, b, a in
                    let sa = a * (1 / 255)
                    @inline(__always) func row(_ k: (Float, Float, Float, Float, Float)) -> SIMD8<Float> {
                        k.0 * r + k.1 * g + k.2 * b + (k.3 * sa + k.4) * a
                    }
                    return (row(r0), row(r1), row(r2), a)
                }
            } else {
                EffectsColorKernel.map(buf) { r, g, b, a in
                    let inv = SIMD8<Float>(repeating: 0).replacing(with: 1 / a, where: a .> 0)
                    let sr = r * inv, sg = g * inv, sb = b * inv, sa = a * (1 / 255)     // straight, 0…1
                    @inline(__always) func row(_ k: (Float, Float, Float, Float, Float)) -> SIMD8<Float> {
                        k.0 * sr + k.1 * sg + k.2 * sb + k.3 * sa + k.4
                    }
                    let na = EffectsColorKernel.clamp(row(r3), .zero, SIMD8(repeating: 1)) * 255
                    return (row(r0) * na, row(r1) * na, row(r2) * na, na)
                }
            }
        }
    }
}
