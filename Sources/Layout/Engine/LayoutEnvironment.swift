import Document
import Raster

/// The environment values layout reads, as inherited from the modifiers above a view
/// (SwiftUI's `EnvironmentValues`, the part that affects layout and drawing).
struct LayoutEnvironment {
    /// `.font`; SwiftUI's default is `.body` (17 pt, line height 22).
    var font: Font = .body
    /// `.fontWeight`; overrides the font's own weight.
    var fontWeight: Font.Weight?
    /// `.fontWidth`; overrides the font's own width.
    var fontWidth: Font.Width?
    /// `.foregroundStyle`; default `.primary` (black in the light scheme, white in the dark one).
    var foreground: Fill = .color(.primary)
    /// The colour scheme semantic colours and materials resolve in (`Modifier.colorScheme`).
    var colorScheme: ColorScheme = .light
    /// `.buttonStyle`, `.tint` and `.controlSize`: how buttons below look.
    var buttonStyle: ButtonStyleKind = .automatic
    var tint: Color?
    var controlSize: ControlSize = .regular
    /// `.imageScale`: how big symbols are relative to the font.
    var imageScale: Image.Scale = .medium
    /// False under `.disabled(true)` (SwiftUI's `isEnabled`).
    var isEnabled = true
    /// True until a `.foregroundStyle` is set (a button's label then takes the accent colour).
    var foregroundIsDefault = true
    var multilineTextAlignment: TextAlignment = .leading
    var lineLimit: Int?
    var truncationMode: TruncationMode = .tail
    /// `\.layoutDirection`: text's base direction and what leading/trailing alignment mean.
    var layoutDirection: LayoutDirection = .leftToRight
    /// `.textCase`: how text below is cased.
    var textCase: TextCase?
    /// `.lineSpacing`: points between lines of text below.
    var lineSpacing: Double = 0
    /// `.minimumScaleFactor` (1: text never shrinks) and `.allowsTightening`.
    var minimumScaleFactor: Double = 1
    var allowsTightening = false

    /// The environment below an environment modifier, or nil when `m` is not one.
    func applying(_ m: Modifier) -> LayoutEnvironment? {
        var e = self
        switch m {
        case .font(let f): e.font = f
        case .fontWeight(let w): e.fontWeight = w
        case .fontWidth(let w): e.fontWidth = w
        case .foregroundStyle(let f):
            // `.foregroundStyle(.foreground)` keeps the inherited style.
            e.foreground = resolve(f)
            e.foregroundIsDefault = false
        case .multilineTextAlignment(let a): e.multilineTextAlignment = a
        case .lineLimit(let n): e.lineLimit = n
        case .truncationMode(let t): e.truncationMode = t
        case .layoutDirection(let d): e.layoutDirection = d
        case .textCase(let c): e.textCase = c
        case .lineSpacing(let s): e.lineSpacing = s
        case .minimumScaleFactor(let f): e.minimumScaleFactor = f
        case .allowsTightening(let t): e.allowsTightening = t
        case .buttonStyle(let b): e.buttonStyle = b
        case .tint(let t): e.tint = t
        case .controlSize(let c): e.controlSize = c
        case .imageScale(let s): e.imageScale = s
        case .disabled(let d): if d { e.isEnabled = false }
        case .colorScheme(let s):
            e.colorScheme = s
            // The default foreground is the label colour of the scheme in effect; a style set
            // above is kept (SwiftUI inherits an explicit foreground style into the subtree).
            if e.foregroundIsDefault { e.foreground = .color(UIKitColor.label(in: s)) }
        default: return nil
        }
        return e
    }

    /// `fill` with every `.foreground` replaced by the inherited foreground style.
    func resolve(_ fill: Fill) -> Fill {
        switch fill {
        case .foreground: return foreground
        case .tint: return .color(tintColor)
        case .opacity(let inner, let o): return .opacity(resolve(inner), o)
        default: return fill
        }
    }

    /// The tint of controls (a button label's default style): `.tint(_:)`, else iOS's default
    /// accent colour, `Color.accentColor` = systemBlue of the scheme.
    var tintColor: Color { tint ?? UIKitColor["systemBlue"].resolved(in: colorScheme) }
}
