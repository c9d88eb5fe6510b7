extension Pixmap {
    /// Rec. 709 luma weights, as Core Image's CIColorControls uses for its saturation matrix.
    public static let saturationLumaWeights = (red: 0.2125, green: 0.7154, blue: 0.0721)

    /// Scales saturation like CIColorControls' `inputSaturation` (materials' vibrancy, §6.9):
    /// each colour moves away from (s > 1) or toward (s < 1) its luma L = 0.2125 R + 0.7154 G + 0.0721 B,
    /// c′ = L + s·(c − L); 1 leaves the image unchanged, 0 makes it grey.
    ///
    /// The matrix is linear with no offset, so it applies to premultiplied pixels directly
    /// (premultiplying commutes with it); results are clamped to 0…alpha. Alpha is unchanged.
    public mutating func applySaturation(_ s: Double) {
        guard s != 1, s.isFinite else { return }
        let k = Float(s)
        let wr = Float(Pixmap.saturationLumaWeights.red), wg = Float(Pixmap.saturationLumaWeights.green)
        let wb = Float(Pixmap.saturationLumaWeights.blue)
        pixels.withUnsafeMutableBufferPointer { buf in
            EffectsColorKernel.map(buf) { r, g, b, a in
                let l = wr * r + wg * g + wb * b
                return (l + k * (r - l), l + k * (g - l), l + k * (b - l), a)
            }
        }
    }

    /// Overlays a tint on the content (source-atop): result = tint·Da + D·(1 − tint alpha).
    /// Alpha is unchanged, so transparent areas stay transparent — the tint layer of a material
    /// (e.g. white at ~70 % over the blurred backdrop, swiftui-semantics.md §6.9).
    public mutating func applyTint(_ color: Color) {
        let t = color.premultiplied
        guard t.a > 0 else { return }
        let tr = Float(t.r) / 255, tg = Float(t.g) / 255, tb = Float(t.b) / 255
        let keep = 1 - Float(t.a) / 255
        pixels.withUnsafeMutableBufferPointer { buf in
            EffectsColorKernel.map(buf) { r, g, b, a in
                (tr * a + keep * r, tg * a + keep * g, tb * a + keep * b, a)
            }
        }
    }
}
