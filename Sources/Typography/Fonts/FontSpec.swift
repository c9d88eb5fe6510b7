/// What a view asks for: a size, a weight (regular or bold) and a family, or an explicit font file.
///
/// The families map to the DejaVu fonts of Debian's `fonts-dejavu-core` (see `FontLibrary`):
/// `.default` and `.rounded` → DejaVu Sans, `.serif` → DejaVu Serif, `.monospaced` → DejaVu Sans Mono.
public struct FontSpec: Hashable, Sendable {
    /// SwiftUI's `Font.Design`.
    public enum Design: String, Hashable, Sendable, CaseIterable {
        case `default`, serif, monospaced
        /// SF Rounded has no DejaVu counterpart: it uses the default family.
        case rounded
    }

    /// The em size in points (1 pt = 1 px at scale 1).
    public var size: Double
    /// Bold face of the family. Ignored when `file` is given (the file is the face).
    public var isBold: Bool
    public var design: Design
    /// A TrueType/OpenType file (`.ttf`, `.otf`, `.ttc` — face 0) that replaces the family.
    public var file: String?
    /// Tabular figures (OpenType `tnum`), as `Font.monospacedDigit()`: every digit one width.
    public var monospacedDigits: Bool
    /// The italic (oblique) face of the family (`.italic()`). Ignored when `file` is given.
    public var isItalic: Bool

    public init(size: Double, isBold: Bool = false, design: Design = .default, file: String? = nil,
                monospacedDigits: Bool = false, isItalic: Bool = false) {
        self.size = size; self.isBold = isBold; self.design = design; self.file = file
        self.monospacedDigits = monospacedDigits; self.isItalic = isItalic
    }
}
