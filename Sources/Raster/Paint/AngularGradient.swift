import Geometry

/// A conic gradient around `center` (SwiftUI's `AngularGradient`).
///
/// Angles are in radians in user space: 0 is the +x axis and angles grow clockwise on screen
/// (y points down). t = 0 at `startAngle`, t = 1 at `endAngle`. As in SwiftUI, a sweep shorter
/// than a full turn leaves a gap that shows the end colour for its first half and the start colour
/// for its second half (with `.pad`); a sweep longer than a full turn shows only its last turn.
public struct AngularGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var center: Point
    public var startAngle: Double
    public var endAngle: Double
    public var spread: SpreadMode

    /// `endAngle` defaults to one full turn after `startAngle`.
    public init(gradient: Gradient, center: Point, startAngle: Double = 0, endAngle: Double? = nil,
                spread: SpreadMode = .pad) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle
        self.endAngle = endAngle ?? startAngle + 2 * Double.pi; self.spread = spread
    }
}
