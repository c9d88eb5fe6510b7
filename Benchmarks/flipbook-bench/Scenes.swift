import Geometry
import Raster

/// One card of the peer kit's S1 scene (`cards_data` in raster_peers.py).
struct Card {
    var w, h, cx, cy, angle: Double
    var c0: (Int, Int, Int), c1: (Int, Int, Int)
}

/// `cards_data(W, H, seed=1234)`: 200 cards drawn from CPython's generator in the same order.
func cardsData(width: Int, height: Int, seed: UInt32 = 1234) -> [Card] {
    var rng = MersenneTwister(seed: seed)
    var cards: [Card] = []
    for _ in 0..<200 {
        let w = rng.uniform(40, 200), h = rng.uniform(40, 200)
        let cx = rng.uniform(0, Double(width)), cy = rng.uniform(0, Double(height))
        let a = rng.uniform(0, 2 * Double.pi)
        let c0 = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        let c1 = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        cards.append(Card(w: w, h: h, cx: cx, cy: cy, angle: a, c0: c0, c1: c1))
    }
    return cards
}

/// A benchmark scene: a target and a frame closure that draws into it.
struct Scene {
    var pixmap: Pixmap
    let draw: (inout Pixmap) -> Void
}

/// S1: 200 rotated rounded cards (r = 12) with a 2-stop horizontal gradient in card space,
/// opacity 0.8, source-over on white.
func cardsScene(width: Int, height: Int) -> Scene {
    struct Item { let path: Path; let paint: Paint; let transform: AffineTransform }
    let items = cardsData(width: width, height: height).map { c -> Item in
        // Circular corners, as the peers draw them (Skia's RRect, Blend2D's round rect).
        let path = Path(roundedRect: Rect(x: -c.w / 2, y: -c.h / 2, width: c.w, height: c.h), cornerRadius: 12, style: .circular)
        let g = LinearGradient(gradient: Gradient(colors: [Color(r8: c.c0.0, g8: c.c0.1, b8: c.c0.2),
                                                          Color(r8: c.c1.0, g8: c.c1.1, b8: c.c1.2)]),
                               start: Point(-c.w / 2, 0), end: Point(c.w / 2, 0))
        let t = AffineTransform(rotationAngle: c.angle).concatenating(AffineTransform(translationX: c.cx, y: c.cy))
        return Item(path: path, paint: Paint(.linear(g), opacity: 0.8), transform: t)
    }
    return Scene(pixmap: Pixmap(width: width, height: height)) { pm in
        pm.fill(with: .white)
        for it in items { pm.fill(it.path, with: it.paint, transform: it.transform) }
    }
}

/// S5 / S5b: one full-frame rect fill of (200, 100, 50) with alpha `alpha` over white (cleared once).
func fillScene(width: Int, height: Int, alpha: Int) -> Scene {
    var pm = Pixmap(width: width, height: height)
    pm.fill(with: .white)
    let paint = Paint.color(Color(r8: 200, g8: 100, b8: 50, a8: alpha))
    let r = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
    return Scene(pixmap: pm) { pm in pm.fill(r, with: paint) }
}
