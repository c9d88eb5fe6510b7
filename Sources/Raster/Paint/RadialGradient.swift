import Geometry

/// SwiftUI's concentric radial gradient: t = (distance from `center` − startRadius) / (endRadius − startRadius).
/// When the radii are equal, points closer than the radius take t = 0 and the others t = 1.
public struct RadialGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var center: Point
    public var startRadius: Double
    public var endRadius: Double
    public var spread: SpreadMode

    public init(gradient: Gradient, center: Point, startRadius: Double = 0, endRadius: Double,
                spread: SpreadMode = .pad) {
        self.gradient = gradient; self.center = center
        self.startRadius = startRadius; self.endRadius = endRadius; self.spread = spread
    }
}
