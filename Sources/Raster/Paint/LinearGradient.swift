import Geometry

/// A gradient along the line from `start` (t = 0) to `end` (t = 1), constant across it.
/// Points are in the user space of the fill (mapped by the fill's transform, like the path).
/// A degenerate gradient (start == end) shows the last stop's colour.
public struct LinearGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var start: Point
    public var end: Point
    public var spread: SpreadMode

    public init(gradient: Gradient, start: Point, end: Point, spread: SpreadMode = .pad) {
        self.gradient = gradient; self.start = start; self.end = end; self.spread = spread
    }
}
