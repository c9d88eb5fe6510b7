import Geometry
import Typography

/// Values read from the font files with fontTools 4.68 (`TTFont(...)['hhea'|'hmtx'|'kern'|'glyf']`),
/// independently of FreeType.
enum DejaVu {
    static let dir = "/usr/share/fonts/truetype/dejavu"
    static let sans = dir + "/DejaVuSans.ttf"
    static let unitsPerEm = 2048.0
    static let ascender = 1901.0, descender = 483.0, lineGap = 0.0   // hhea (descender negated)
    static let capHeight = 1493.0, xHeight = 1120.0                  // yMax of glyf "H" and "x"
    /// hmtx advances of "Hello, world!" (no 'kern' pair occurs in it).
    static let helloAdvances: [Double] = [1540, 1260, 569, 569, 1253, 651, 651, 1675, 1253, 842, 569, 1300, 821]
    static let helloBoldTotal = 14816.0
    static let advA = 1401.0, advV = 1401.0, kernAV = -131.0
    static let advT = 1251.0, advO = 1253.0, kernTo = -348.0
    static let advSpace = 651.0, advEllipsis = 2048.0
    static let monoAdvance = 1233.0
}

/// A library that sees only the DejaVu fonts, so fallback and missing-character results do not
/// depend on what else is installed.
let dejaVuOnly = FontLibrary(searchPaths: [DejaVu.dir])

func layout(_ s: String, size: Double = 17, width: Double? = nil, lineLimit: Int? = nil,
            alignment: TextLayout.Alignment = .leading, truncation: TextLayout.Truncation = .tail,
            lineHeight: Double? = nil, bold: Bool = false, library: FontLibrary = dejaVuOnly) throws -> TextLayout {
    try TextLayout.make(s, font: FontSpec(size: size, isBold: bold), width: width, lineLimit: lineLimit,
                        alignment: alignment, truncation: truncation, lineHeight: lineHeight, library: library)
}

/// |a − b| ≤ tol: floating-point sums in a different order differ in the last bits only.
func close(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }
