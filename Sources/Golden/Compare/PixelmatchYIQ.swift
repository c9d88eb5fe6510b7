/// pixelmatch's colour metric and anti-aliasing detector, as released in mapbox/pixelmatch v5–7.2 and
/// ported to PyPI `pixelmatch` 0.4 (whtsky/pixelmatch-py): `index.js` `colorDelta`, `antialiased`,
/// `hasManySiblings`. Semi-transparent pixels are blended over white (v5/v6 and the PyPI port; v7's
/// default checkerboard is not used).
///
/// Pixels are *straight* (un-premultiplied) RGBA8 words, bytes R, G, B, A in memory order — the values
/// a PNG file holds, so counts agree with pixelmatch run on the written PNGs. Every arithmetic step is
/// done in Double in the reference's order, so the exact-zero tests (`delta == 0`) agree too.
enum PixelmatchYIQ {
    /// 35215 is the largest value `delta` can take (black against white, per the pixelmatch source).
    static let maximumDelta = 35215.0

    /// The squared-distance bound for `threshold` (pixelmatch: `maxDelta = 35215 * t * t`).
    static func maxDelta(threshold: Double) -> Double { maximumDelta * threshold * threshold }

    @inline(__always)
    static func channels(_ p: UInt32) -> (r: Double, g: Double, b: Double, a: Double) {
        (Double(p & 0xFF), Double((p >> 8) & 0xFF), Double((p >> 16) & 0xFF), Double(p >> 24))
    }

    /// `blend(c, a) = 255 + (c - 255) * a`: a straight colour over white.
    @inline(__always)
    static func blendedRGB(_ p: UInt32) -> (r: Double, g: Double, b: Double) {
        var (r, g, b, a) = channels(p)
        if a < 255 {
            a /= 255
            r = 255 + (r - 255) * a
            g = 255 + (g - 255) * a
            b = 255 + (b - 255) * a
        }
        return (r, g, b)
    }

    // YIQ (NTSC) coefficients from pixelmatch.
    @inline(__always) static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }
    @inline(__always) static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }
    @inline(__always) static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// Kotsarenko & Ramos 2010 weighted YIQ distance, 0…35215 (unsigned, as the PyPI port).
    @inline(__always)
    static func colorDelta(_ p1: UInt32, _ p2: UInt32) -> Double {
        if p1 == p2 { return 0 }
        let (r1, g1, b1) = blendedRGB(p1)
        let (r2, g2, b2) = blendedRGB(p2)
        let y = rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The brightness-only delta (`colorDelta(..., yOnly = true)`): Y(p1) − Y(p2).
    @inline(__always)
    static func brightnessDelta(_ p1: UInt32, _ p2: UInt32) -> Double {
        if p1 == p2 { return 0 }
        let (r1, g1, b1) = blendedRGB(p1)
        let (r2, g2, b2) = blendedRGB(p2)
        return rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
    }

    /// Whether pixel (x1, y1) of `img` looks like anti-aliasing (Vyšniauskas 2009, "Anti-aliased pixel and
    /// intensity slope detector"), `img2` being the other image.
    ///
    /// Exactly pixelmatch's rules: an equal-neighbour counter starting at 1 on the border; more than two
    /// neighbours of equal brightness → not AA; no darker or no brighter neighbour → not AA; AA when the darkest
    /// or the brightest neighbour (first found in x-major, then y order) has 3+ identical siblings in both images.
    static func antialiased(_ img: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                            _ img2: UnsafePointer<UInt32>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = img[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = brightnessDelta(center, img[y * width + x])
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(img2, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(img2, maxX, maxY, width, height))
    }

    /// Whether (x1, y1) has 3+ neighbours with identical RGBA (the border counts as one).
    static func hasManySiblings(_ img: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = img[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if img[y * width + x] == center { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// pixelmatch's faded background for unchanged pixels: the luma of img1 pulled towards white,
    /// `255 + (Y − 255)·alpha·A/255`, truncated as `draw_pixel` does.
    @inline(__always)
    static func fadedGrey(_ p: UInt32, alpha: Double) -> UInt32 {
        let (r, g, b, a) = channels(p)
        let val = 255 + (rgb2y(r, g, b) - 255) * (alpha * a / 255)
        return UInt32(max(0, min(255, val)))  // in 0…255 by construction; the clamp guards NaN-free rounding
    }
}
