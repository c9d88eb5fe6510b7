import Testing
import Raster

@Suite struct ColorMatrixTests {
    /// Filter Effects' grayscale matrix: full amount is luminance with Rec. 709 weights.
    @Test func grayscaleIsRec709Luminance() {
        var p = Pixmap(width: 9, height: 1, fill: PremultipliedColorU8(r: 200, g: 100, b: 50, a: 255))
        p.apply(.grayscale(1))
        // 0.2126·200 + 0.7152·100 + 0.0722·50 = 117.66
        #expect(p.pixels.allSatisfy { PremultipliedColorU8(packed: $0) == PremultipliedColorU8(r: 118, g: 118, b: 118, a: 255) })
        var same = Pixmap(width: 2, height: 1, fill: PremultipliedColorU8(r: 200, g: 100, b: 50, a: 255))
        let before = same
        same.apply(.grayscale(0))
        #expect(same == before)
        #expect(ColorMatrix.grayscale(0) == .identity && ColorMatrix.grayscale(-1) == .identity)
        #expect(ColorMatrix.grayscale(7) == ColorMatrix.grayscale(1))
    }

    /// A matrix that keeps alpha applies to premultiplied pixels directly: the result is the straight
    /// colour transformed, then premultiplied (within rounding), and colour never exceeds alpha.
    @Test func alphaKeepingMatrixIsPremultipliedSafe() {
        let img = warpRandomImage(29, 13, seed: 5)
        let m = ColorMatrix.grayscale(0.6)
        var out = img
        out.apply(m)
        for i in 0..<img.pixels.count {
            let p = PremultipliedColorU8(packed: img.pixels[i]), q = PremultipliedColorU8(packed: out.pixels[i])
            #expect(q.a == p.a && q.r <= q.a && q.g <= q.a && q.b <= q.a)
            let r = Double(p.r), g = Double(p.g), b = Double(p.b)
            let want = [m[0, 0] * r + m[0, 1] * g + m[0, 2] * b, m[1, 0] * r + m[1, 1] * g + m[1, 2] * b,
                        m[2, 0] * r + m[2, 1] * g + m[2, 2] * b]
            for (got, w) in zip([q.r, q.g, q.b], want) { #expect(abs(Double(got) - w) <= 0.51) }
        }
    }

    /// A matrix that changes alpha goes through straight colour: luminance to alpha (SVG's
    /// `luminanceToAlpha`) makes white opaque black and black transparent.
    @Test func alphaChangingMatrixUsesStraightColour() {
        let lumToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0])
        #expect(!lumToAlpha.keepsAlpha)
        var p = Pixmap(width: 3, height: 1)
        p.pixels = [PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255).packed, PremultipliedColorU8(r: 0, g: 0, b: 0, a: 255).packed,
                    PremultipliedColorU8(r: 64, g: 64, b: 64, a: 128).packed]   // 50 % white at half alpha
        p.apply(lumToAlpha)
        #expect(p[0, 0] == PremultipliedColorU8(r: 0, g: 0, b: 0, a: 255))
        #expect(p[1, 0] == .transparent)
        // Straight grey 0.5 → alpha 0.5 (128), colour 0.
        #expect(p[2, 0] == PremultipliedColorU8(r: 0, g: 0, b: 0, a: 128))
    }
}
