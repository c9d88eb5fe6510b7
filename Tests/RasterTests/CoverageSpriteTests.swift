import Geometry
import Raster
import Testing

/// Coverage sprites: a path rasterized once and composited at whole pixels gives the same pixels
/// as filling the path moved there.
@Suite struct CoverageSpriteTests {
    static let shape: Path = {
        var p = Path(ellipseIn: Rect(x: 0.25, y: -9.5, width: 11.3, height: 9.5))
        p.addPath(Path(Rect(x: 3.1, y: -14.2, width: 2.2, height: 16)))
        return p
    }()

    @Test func spriteCoverageIsThePathsMaskAtItsBox() {
        let t = AffineTransform(translationX: 0.75, y: 0.25)
        let s = CoverageSprite(Self.shape, transform: t)
        // Control points span x 1…12.3, y −13.95…2.05 after the transform.
        #expect(s.left == 1 && s.top == -14 && s.width == 12 && s.height == 17)
        var m = Mask(width: 40, height: 40)
        m.fill(Self.shape, transform: t.concatenating(AffineTransform(translationX: 10, y: 20)))
        for y in 0..<s.height {
            for x in 0..<s.width { #expect(s[x, y] == m[x + s.left + 10, y + s.top + 20]) }
        }
        #expect(CoverageSprite(Path(), transform: .identity).isEmpty)
        #expect(CoverageSprite(Self.shape, transform: AffineTransform(translationX: .nan, y: 0)).isEmpty)
    }

    @Test(arguments: [false, true]) func drawingSpritesEqualsFillingThePaths(_ clipped: Bool) {
        let t = AffineTransform(translationX: 0.5, y: 0.75)
        let s = CoverageSprite(Self.shape, transform: t)
        // Partly outside on every side, overlapping each other.
        let spots = [(-4, 6), (30, 2), (36, 30), (12, 12), (17, 14)]
        let paint = Paint(.linear(LinearGradient(gradient: Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0.6, blue: 0)]),
                                                 start: Point(x: 0, y: 0), end: Point(x: 40, y: 10))), opacity: 0.9)
        var clip: Mask?
        if clipped { var m = Mask(width: 40, height: 36); m.fill(Path(ellipseIn: Rect(x: 2, y: 3, width: 33, height: 30))); clip = m }
        var a = Pixmap(width: 40, height: 36, fill: Color.white.premultiplied), b = a
        a.fill(spots.map { PlacedSprite(s, x: $0.0, y: $0.1) }, with: paint, mask: clip)
        for (x, y) in spots {
            // The path moved in user space: the gradient stays put, as for the sprites.
            b.fill(Self.shape.applying(t.concatenating(AffineTransform(translationX: Double(x), y: Double(y)))),
                   with: paint, mask: clip)
        }
        // A gradient's parameter t is stepped in Float from each span's first pixel, and a sprite's
        // spans start where the sprite does while a path's start at its edges: the same pixel can
        // round its t differently, so gradient pixels agree within one step of 8-bit colour.
        var worst = 0
        for (pa, pb) in zip(a.pixels, b.pixels) {
            let ca = PremultipliedColorU8(packed: pa), cb = PremultipliedColorU8(packed: pb)
            worst = max(worst, abs(Int(ca.r) - Int(cb.r)), abs(Int(ca.g) - Int(cb.g)), abs(Int(ca.b) - Int(cb.b)), abs(Int(ca.a) - Int(cb.a)))
        }
        #expect(worst <= 1)
        #expect(a.pixels != Pixmap(width: 40, height: 36, fill: Color.white.premultiplied).pixels)
        // With a solid paint nothing depends on where a span starts: the two agree exactly.
        let solid = Paint(.solid(Color(red: 0.2, green: 0.5, blue: 0.9)), opacity: 0.9)
        var c = Pixmap(width: 40, height: 36, fill: Color.white.premultiplied), d = c
        c.fill(spots.map { PlacedSprite(s, x: $0.0, y: $0.1) }, with: solid, mask: clip)
        for (x, y) in spots {
            d.fill(Self.shape.applying(t.concatenating(AffineTransform(translationX: Double(x), y: Double(y)))),
                   with: solid, mask: clip)
        }
        #expect(c.pixels == d.pixels)
    }
}
