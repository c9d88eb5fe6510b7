/// How a line ends (SwiftUI/CoreGraphics `CGLineCap`).
public enum LineCap: Hashable, Sendable {
    /// Squared off exactly at the endpoint.
    case butt
    /// A semicircle of diameter `lineWidth` beyond the endpoint.
    case round
    /// A half-square of `lineWidth / 2` beyond the endpoint.
    case square
}

/// How two segments meet (SwiftUI/CoreGraphics `CGLineJoin`).
public enum LineJoin: Hashable, Sendable {
    /// Outer edges extended to meet at a point, unless that exceeds the miter limit (then bevel).
    case miter
    /// A circular arc of radius `lineWidth / 2` around the joint.
    case round
    /// The outer corners joined by a straight line.
    case bevel
}

/// The characteristics of a stroke (SwiftUI's `StrokeStyle`; defaults as SwiftUI's).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    /// Largest allowed ratio of miter length to line width; longer miters become bevels.
    public var miterLimit: Double
    /// Alternating on/off lengths, starting with "on"; empty means a solid line.
    public var dash: [Double]
    /// How far into the dash pattern each subpath starts.
    public var dashPhase: Double

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
