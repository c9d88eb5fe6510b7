import Flipbook
import RenderTree
import Testing

/// The pixel at (x, y) as 8-bit premultiplied (r, g, b, a).
func pixel(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
    let c = p[x, y]
    return [Int(c.r), Int(c.g), Int(c.b), Int(c.a)]
}

/// A colour as the 8-bit premultiplied pixel an opaque fill of it gives.
func pixel(_ c: Color) -> [Int] {
    let p = c.premultiplied
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
}

/// Whether two pixels differ by at most `tolerance` per channel.
func near(_ a: [Int], _ b: [Int], _ tolerance: Int) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// A still at scale 1 on a white canvas (one pixel per point keeps coordinates readable).
func still(_ view: some View, _ w: Double, _ h: Double, scale: Double = 1, images: String = ".") throws -> Pixmap {
    try renderStill(view, size: Size(width: w, height: h), scale: scale, imagesRelativeTo: images)
}

let white = [255, 255, 255, 255]

/// The render tree `node` drawn the way `still` draws a view: scale 1 on white.
func drawn(_ node: RenderNode, _ w: Double, _ h: Double) -> Pixmap {
    Renderer().render(node, size: Size(width: w, height: h), scale: 1, background: .white)
}

/// A solid fill of `path`, as layout turns a filled shape into a render node.
func filled(_ path: Path, _ c: Color) -> RenderNode { .shape(ShapeContent(path: path, paint: .color(c))) }

/// How many pixels differ between two pixmaps of the same size.
func differingPixels(_ a: Pixmap, _ b: Pixmap) -> Int {
    zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
}

/// Whether any pixel of `p` inside `rect` (pixel coordinates) is not white.
func hasInk(_ p: Pixmap, in rect: (x: Range<Int>, y: Range<Int>)) -> Bool {
    for y in rect.y { for x in rect.x where pixel(p, x, y) != white { return true } }
    return false
}

/// The pixel bounds (min x, min y, max x, max y) of everything that is not white, or nil.
func inkBounds(_ p: Pixmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var b: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<p.height {
        for x in 0..<p.width where pixel(p, x, y) != white {
            if let c = b { b = (min(c.minX, x), min(c.minY, y), max(c.maxX, x), max(c.maxY, y)) } else { b = (x, y, x, y) }
        }
    }
    return b
}

/// The laid-out size of a view proposed `w × h`. Layout rounds frames to the pixel grid; the
/// default scale of 64 pixels per point (a power of two, so exact) keeps that rounding under 1/64.
func laidOutSize(_ view: some View, _ w: Double = 1000, _ h: Double = 1000, scale: Double = 64) throws -> Size {
    try layout(view.makeNode(), in: Size(width: w, height: h), scale: scale).outerFrame.size
}

/// Whether two sizes agree within `tolerance` points on both axes.
func near(_ a: Size, _ b: Size, _ tolerance: Double = 1.0 / 64) -> Bool {
    abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
