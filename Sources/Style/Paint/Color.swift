import Geometry

/// A colour with straight (un-premultiplied) alpha; components are sRGB-encoded, 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// 8-bit sRGB components, as peers and image editors give them.
    public init(r8 r: Int, g8 g: Int, b8 b: Int, a8 a: Int = 255) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
    }
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// The same colour with its alpha multiplied by `opacity` (SwiftUI's `Color.opacity(_:)`).
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    public var description: String {
        "rgba(\([red, green, blue, alpha].map(formatNumber).joined(separator: " ")))"
    }
}
