import Geometry
import Style

/// SwiftUI's `ProgressView` in iOS's look: a determinate one (`value:`) is a 4-point bar, the
/// done part in the tint over a `systemFill` track, as wide as offered; an indeterminate one is
/// the activity spinner, eight spokes in systemGray fading clockwise from the leading one.
/// Sizes from /work/shared/reference/ios-look.md (spinner 20 points, 37 at `.large`); the spokes'
/// proportions and fade, the bar's height and the 4-point label gap are estimates from iOS 17
/// screenshots (inferred). The spinner turns while it is on screen (`ActivityIndicatorEffect`).
public struct ProgressView: View {
    public typealias Body = Never
    /// nil: indeterminate.
    public var fraction: Double?
    public var title: String?
    public var scheme: ColorScheme
    /// The control size in effect: `.large` and `.extraLarge` draw UIActivityIndicatorView's large
    /// (37-point) spinner, the others the medium (20-point) one [inferred: iOS has only those two].
    public var controlSize: ControlSize

    /// `ProgressView()` / `ProgressView("Loading…")`: the spinner.
    public init(_ title: String? = nil, scheme: ColorScheme = .light, controlSize: ControlSize = .regular) {
        self.title = title; self.scheme = scheme; self.controlSize = controlSize
    }

    /// `ProgressView(value: 0.4)`, `ProgressView("Downloading", value: 3, total: 10)`: the bar;
    /// the value is clamped to 0...total, as SwiftUI does.
    public init(_ title: String? = nil, value: Double?, total: Double = 1, scheme: ColorScheme = .light) {
        self.title = title; self.scheme = scheme; controlSize = .regular
        fraction = value.map { total > 0 ? min(max($0 / total, 0), 1) : 0 } ?? nil
    }

    public static let barHeight = 4.0
    public static let spinnerSize = 20.0, largeSpinnerSize = 37.0

    public func _makeNode() -> ViewNode {
        let label = title.map { Text($0).makeNode() }
        guard let fraction else {
            // The spinner above its label, which is secondary and centred (inferred).
            let spinner = Self.spinner(size: controlSize == .large || controlSize == .extraLarge ? Self.largeSpinnerSize : Self.spinnerSize)
            guard let label else { return spinner }
            return VStack(spacing: 8) { spinner; label.foregroundColor(UIKitColor["secondaryLabel"].resolved(in: scheme)) }.makeNode()
        }
        let track = UIKitColor["systemFill"].resolved(in: scheme)
        let bar = Capsule().fill(track).frame(height: Self.barHeight)
            .overlay {
                // The done part: the tinted capsule cut at the fraction (its trailing end square: inferred).
                Capsule().fill(AnyShapeStyle(Fill.tint)).mask { Rectangle().scaleEffect(x: fraction, y: 1, anchor: .leading) }
            }
            .makeNode()
        guard let label else { return bar }
        return VStack(alignment: .leading, spacing: 4) { label; bar }.makeNode()
    }

    /// Eight spokes round the centre, the leading one (at 12 o'clock) darkest, fading clockwise.
    public static func spinner(size: Double) -> ViewNode {
        let spokes = (0..<8).map { k -> IdentifiedView in
            let spoke = Capsule().fill(Color.gray.opacity(1 - 0.1 * Double(k)))
                .frame(width: size * 0.11, height: size * 0.27)
                .offset(y: -size * 0.32)
                .rotationEffect(.degrees(-45 * Double(k)))
            return IdentifiedView(id: .int(k), spoke.makeNode())
        }
        return ZStack { ViewNode.list(spokes) }.frame(width: size, height: size).effect(ActivityIndicatorEffect()).makeNode()
    }
}

