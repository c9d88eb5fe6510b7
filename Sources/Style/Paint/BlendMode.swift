/// How a source is combined with what is already drawn: SwiftUI's `BlendMode` (the view modifier's
/// 21 modes) and `GraphicsContext.BlendMode` (those and seven more Porter–Duff operators), one enum.
///
/// Colours are premultiplied; s, d are the source and destination, sa, da their alphas. The
/// separable and non-separable blends (`multiply` … `luminosity`) follow the PDF 1.7 blend modes
/// (ISO 32000-1 §11.3.5), which Core Graphics implements and the W3C Compositing spec restates:
/// result = s·(1 − da) + d·(1 − sa) + sa·da·B(s/sa, d/da), alpha = sa + da − sa·da. Blending works
/// on the stored (sRGB-encoded) values, as Core Graphics does in an sRGB context [inferred].
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    /// S + D·(1 − Sa): normal painting (SwiftUI's `.normal`).
    case sourceOver
    /// 0: erases.
    case clear
    /// S: replaces.
    case copy
    /// S·Da: the source where the destination is.
    case sourceIn
    /// S·(1 − Da): the source where the destination is not.
    case sourceOut
    /// S·Da + D·(1 − Sa): the source only over the destination.
    case sourceAtop
    /// S·(1 − Da) + D: the source behind the destination.
    case destinationOver
    /// D·Sa: keeps the destination where the source is (masks).
    case destinationIn
    /// D·(1 − Sa): keeps the destination where the source is not (erasing masks).
    case destinationOut
    /// S·(1 − Da) + D·Sa: the destination only over the source.
    case destinationAtop
    /// S·(1 − Da) + D·(1 − Sa): each where the other is not.
    case xor
    /// S + D, each channel clamped to 1 (Core Graphics' `plusLighter`: R = MIN(1, S + D)).
    case plusLighter
    /// Core Graphics' `plusDarker`, R = MAX(0, 1 − ((1 − D) + (1 − S))) for opaque colours; with
    /// alpha, α = min(1, Sa + Da) and R = max(0, α − (Sa − S) − (Da − D)) [inferred: Apple documents
    /// only the opaque equation].
    case plusDarker
    /// S + D − S·D per channel (`screen`: never darker than either).
    case screen
    /// S·(1 − Da) + D·(1 − Sa) + S·D per channel (`multiply`: never lighter than either).
    case multiply
    /// Multiply or screen, by the destination (hard light with the layers swapped).
    case overlay
    /// The darker of the two colours, per channel.
    case darken
    /// The lighter of the two colours, per channel.
    case lighten
    /// Brightens the destination towards the source: D / (1 − S), clamped.
    case colorDodge
    /// Darkens the destination towards the source: 1 − (1 − D) / S, clamped.
    case colorBurn
    /// Darkens or lightens by the source, softly (PDF's soft light).
    case softLight
    /// Multiply or screen, by the source.
    case hardLight
    /// |S − D| per channel.
    case difference
    /// S + D − 2·S·D per channel: difference with less contrast.
    case exclusion
    /// The source's hue with the destination's saturation and luminosity.
    case hue
    /// The source's saturation with the destination's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the destination's luminosity.
    case color
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity

    /// SwiftUI's name for source-over.
    public static var normal: BlendMode { .sourceOver }

    /// The name SwiftUI spells the mode with (`.normal` for source-over).
    public var swiftUIName: String { self == .sourceOver ? "normal" : rawValue }

    /// The mode SwiftUI's name `name` means, in `GraphicsContext.BlendMode`'s vocabulary.
    public init?(swiftUIName name: String) {
        if name == "normal" { self = .sourceOver; return }
        guard name != "sourceOver", let mode = BlendMode(rawValue: name) else { return nil }
        self = mode
    }

    /// The 21 modes of SwiftUI's view modifier `blendMode(_:)` (`BlendMode`); the other seven are
    /// `GraphicsContext.BlendMode`'s only.
    public var isViewBlendMode: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .xor: return false
        default: return true
        }
    }

}
