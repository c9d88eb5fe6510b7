#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour is a view that fills the space it is offered (SwiftUI's `Color` as a view; its node comes
/// from `View where Self: ShapeStyle`, as the gradients').
extension Color: View {
    public typealias Body = Never
}

extension Color {
    /// SwiftUI's `Color(red:green:blue:opacity:)` (sRGB components 0…1).
    public init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.init(red: red, green: green, blue: blue, alpha: opacity)
    }

    /// SwiftUI's `Color(white:opacity:)`.
    public init(white: Double, opacity: Double) { self.init(white: white, alpha: opacity) }

    /// SwiftUI's `Color(hue:saturation:brightness:opacity:)`: HSB (HSV) with all components 0…1,
    /// converted to sRGB by the standard hexcone formula (Smith, "Color Gamut Transform Pairs", 1978).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        // A non-finite hue has no sector: treat it as red (hue 0), as a clamped component would be.
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = min(Int(h), 5), f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: opacity)
    }

    /// The colour's standard gradient (SwiftUI's `Color.gradient`), a `Fill.colorGradient`.
    public var gradient: AnyGradient { AnyGradient(self) }
}
