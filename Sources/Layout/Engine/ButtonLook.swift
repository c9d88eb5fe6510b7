import Document
import Geometry

/// How a `Button` looks in the environment's button style, control size and tint (iOS 17):
/// `borderedProminent` is the label in white on a rounded plate filled with the tint, `bordered`
/// the label in the tint on the tint at 15 % opacity (shared/reference/ios-look.md), `borderless`
/// and `automatic` the label alone in the tint, `plain` the label alone in the foreground style.
///
/// The plate's padding and corner radius per control size are our estimate [I] from iOS 17
/// screenshots (regular: 12 × 6 pt around a 22-pt body line, 34 pt tall, radius ≈ 8 as the
/// reference gives; large: 20 × 14, 50 pt tall, radius 12); small and mini use the subheadline
/// and footnote styles when no font was set, as SwiftUI's smaller controls do [I].
struct ButtonLook {
    let style: ButtonStyleKind
    let size: ControlSize
    let tint: Color
    let isEnabled: Bool
    /// A disabled label's colour (tertiaryLabel) and a disabled prominent plate's (tertiarySystemFill):
    /// iOS greys disabled buttons out this way (inferred from screenshots).
    let disabledLabel: Color, disabledPlate: Color

    init(_ env: LayoutEnvironment) {
        style = env.buttonStyle; size = env.controlSize; isEnabled = env.isEnabled
        disabledLabel = UIKitColor["tertiaryLabel"].resolved(in: env.colorScheme)
        disabledPlate = UIKitColor["tertiarySystemFill"].resolved(in: env.colorScheme)
        tint = isEnabled ? env.tintColor : disabledLabel
    }

    /// Padding (horizontal, vertical) and corner radius of the plate.
    var plate: (horizontal: Double, vertical: Double, radius: Double) {
        switch size {
        case .mini: return (8, 3, 5)
        case .small: return (10, 5, 6)
        case .regular: return (12, 6, 8)
        case .large: return (20, 14, 12)
        case .extraLarge: return (24, 16, 14)
        }
    }

    /// The font of a bordered label where no font was set (nil: the default body font).
    var font: Font? {
        guard style == .bordered || style == .borderedProminent else { return nil }
        switch size {
        case .mini: return .footnote
        case .small: return .subheadline
        default: return nil
        }
    }

    /// The label as drawn (with its plate for the bordered styles), and the foreground it takes
    /// where none was set (nil: the inherited one).
    func styled(_ label: ViewNode) -> (ViewNode, Fill?) {
        switch style {
        case .automatic, .borderless:
            return (label, .color(tint))
        case .plain:
            return (label, nil)
        case .bordered, .borderedProminent:
            let p = plate
            let padded = ViewNode.modified(label, .padding(EdgeInsets(top: p.vertical, leading: p.horizontal,
                                                                      bottom: p.vertical, trailing: p.horizontal)))
            let fill: Fill = !isEnabled ? .color(disabledPlate) : style == .borderedProminent ? .color(tint) : .color(tint.opacity(0.15))
            let shape = ShapeKind.roundedRectangle(cornerSize: Size(width: p.radius, height: p.radius), style: .continuous)
            return (.modified(padded, .backgroundShape(fill, shape)), .color(style == .borderedProminent && isEnabled ? .white : tint))
        }
    }
}
