/// The shape of a rounded rectangle's corners (SwiftUI's `RoundedCornerStyle`).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle (or quarter-ellipse) corners, each one cubic Bézier.
    case circular
    /// Continuous-curvature ("squircle") corners, as UIKit/SwiftUI draw them since iOS 7.
    /// Approximated with PaintCode's published corner; see `Path(roundedRect:cornerRadius:style:)`.
    case continuous
}

/// Per-corner radii of an uneven rounded rectangle (SwiftUI's `RectangleCornerRadii`).
///
/// Leading/trailing are resolved left-to-right: leading = left, trailing = right.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}
