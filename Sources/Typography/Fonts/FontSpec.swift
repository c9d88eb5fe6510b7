/// What a view asks for: a size, a weight, a design and italic, or an explicit font file.
///
/// The designs map to installed faces (see `SystemFonts`): `.default` and `.rounded` → Inter
/// (`fonts-inter`; Inter Display from 20 pt, as SF Pro switches from Text to Display at 20 pt), `.serif`
/// → DejaVu Serif, `.monospaced` → DejaVu Sans Mono. Without Inter, `.default` is DejaVu Sans.
public struct FontSpec: Hashable, Sendable {
    /// SwiftUI's `Font.Design`.
    public enum Design: String, Hashable, Sendable, CaseIterable {
        case `default`, serif, monospaced
        /// SF Rounded has no installed counterpart: it uses the default family.
        case rounded
    }

    /// The em size in points (1 pt = 1 px at scale 1).
    public var size: Double
    /// OpenType weight class, 100 (thin) … 900 (black); SwiftUI's `Font.Weight` ultraLight … black are
    /// 100 … 900 in steps of 100. Ignored when `file` is given (the file is the face).
    public var weight: Int
    public var design: Design
    /// A TrueType/OpenType file (`.ttf`, `.otf`, `.ttc` — face 0) that replaces the family.
    public var file: String?
    /// Tabular figures (OpenType `tnum`), as `Font.monospacedDigit()`: every digit one width.
    public var monospacedDigits: Bool
    /// The italic face of the family (`.italic()`). Ignored when `file` is given.
    public var isItalic: Bool
    /// SwiftUI's `Font.Width`. Ignored when `file` is given and for `.monospaced`.
    public var width: Width = .standard

    /// SwiftUI's `Font.Width` (SF Pro's compressed, condensed, standard and expanded cuts). Inter, the system
    /// font here, has one width, so the other widths are set in installed faces that are narrower or wider:
    /// `.condensed` and `.compressed` in DejaVu Sans Condensed (`fonts-dejavu-extra`; DejaVu Serif Condensed
    /// for `.serif`), `.expanded` in DejaVu Sans — both measured against Inter in the README (Typography). There is no
    /// face narrower than DejaVu Sans Condensed, so `.compressed` is as wide as `.condensed` [inferred].
    public enum Width: String, Hashable, Sendable, CaseIterable { case compressed, condensed, standard, expanded }

    public init(size: Double, weight: Int = 400, design: Design = .default, file: String? = nil,
                monospacedDigits: Bool = false, isItalic: Bool = false) {
        self.size = size; self.weight = weight; self.design = design; self.file = file
        self.monospacedDigits = monospacedDigits; self.isItalic = isItalic
    }

    /// Regular (400) or bold (700).
    public init(size: Double, isBold: Bool, design: Design = .default, file: String? = nil,
                monospacedDigits: Bool = false, isItalic: Bool = false) {
        self.init(size: size, weight: isBold ? 700 : 400, design: design, file: file,
                  monospacedDigits: monospacedDigits, isItalic: isItalic)
    }

    /// Semibold (600) and heavier: families with only regular and bold faces use the bold one.
    public var isBold: Bool { weight >= 600 }
}
