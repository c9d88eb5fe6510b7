import Geometry
import Style

/// SwiftUI's `Toggle` in iOS's switch style: the label on the leading side, the switch on the
/// trailing side of a row as wide as offered. Tapping the switch (a timeline tap naming the
/// label's text) flips the binding.
///
/// The switch is built from shapes, so its knob and track colour animate as views do; it also
/// animates on its own when the value changes, as UISwitch does (see `ToggleSwitch.animation`).
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let isOn: Binding<Bool>

    /// `Toggle(isOn: $on) { Text("Wi-Fi") }`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public func _makeNode() -> ViewNode {
        let labelNode = label.makeNode()
        let name = Button<Label>.name(in: labelNode) ?? "toggle"
        let binding = isOn
        let action = SwiftAction { binding.wrappedValue.toggle() }.script(named: "Toggle(\"\(name)\")")
        return ToggleSwitch.row(label: labelNode, isOn: isOn.wrappedValue, name: name, action: action)
    }
}

extension Toggle where Label == Text {
    /// `Toggle("Wi-Fi", isOn: $on)`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The look of iOS's switch (UISwitch), one definition for the Swift API and scene scripts.
public enum ToggleSwitch {
    /// 51 × 31 points, knob 27 with a 2-point inset (Apple HIG; /work/shared/reference/ios-look.md).
    public static let size = Size(51, 31)
    public static let knobDiameter = 27.0
    /// The off track: #E9E9EB in light mode (an estimate from screenshots).
    public static let offTrack = Color(r8: 233, g8: 233, b8: 235)
    /// The off track in a scheme: `offTrack` in light mode; in dark mode `systemFill` (#787880 at
    /// 36 %, #2B2B2E over black), as UISwitch's off track darkens with the scheme (inferred).
    public static func offTrack(in scheme: ColorScheme) -> Color {
        scheme == .dark ? UIKitColor["systemFill"].resolved(in: .dark) : offTrack
    }
    /// UISwitch's own knob animation (an estimate: its duration is not documented).
    public static let animation = Animation.easeInOut(duration: 0.25)

    /// The switch alone, tappable as `name`.
    public static func control(isOn: Bool, name: String, action: Script?, tint: Color = .green, scheme: ColorScheme = .light) -> ViewNode {
        let travel = (size.width - knobDiameter) / 2 - 2
        let knob = Circle().fill(Color.white)
            .frame(width: knobDiameter, height: knobDiameter)
            .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.2), radius: 1.5, x: 0, y: 1.5)
            .offset(x: isOn ? travel : -travel)
        let track = Capsule().fill(isOn ? tint : offTrack(in: scheme)).frame(width: size.width, height: size.height)
        let body = ZStack { track; knob }.animation(animation, value: isOn).makeNode()
        return .button(ButtonView(label: body, actionName: name, action: action))
    }

    /// The label, flexible space, then the switch (the label hidden by `.labelsHidden()`).
    public static func row(label: ViewNode?, isOn: Bool, name: String, action: Script?, scheme: ColorScheme = .light) -> ViewNode {
        let control = control(isOn: isOn, name: name, action: action, scheme: scheme)
        guard let label else { return control }
        return .stack(StackView(axis: .horizontal, children: [IdentifiedView(label), IdentifiedView(Spacer().makeNode()),
                                                              IdentifiedView(control)]))
    }
}

extension ViewNode {
    /// A button's label (nil for other views).
    public var buttonLabel: ViewNode? { if case .button(let b) = self { b.label } else { nil } }
}
