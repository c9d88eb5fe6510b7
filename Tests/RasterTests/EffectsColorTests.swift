import Testing
import Raster

@Suite struct EffectsColorTests {
    @Test func saturationMatchesColorControlsMatrix() {
        var p = Pixmap(width: 3, height: 1, fill: PremultipliedColorU8(r: 200, g: 100, b: 50, a: 255))
        var grey = p
        grey.applySaturation(0)
        // L = 0.2125·200 + 0.7154·100 + 0.0721·50 = 117.645
        #expect(grey[0, 0] == PremultipliedColorU8(r: 118, g: 118, b: 118, a: 255))
        var same = p
        same.applySaturation(1)
        #expect(same == p)
        p.applySaturation(2)
        // 117.645 + 2·(c − 117.645): 282.4 → 255, 82.355 → 82, −17.6 → 0
        #expect(p[2, 0] == PremultipliedColorU8(r: 255, g: 82, b: 0, a: 255))
    }

    /// On premultiplied pixels the result equals saturating the straight colour, then premultiplying
    /// (within rounding), and colour never exceeds alpha.
    @Test func saturationIsPremultipliedSafe() {
        let img = warpRandomImage(31, 17, seed: 21)
        for s in [0.0, 0.4, 1.8, 3.0] {
            var out = img
            out.applySaturation(s)
            var worst = 0.0
            for i in 0..<img.pixels.count {
                let p = PremultipliedColorU8(packed: img.pixels[i]), q = PremultipliedColorU8(packed: out.pixels[i])
                #expect(q.a == p.a && q.r <= q.a && q.g <= q.a && q.b <= q.a)
                guard p.a > 0 else { #expect(q == .transparent); continue }
                let a = Double(p.a) / 255
                let r = Double(p.r) / 255 / a, g = Double(p.g) / 255 / a, b = Double(p.b) / 255 / a
                let l = 0.2125 * r + 0.7154 * g + 0.0721 * b
                let want = [r, g, b].map { min(max(l + s * ($0 - l), 0), 1) * a * 255 }
                for (got, w) in zip([q.r, q.g, q.b], want) { worst = max(worst, abs(Double(got) - w)) }
            }
            #expect(worst <= 1, "s \(s): \(worst)")
        }
    }

    @Test func tintIsSourceAtop() {
        var p = Pixmap(width: 3, height: 1)
        p[0, 0] = PremultipliedColorU8(r: 0, g: 0, b: 255, a: 255)
        p[1, 0] = PremultipliedColorU8(r: 0, g: 0, b: 100, a: 100)
        p.applyTint(Color(white: 1, alpha: 0.7))
        // Tint premultiplied = 179/255; over opaque blue: 179 + 0, 179 + 0, 179 + 255·(76/255) = 255.
        #expect(p[0, 0] == PremultipliedColorU8(r: 179, g: 179, b: 255, a: 255))
        // Half-covered pixel: 179·100/255 = 70.2, blue 70.2 + 100·76/255 = 100.
        #expect(p[1, 0] == PremultipliedColorU8(r: 70, g: 70, b: 100, a: 100))
        #expect(p[2, 0] == .transparent)
    }

    /// §6.8: Color.gradient's top stop is the colour with HSL lightness + 0.145, same hue.
    @Test func gradientStopsLightenInHSL() {
        func hsl(_ c: Color) -> (l: Double, s: Double) {
            let mx = max(c.red, c.green, c.blue), mn = min(c.red, c.green, c.blue)
            let l = (mx + mn) / 2
            return (l, mx == mn ? 0 : (mx - mn) / (1 - abs(2 * l - 1)))
        }
        let grey = Color(r8: 128, g8: 128, b8: 128).gradientStops.top
        #expect(abs(hsl(grey).l - (128.0 / 255 + 0.145)) < 1e-9 && grey.red == grey.blue)
        let blue = Color(r8: 51, g8: 102, b8: 204)
        let top = blue.gradientStops.top
        #expect(abs(hsl(top).l - (hsl(blue).l + 0.145)) < 1e-9)
        #expect(abs(hsl(top).s - hsl(blue).s) < 1e-9)
        // Hue kept: the channel order and the (g − r)/(b − r) ratio are unchanged.
        #expect(abs((top.green - top.red) / (top.blue - top.red) - (blue.green - blue.red) / (blue.blue - blue.red)) < 1e-9)
        #expect(blue.gradientStops.bottom == blue)
        #expect(Color.white.gradientStops.top == .white)
        let black = Color.black.gradientStops.top
        #expect(abs(black.red - 0.145) < 1e-12 && black.green == black.red)
    }
}
