/// `Text("…")`. Font, weight, colour and line settings come from modifiers (the environment).
public struct TextView: Hashable, Sendable {
    public var string: String
    public init(_ string: String) { self.string = string }
}

/// SwiftUI's `Font`: a text style at its Dynamic Type "Large" size, or an explicit system font.
public struct Font: Hashable, Sendable {
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
        case extraLargeTitle, extraLargeTitle2
    }
    public enum Design: String, Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public var size: Double
    public var weight: Weight
    public var design: Design
    /// A font file to use instead of the system family (`Font.custom(path, size:)`).
    public var customFile: String?
    /// The text style it came from, if any (for descriptions).
    public var style: TextStyle?

    public init(size: Double, weight: Weight = .regular, design: Design = .default, customFile: String? = nil,
                style: TextStyle? = nil) {
        self.size = size; self.weight = weight; self.design = design; self.customFile = customFile; self.style = style
    }

    /// iOS text styles at the default Dynamic Type size ("Large")
    /// (`../shared/reference/swiftui-semantics.md` §8; iosfontsizes.com).
    public static func textStyle(_ s: TextStyle) -> Font {
        switch s {
        case .largeTitle: return Font(size: 34, style: s)
        case .title: return Font(size: 28, style: s)
        case .title2: return Font(size: 22, style: s)
        case .title3: return Font(size: 20, style: s)
        case .headline: return Font(size: 17, weight: .semibold, style: s)
        case .body: return Font(size: 17, style: s)
        case .callout: return Font(size: 16, style: s)
        case .subheadline: return Font(size: 15, style: s)
        case .footnote: return Font(size: 13, style: s)
        case .caption: return Font(size: 12, style: s)
        case .caption2: return Font(size: 11, style: s)
        case .extraLargeTitle: return Font(size: 36, weight: .bold, style: s)
        case .extraLargeTitle2: return Font(size: 28, weight: .bold, style: s)
        }
    }

    /// Line height (leading) of the text styles at "Large", from the same table; other sizes use
    /// the font's own metrics.
    public var styleLineHeight: Double? {
        switch style {
        case .largeTitle: return 41
        case .title: return 34
        case .title2: return 28
        case .title3: return 25
        case .headline, .body: return 22
        case .callout: return 21
        case .subheadline: return 20
        case .footnote: return 18
        case .caption: return 16
        case .caption2: return 13
        default: return nil
        }
    }

    public static let largeTitle = textStyle(.largeTitle), title = textStyle(.title), title2 = textStyle(.title2)
    public static let title3 = textStyle(.title3), headline = textStyle(.headline), body = textStyle(.body)
    public static let callout = textStyle(.callout), subheadline = textStyle(.subheadline)
    public static let footnote = textStyle(.footnote), caption = textStyle(.caption), caption2 = textStyle(.caption2)

    /// `.system(size:weight:design:)`.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }
    /// A TTF/OTF file at a size.
    public static func custom(file: String, size: Double) -> Font { Font(size: size, customFile: file) }

    public func weight(_ w: Weight) -> Font { var f = self; f.weight = w; return f }
    public func bold() -> Font { weight(.bold) }

    /// `Font.Weight`; values as SwiftUI's (ultraLight −0.8 … black 0.62). Layout picks the
    /// regular or bold face: weights of semibold and above use the bold face.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        public var isBold: Bool {
            switch self {
            case .semibold, .bold, .heavy, .black: return true
            default: return false
            }
        }
    }
}

/// `multilineTextAlignment`.
public enum TextAlignment: String, Hashable, Sendable { case leading, center, trailing }

/// How `lineLimit` truncates (`truncationMode`).
public enum TruncationMode: String, Hashable, Sendable { case head, middle, tail }
