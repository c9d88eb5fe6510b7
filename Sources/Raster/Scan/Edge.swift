/// One non-horizontal line segment in the fill's local pixel space (origin at the clipped
/// bounding box's top-left), oriented downward: y0 < y1; `dir` is +1 when the original segment
/// went down and −1 when it went up (its contribution to the winding number).
struct Edge {
    var x0: Float, y0: Float, x1: Float, y1: Float
    var dxdy: Float
    var dir: Float
}
