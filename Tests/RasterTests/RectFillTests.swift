import Geometry
import Raster
import Testing
import TestSupport

/// The axis-aligned rectangle fast path agrees with filling the same rectangle as a path.
@Suite struct RectFillTests {
    @Test func fastPathMatchesPathFill() {
        var rng = SplitMix64(seed: 99)
        for i in 0..<200 {
            let x = rng.uniform(-10, 40), y = rng.uniform(-10, 30), w = rng.uniform(0.05, 40), h = rng.uniform(0.05, 30)
            let transform = i % 3 == 0 ? AffineTransform(scaleX: 1.5, y: 0.75).translatedBy(x: 2, y: 1) : .identity
            var fast = Pixmap(width: 48, height: 36), slow = Pixmap(width: 48, height: 36)
            fast.fill(Rect(x: x, y: y, width: w, height: h), with: .color(.white), transform: transform)
            slow.fill(Shapes.rect(x, y, w, h), with: .color(.white), transform: transform)
            for k in 0..<fast.pixels.count {
                let a = Int(fast.pixels[k] >> 24), b = Int(slow.pixels[k] >> 24)
                #expect(abs(a - b) <= 1, "rect \(i) pixel \(k): \(a) vs \(b)")
            }
        }
        // Rotated rectangles go through the path filler.
        var rot = Pixmap(width: 20, height: 20), path = Pixmap(width: 20, height: 20)
        let t = AffineTransform(rotationAngle: 0.4).concatenating(AffineTransform(translationX: 10, y: 3))
        rot.fill(Rect(x: 0, y: 0, width: 8, height: 12), with: .color(.white), transform: t)
        path.fill(Shapes.rect(0, 0, 8, 12), with: .color(.white), transform: t)
        #expect(rot == path)
    }
}
