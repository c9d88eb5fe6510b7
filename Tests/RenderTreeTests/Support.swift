import Geometry
import Raster
import RenderTree

func square(_ x: Double, _ y: Double, _ s: Double, _ c: Color, opacity: Double = 1) -> RenderNode {
    .shape(ShapeContent(path: Path(Rect(x: x, y: y, width: s, height: s)), paint: Paint(.solid(c), opacity: opacity)))
}

/// The straight RGB of a pixel composited on the pixmap (which is opaque in these tests).
func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> (Double, Double, Double, Double) {
    let c = p[x, y]
    return (Double(c.r), Double(c.g), Double(c.b), Double(c.a))
}

func close(_ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double), _ tol: Double) -> Bool {
    abs(a.0 - b.0) <= tol && abs(a.1 - b.1) <= tol && abs(a.2 - b.2) <= tol && abs(a.3 - b.3) <= tol
}
