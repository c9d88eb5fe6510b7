import Raster
import Testing

/// A Gaussian is symmetric: blurring must not move an image's alpha centroid (a recursive filter
/// run in one direction only would shift it toward that direction).
@Suite struct EffectsBlurSymmetryTests {
    @Test(arguments: [0.8, 1.5, 3.0, 8.0, 20.0]) func blurKeepsTheCentroid(_ sigma: Double) {
        var p = Pixmap(width: 120, height: 60)
        for y in 20..<40 { for x in 50..<70 { p[x, y] = PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255) } }
        let b = p.blurred(sigma: sigma, opaque: false)
        var sum = 0.0, sx = 0.0, sy = 0.0
        for y in 0..<b.height { for x in 0..<b.width {
            let a = Double(b[x, y].a)
            sum += a; sx += a * Double(x); sy += a * Double(y)
        } }
        #expect(abs(sx / sum - 59.5) < 0.02, "σ \(sigma): x centroid \(sx / sum)")
        #expect(abs(sy / sum - 29.5) < 0.02, "σ \(sigma): y centroid \(sy / sum)")
    }
}
