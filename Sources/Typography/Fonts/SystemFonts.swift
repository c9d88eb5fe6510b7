/// The installed faces that stand in for Apple's system fonts, by design, weight and italic.
///
/// SF Pro cannot be shipped; Inter (Debian `fonts-inter`: static OpenType/CFF files, one per weight
/// 100–900, upright and italic, in a Text and a Display cut) is close to it in design and metrics. iOS
/// sets SF Pro Text below 20 pt and SF Pro Display from 20 pt; Flipbook does the same with Inter and
/// Inter Display. SF Pro Rounded has no installed counterpart (it uses Inter), New York is DejaVu
/// Serif, SF Mono is DejaVu Sans Mono (both regular and bold only). When Inter is not installed the
/// default design falls back to DejaVu Sans. SF Pro's condensed and compressed widths are DejaVu Sans
/// Condensed, its expanded width DejaVu Sans (`FontSpec.Width`).
enum SystemFonts {
    /// The point size from which the Display cut is used (SF Pro: Text below 20 pt, Display from 20 pt).
    static let displayFromSize = 20.0

    /// A face to look for: the family name (for messages), the file's name and the Debian package with it.
    struct Candidate: Hashable { var family: String; var file: String; var package: String }

    /// Inter's style names for weight classes 100 … 900 (as in its file names).
    private static let interWeights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
    private static let interFamilyWeights = ["Thin", "Extra Light", "Light", "", "Medium", "Semi Bold", "Bold", "Extra Bold", "Black"]

    /// The weight class rounded to a multiple of 100 and clamped to 100 … 900.
    static func weightClass(_ w: Int) -> Int { min(900, max(100, (w + 50) / 100 * 100)) }

    /// Candidate faces for a request, best first: the first one installed is used.
    static func candidates(design: FontSpec.Design, weight: Int, italic: Bool, size: Double,
                           width: FontSpec.Width = .standard) -> [Candidate] {
        let bold = weight >= 600
        switch (design, width) {
        case (.default, .condensed), (.default, .compressed), (.rounded, .condensed), (.rounded, .compressed):
            // Inter has no narrow cut: DejaVu Sans Condensed is the installed condensed sans.
            return [dejaVu("Sans Condensed", "DejaVuSansCondensed", bold: bold, italic: italic, slanted: "Oblique", extra: true)]
                + candidates(design: design, weight: weight, italic: italic, size: size)
        case (.default, .expanded), (.rounded, .expanded):
            // DejaVu Sans, the widest installed sans, sets about 6 % wider than Inter (see `FontSpec.Width`).
            return [dejaVu("Sans", "DejaVuSans", bold: bold, italic: italic, slanted: "Oblique")]
        case (.serif, .condensed), (.serif, .compressed):
            return [dejaVu("Serif Condensed", "DejaVuSerifCondensed", bold: bold, italic: italic, slanted: "Italic", extra: true),
                    dejaVu("Serif", "DejaVuSerif", bold: bold, italic: italic, slanted: "Italic")]
        case (.default, _), (.rounded, _):
            let k = weightClass(weight) / 100 - 1
            let display = size >= displayFromSize
            let stem = display ? "InterDisplay" : "Inter"
            let style = interWeights[k] == "Regular" && italic ? "Italic" : interWeights[k] + (italic ? "Italic" : "")
            let family = ([display ? "Inter Display" : "Inter", interFamilyWeights[k]] + (italic ? ["Italic"] : []))
                .filter { !$0.isEmpty }.joined(separator: " ")
            let inter = Candidate(family: family, file: "\(stem)-\(style).otf", package: "fonts-inter")
            return [inter, dejaVu("Sans", "DejaVuSans", bold: bold, italic: italic, slanted: "Oblique")]
        case (.serif, _):
            return [dejaVu("Serif", "DejaVuSerif", bold: bold, italic: italic, slanted: "Italic")]
        case (.monospaced, _):
            return [dejaVu("Sans Mono", "DejaVuSansMono", bold: bold, italic: italic, slanted: "Oblique")]
        }
    }

    /// DejaVu's faces: upright from `fonts-dejavu-core`, oblique/italic and the condensed families (`extra`)
    /// from `fonts-dejavu-extra`.
    private static func dejaVu(_ family: String, _ stem: String, bold: Bool, italic: Bool, slanted: String,
                               extra: Bool = false) -> Candidate {
        let style = (bold ? "Bold" : "") + (italic ? slanted : "")
        let familyStyle = [bold ? "Bold" : "", italic ? slanted : ""].filter { !$0.isEmpty }.joined(separator: " ")
        return Candidate(family: "DejaVu \(family)" + (familyStyle.isEmpty ? "" : " " + familyStyle),
                         file: style.isEmpty ? "\(stem).ttf" : "\(stem)-\(style).ttf",
                         package: italic || extra ? "fonts-dejavu-extra" : "fonts-dejavu-core")
    }
}
