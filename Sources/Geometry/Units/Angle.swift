/// An angle (SwiftUI's `Angle`); stored in radians.
public struct Angle: Hashable, Sendable, CustomStringConvertible {
    public var radians: Double
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * Double.pi / 180 }
    public var degrees: Double { radians * 180 / Double.pi }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static let zero = Angle(radians: 0)
    public var description: String { "\(formatNumber(degrees))°" }
}
