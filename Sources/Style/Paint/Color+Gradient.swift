extension Color {
    /// The same colour with its HSL lightness moved by `delta` (clamped to 0…1), hue and HSL
    /// saturation kept; alpha unchanged. Components are treated as gamma-encoded sRGB.
    public func adjustingHSLLightness(by delta: Double) -> Color {
        func c(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let r = c(red), g = c(green), b = c(blue)
        let mx = max(r, g, b), mn = min(r, g, b)
        let l = (mx + mn) / 2
        let d = mx - mn
        let s = d == 0 ? 0 : d / (1 - abs(2 * l - 1))
        var h = 0.0                                            // in sixths of a turn
        if d > 0 {
            if mx == r { h = ((g - b) / d).truncatingRemainder(dividingBy: 6) }
            else if mx == g { h = (b - r) / d + 2 }
            else { h = (r - g) / d + 4 }
            if h < 0 { h += 6 }
        }
        let l2 = c(l + delta)
        // HSL → RGB (chroma form).
        let ch = (1 - abs(2 * l2 - 1)) * s
        let x = ch * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = l2 - ch / 2
        let (r1, g1, b1): (Double, Double, Double)
        switch Int(h) {
        case 0: (r1, g1, b1) = (ch, x, 0)
        case 1: (r1, g1, b1) = (x, ch, 0)
        case 2: (r1, g1, b1) = (0, ch, x)
        case 3: (r1, g1, b1) = (0, x, ch)
        case 4: (r1, g1, b1) = (x, 0, ch)
        default: (r1, g1, b1) = (ch, 0, x)
        }
        return Color(red: c(r1 + m), green: c(g1 + m), blue: c(b1 + m), alpha: alpha)
    }

    /// The two stops of SwiftUI's `Color.gradient` (AnyGradient), drawn top to bottom: a lighter
    /// version of the colour (HSL lightness + 0.145) at the top, the colour itself at the bottom
    /// (swiftui-semantics.md §6.8: undocumented; reproduction from third-party measurements).
    public var gradientStops: (top: Color, bottom: Color) {
        (adjustingHSLLightness(by: 0.145), self)
    }
}
