import Style

/// `Text("…")`. Font, weight, colour and line settings come from modifiers (the environment); a text
/// made of styled parts (`Text + Text`, Markdown in a literal, `.italic()` on a `Text`) lists them
/// as runs, each with the attributes it sets itself (the environment fills in the rest).
public struct TextView: Hashable, Sendable {
    /// The whole text (every run's string, in order).
    public var string: String
    /// The styled parts; empty when the text is one part without attributes of its own.
    public var runs: [TextRun]

    public init(_ string: String) { self.string = string; runs = [] }

    /// A text of styled parts; runs with empty strings are dropped.
    public init(runs: [TextRun]) {
        let kept = runs.filter { !$0.string.isEmpty }
        string = kept.map(\.string).joined()
        self.runs = kept.count == 1 && kept[0].attributes == TextAttributes() ? [] : kept
    }

    /// The runs, one plain run when the text has none of its own.
    public var styledRuns: [TextRun] { runs.isEmpty ? [TextRun(string)] : runs }

    /// Applies `change` to every run's attributes (a `Text` modifier such as `.italic()`): the run keeps
    /// what it set itself, as SwiftUI's inner modifiers win over outer ones.
    public func withAttributes(_ change: (inout TextAttributes) -> Void) -> TextView {
        TextView(runs: styledRuns.map { r in
            var r = r
            change(&r.attributes)
            return r
        })
    }

    /// `Text + Text`.
    public static func + (a: TextView, b: TextView) -> TextView { TextView(runs: a.styledRuns + b.styledRuns) }
}

/// A part of a `Text` with its own attributes.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var attributes: TextAttributes
    public init(_ string: String, _ attributes: TextAttributes = TextAttributes()) {
        self.string = string; self.attributes = attributes
    }
}

/// What a part of a `Text` sets itself; nil leaves the value to the environment.
public struct TextAttributes: Hashable, Sendable {
    /// `.font(_:)` on the part.
    public var font: Font?
    /// `.fontWeight(_:)` / `.bold()` (`**…**`).
    public var weight: Font.Weight?
    /// `.italic()` (`*…*`).
    public var italic: Bool?
    /// `.monospaced()` (`` `…` `` in Markdown): the monospaced design.
    public var monospaced: Bool?
    /// `.foregroundColor(_:)` / `.foregroundStyle(_:)` on the part.
    public var foreground: Fill?
    /// `AttributedString`'s `backgroundColor`: a highlight behind the part, as tall as its line.
    public var background: Color?
    /// `.fontWidth(_:)` on the part.
    public var width: Font.Width?
    /// A Markdown link (`[title](url)`, `AttributedString`'s `link`): drawn in the tint (accent) colour, whatever
    /// foreground colour the part has (SwiftUI colours links with `.tint`).
    public var isLink: Bool?
    /// `.underline(_:color:)` and `.strikethrough(_:color:)`: on/off and the line colour (nil: the text's).
    public var underline: TextLine?
    public var strikethrough: TextLine?
    /// `.baselineOffset(_:)`: points up from the baseline.
    public var baselineOffset: Double?
    /// `.kerning(_:)` and `.tracking(_:)`: points added after each character (tracking also turns
    /// optional ligatures off).
    public var kerning: Double?
    public var tracking: Double?

    public init() {}

    /// `self` with what it leaves unset taken from `outer`.
    public func over(_ outer: TextAttributes) -> TextAttributes {
        var r = self
        r.font = font ?? outer.font
        r.weight = weight ?? outer.weight
        r.italic = italic ?? outer.italic
        r.monospaced = monospaced ?? outer.monospaced
        r.foreground = foreground ?? outer.foreground
        r.background = background ?? outer.background
        r.width = width ?? outer.width
        r.isLink = isLink ?? outer.isLink
        r.underline = underline ?? outer.underline
        r.strikethrough = strikethrough ?? outer.strikethrough
        r.baselineOffset = baselineOffset ?? outer.baselineOffset
        r.kerning = kerning ?? outer.kerning
        r.tracking = tracking ?? outer.tracking
        return r
    }
}

/// An underline or strikethrough: whether it is drawn and in which colour (nil: the text's colour).
public struct TextLine: Hashable, Sendable {
    public var isActive: Bool
    public var color: Color?
    public init(isActive: Bool = true, color: Color? = nil) { self.isActive = isActive; self.color = color }
}

/// `textCase(_:)`: how text below is shown (SwiftUI's `Text.Case`).
public enum TextCase: String, Hashable, Sendable, CaseIterable { case uppercase, lowercase }

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
    /// `monospacedDigit()`: tabular figures (OpenType `tnum`), so digits keep their places as numbers change.
    public var monospacedDigits = false
    /// `Font.italic()`: the italic face (Inter's italics; DejaVu's oblique faces for serif and monospaced).
    public var isItalic = false
    /// `Font.width(_:)`: how wide the letters are (see `Width`).
    public var width: Width = .standard

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
    /// SwiftUI's `Font.monospacedDigit()`.
    public func monospacedDigit() -> Font { var f = self; f.monospacedDigits = true; return f }
    /// SwiftUI's `Font.italic()`.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// SwiftUI's `Font.monospaced()`: the monospaced design.
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    /// SwiftUI's `Font.width(_:)`.
    public func width(_ w: Width) -> Font { var f = self; f.width = w; return f }

    /// SwiftUI's `Font.Width`: SF Pro's widths. Layout sets `.condensed` and `.compressed` in DejaVu Sans
    /// Condensed and `.expanded` in DejaVu Sans, installed faces narrower and wider than Inter, which has
    /// one width (see `FontSpec.Width`).
    public enum Width: String, Hashable, Sendable, CaseIterable { case compressed, condensed, standard, expanded }

    /// `Font.Weight`, ultraLight … black. Layout sets each in the system font's face of that weight
    /// (`openTypeWeight`); families with only regular and bold faces use bold from semibold up.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        /// The OpenType weight class: ultraLight 100, thin 200, … regular 400 … black 900 (SF Pro's
        /// nine weights in order, as Inter's Thin … Black).
        public var openTypeWeight: Int { (Weight.allCases.firstIndex(of: self)! + 1) * 100 }
        public var isBold: Bool {
            switch self {
            case .semibold, .bold, .heavy, .black: return true
            default: return false
            }
        }
    }
}

/// SwiftUI's `LayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable { case leftToRight, rightToLeft }

/// `multilineTextAlignment`.
public enum TextAlignment: String, Hashable, Sendable { case leading, center, trailing }

/// How `lineLimit` truncates (`truncationMode`).
public enum TruncationMode: String, Hashable, Sendable { case head, middle, tail }
