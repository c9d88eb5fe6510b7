import Geometry
import Style

/// SwiftUI's `Slider` in iOS 17's look: a 4-point capsule track as wide as offered, filled with
/// the tint up to the knob and `systemFill` past it, and a 28-point white knob with a soft
/// shadow, optionally between a minimum and a maximum value label. As on iOS, the `label`
/// closure is not shown (it names the slider for accessibility).
///
/// The knob's place and the fill's end are drawn from the value's fraction of the range and the
/// track's width (`SliderTrack.slide`), so when the bound value changes in an animated
/// transaction they move with it.
public struct Slider: View {
    public typealias Body = Never
    let fraction: Double
    let scheme: ColorScheme
    let minimumValueLabel: ViewNode?, maximumValueLabel: ViewNode?

    /// `Slider(value: $volume, in: 0...100, step: 5)`.
    public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil, scheme: ColorScheme = .light) {
        self.init(value: value.wrappedValue, in: bounds, step: step, scheme: scheme, minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// `Slider(value: $v, in: 0...1) { Text("Volume") } minimumValueLabel: { … } maximumValueLabel: { … }`.
    public init<L: View, Lo: View, Hi: View>(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil,
                                             scheme: ColorScheme = .light, @ViewBuilder label: () -> L,
                                             @ViewBuilder minimumValueLabel: () -> Lo, @ViewBuilder maximumValueLabel: () -> Hi) {
        _ = label()
        self.init(value: value.wrappedValue, in: bounds, step: step, scheme: scheme,
                  minimumValueLabel: minimumValueLabel().makeNode(), maximumValueLabel: maximumValueLabel().makeNode())
    }

    /// The slider for a value already read (scene scripts read their bindings themselves).
    public init(value: Double, in bounds: ClosedRange<Double>, step: Double?, scheme: ColorScheme,
                minimumValueLabel: ViewNode?, maximumValueLabel: ViewNode?) {
        fraction = SliderTrack.fraction(of: value, in: bounds, step: step)
        self.scheme = scheme
        self.minimumValueLabel = minimumValueLabel; self.maximumValueLabel = maximumValueLabel
    }

    public func _makeNode() -> ViewNode {
        let track = SliderTrack.control(fraction: fraction, scheme: scheme)
        guard minimumValueLabel != nil || maximumValueLabel != nil else { return track }
        var children: [IdentifiedView] = []
        if let minimumValueLabel { children.append(IdentifiedView(id: .string("minimumValueLabel"), minimumValueLabel)) }
        children.append(IdentifiedView(id: .string("track"), track))
        if let maximumValueLabel { children.append(IdentifiedView(id: .string("maximumValueLabel"), maximumValueLabel)) }
        // The value labels sit at the track's ends, secondary as UISlider's images are (inferred).
        return ViewNode.stack(StackView(axis: .horizontal, spacing: SliderTrack.labelSpacing, children: children))
            .foregroundColor(UIKitColor["secondaryLabel"].resolved(in: scheme)).makeNode()
    }
}

/// The look of iOS's slider (UISlider), one definition for the Swift API and scene scripts.
public enum SliderTrack {
    /// The knob (UISlider's thumb, iOS 17) and the track's thickness (ios-look.md: inferred from screenshots).
    public static let knobDiameter = 28.0, trackHeight = 4.0
    /// The control's height, UISlider's intrinsic height: 31 points, so a list row with a slider
    /// is the minimum 44 points high (inferred).
    public static let height = 31.0
    /// Between a value label and the track (inferred).
    public static let labelSpacing = 8.0

    /// Where `value` lies in `bounds`, 0...1: clamped, and rounded to the nearest `step` from
    /// the lower bound, as SwiftUI's slider shows it.
    public static func fraction(of value: Double, in bounds: ClosedRange<Double>, step: Double?) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, value.isFinite else { return 0 }
        var v = min(max(value, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0 { v = min(bounds.lowerBound + (((v - bounds.lowerBound) / step).rounded() * step), bounds.upperBound) }
        return (v - bounds.lowerBound) / span
    }

    /// A horizontal shift drawn from the view's own width: `fraction × (width − knob) + extra`,
    /// with `extra` in points and in widths (`widths` × width). Its data is the fraction, so it
    /// animates with the value; it reads the width it is drawn in, so it follows the layout.
    static func slide(_ fraction: Double, points: Double, widths: Double, name: String) -> Modifier {
        var m = CustomModifier(name: name, data: [fraction]) { data, content in
            // Drawn, the data is the fraction then the frame (minX, minY, width, height).
            let width = data.count == 5 ? data[3] : 0
            return content.offset(x: data[0] * (width - knobDiameter) + points + widths * width).makeNode()
        }
        m.readsGeometry = true
        return .custom(m)
    }

    /// The track and knob, as wide as offered and `height` high.
    public static func control(fraction: Double, scheme: ColorScheme) -> ViewNode {
        let unfilled = UIKitColor["systemFill"].resolved(in: scheme)
        // The tinted capsule, as wide as the track, slid left so its trailing end is under the
        // knob's centre (its leading end cut round by the track's clip).
        let filled = Capsule().fill(AnyShapeStyle(Fill.tint))
            .modifier(slide(fraction, points: knobDiameter / 2, widths: -1, name: "Slider.fill"))
        let track = ZStack { Capsule().fill(unfilled); filled }.frame(height: trackHeight).clipShape(Capsule())
        // iOS 17's thumb: white, a soft drop shadow and a faint edge shadow (inferred from screenshots).
        let knob = Circle().fill(Color.white)
            .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.06), radius: 0.5, x: 0, y: 0.5)
            .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
            .frame(width: knobDiameter, height: knobDiameter)
        let knobLane = Color.clear.frame(height: knobDiameter)
            .overlay(alignment: .leading) { knob }
            .modifier(slide(fraction, points: 0, widths: 0, name: "Slider.knob"))
        return ZStack { track; knobLane }.frame(maxWidth: .infinity).frame(height: height).makeNode()
    }
}
