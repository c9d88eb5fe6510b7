import Geometry

// Frames are rounded to the pixel grid the way SwiftUI rounds a view's frame before it animates
// or displays it (OpenSwiftUI `CGRect.roundCoordinatesToNearestOrUp(toMultipleOf:)`, used by
// `ViewFrame.round` / `AnimatableFrameAttribute`):
//
//   with m = 1 / scale (one pixel in points), both edges of each axis go to the nearest multiple
//   of m, halves upwards: e = ⌊(v + m/2) / m⌋ · m; the size is then maxEdge − minEdge.
//
// Rounding the edges rather than origin and size keeps adjacent views flush (a view ending at
// 10.25 and its neighbour starting there round to the same pixel). We apply it to every rect of
// the finished layout in canvas coordinates: view frames, layout-modifier frames and the bounds
// recorded with effects. Layout itself runs on exact values, as SwiftUI's does.

/// One coordinate rounded to the nearest pixel boundary, halves up.
@inline(__always) func roundToPixel(_ v: Double, scale: Double) -> Double {
    guard v.isFinite else { return v }
    return (v * scale + 0.5).rounded(.down) / scale
}

/// A rect with its edges rounded to the pixel grid of `scale`.
func roundToPixels(_ r: Rect, scale: Double) -> Rect {
    guard !r.isNull, r.width.isFinite, r.height.isFinite else { return r }
    let s = r.standardized
    let x0 = roundToPixel(s.minX, scale: scale), y0 = roundToPixel(s.minY, scale: scale)
    let x1 = roundToPixel(s.maxX, scale: scale), y1 = roundToPixel(s.maxY, scale: scale)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
}

extension LayoutNode {
    /// The node with every rect rounded to the pixel grid of `scale` (see the top of this file).
    func roundedToPixels(scale: Double) -> LayoutNode {
        var n = self
        n.frame = roundToPixels(frame, scale: scale)
        n.children = children.map { $0.roundedToPixels(scale: scale) }
        n.modifiers = modifiers.map { $0.mappingFrames({ roundToPixels($0, scale: scale) }, views: { $0.roundedToPixels(scale: scale) }) }
        return n
    }
}
