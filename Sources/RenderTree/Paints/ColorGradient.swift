import Geometry
import Raster

extension Color {
    /// SwiftUI's `Color.gradient` (`AnyGradient`) filling `rect`: a linear gradient from the top
    /// centre to the bottom centre, from a lighter version of the colour to the colour itself.
    ///
    /// Apple does not document the stops. Third-party measurements of SwiftUI's output (TUIkit's
    /// `AnyGradient.swift`, `../shared/reference/swiftui-semantics.md` §6.8) put the top at the
    /// base colour's HSL lightness + 0.145 (clamped to 1) with hue and saturation kept; we use that
    /// [I] and interpolate in gamma-encoded sRGB like every other gradient here.
    public func gradientPaint(in rect: Rect) -> Paint {
        let top = lightened(by: 0.145)
        let g = LinearGradient(gradient: Gradient(colors: [top, self]),
                               start: Point(x: rect.midX, y: rect.minY), end: Point(x: rect.midX, y: rect.maxY))
        return Paint(.linear(g))
    }

    /// The colour with its HSL lightness raised by `amount` (clamped), hue and saturation kept.
    public func lightened(by amount: Double) -> Color {
        var (h, s, l) = hsl
        l = min(1, max(0, l + amount))
        return Color(hue: h, saturation: s, lightness: l, alpha: alpha)
    }

    /// Hue (0…1), saturation and lightness of the sRGB-encoded components.
    public var hsl: (hue: Double, saturation: Double, lightness: Double) {
        let r = min(max(red, 0), 1), g = min(max(green, 0), 1), b = min(max(blue, 0), 1)
        let mx = max(r, g, b), mn = min(r, g, b)
        let l = (mx + mn) / 2
        let d = mx - mn
        if d == 0 { return (0, 0, l) }
        let s = l > 0.5 ? d / (2 - mx - mn) : d / (mx + mn)
        var h: Double
        if mx == r { h = (g - b) / d + (g < b ? 6 : 0) } else if mx == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
        h /= 6
        return (h, s, l)
    }

    /// A colour from HSL components (all 0…1), the inverse of `hsl`.
    public init(hue h: Double, saturation s: Double, lightness l: Double, alpha: Double = 1) {
        if s == 0 { self.init(red: l, green: l, blue: l, alpha: alpha); return }
        let q = l < 0.5 ? l * (1 + s) : l + s - l * s
        let p = 2 * l - q
        func channel(_ t0: Double) -> Double {
            var t = t0
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1.0 / 6 { return p + (q - p) * 6 * t }
            if t < 0.5 { return q }
            if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
            return p
        }
        self.init(red: channel(h + 1.0 / 3), green: channel(h), blue: channel(h - 1.0 / 3), alpha: alpha)
    }
}
