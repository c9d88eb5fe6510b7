import CFreeType

/// The fonts Flipbook draws text with: opens faces through FreeType, resolves `FontSpec`s to
/// installed files (`SystemFonts`: Inter, DejaVu; or an explicit file), finds fallback faces for characters the primary face lacks,
/// and caches characters → glyphs, glyph outlines (per face and glyph, in font units, so one outline
/// serves every size) and shaped runs (`ShapedRunCache`).
///
/// Thread-safe: one lock guards FreeType and the caches. `TextLayout.make` holds it once while it
/// shapes a string; positioning, wrapping and `TextLayout.path()` run without it.
public final class FontLibrary: @unchecked Sendable {
    /// Where Debian installs fonts (`fonts-dejavu-core` → /usr/share/fonts/truetype/dejavu,
    /// `fonts-inter` → /usr/share/fonts/opentype/inter,
    /// `fonts-noto-cjk` → /usr/share/fonts/opentype/noto), plus the local-admin directory.
    public static let defaultSearchPaths = ["/usr/share/fonts", "/usr/local/share/fonts"]

    /// The library every `TextLayout.make` uses unless told otherwise.
    public static let shared = FontLibrary()

    /// Directories scanned (once, on first need) for the default families and for fallback faces.
    public let searchPaths: [String]

    let lock = Lock()
    private var ft: FT_Library?
    private var ftError: Int32 = 0
    private var discovered: [String]?
    private var openFaces: [String: LoadedFace] = [:]        // by file (face 0)
    private var unusableFiles: Set<String> = []
    private var faceSets: [FaceSetKey: FaceSet] = [:]
    private var fallbackOrders: [FallbackStyle: [String]] = [:]
    private var nextSerial = 0
    /// HarfBuzz results by request (callers hold `lock`).
    var shapedRuns = ShapedRunCache()

    public init(searchPaths: [String] = FontLibrary.defaultSearchPaths) {
        self.searchPaths = searchPaths
        var lib: FT_Library?
        ftError = FT_Init_FreeType(&lib)
        ft = ftError == 0 ? lib : nil
    }

    deinit {
        faceSets.removeAll()
        openFaces.removeAll()          // LoadedFace.deinit calls FT_Done_Face before the library goes
        if let ft { FT_Done_FreeType(ft) }
    }

    // MARK: - Public queries

    /// Vertical metrics of the primary face of `font` at `font.size`, in points.
    public func metrics(for font: FontSpec) throws -> FontMetrics {
        try Self.validate(font)
        return try lock.withLock {
            let face = try faceSet(for: font).primary
            let s = font.size / face.unitsPerEm
            let (cap, x) = face.capHeightAndXHeight()
            var m = FontMetrics(ascender: face.ascender * s, descender: face.descender * s, lineGap: face.lineGap * s,
                                capHeight: cap * s, xHeight: x * s, size: font.size, unitsPerEm: Int(face.unitsPerEm))
            m.underlineOffset = -face.underlinePosition * s
            m.underlineThickness = face.underlineThickness * s
            m.strikethroughOffset = (face.strikeoutPosition ?? x / 2) * s
            m.strikethroughThickness = (face.strikeoutThickness ?? face.underlineThickness) * s
            return m
        }
    }

    /// The face `font` resolves to (before any per-character fallback).
    public func face(for font: FontSpec) throws -> FontFace {
        try lock.withLock { try faceSet(for: font).primary.info }
    }

    /// Every font file found under the search paths (scanned once).
    public var installedFontFiles: [String] { lock.withLock { discoveredFiles() } }

    // MARK: - Resolution (callers hold `lock`)

    static func validate(_ font: FontSpec) throws {
        guard font.size.isFinite, font.size >= 0 else {
            throw TypographyError(.invalidArgument, "font size must be a finite number ≥ 0 (got \(font.size))")
        }
    }

    func faceSet(for font: FontSpec) throws -> FaceSet {
        let key = FaceSetKey(font)
        if let s = faceSets[key] { return s }
        let primary: LoadedFace
        if let file = font.file {
            guard FontDiscovery.fileExists(file) else {
                throw TypographyError(.fontFileNotFound, "font file not found: \(file)")
            }
            guard FontDiscovery.isReadable(file) else {
                throw TypographyError(.fontFileNotFound, "font file not readable: \(file)")
            }
            primary = try openFace(file)
        } else {
            let wanted = SystemFonts.candidates(design: key.design, weight: key.weight, italic: key.italic,
                                                size: key.display ? SystemFonts.displayFromSize : 0, width: key.width)
            let files = discoveredFiles()
            guard let file = wanted.lazy.compactMap({ c in files.first { FontDiscovery.basename($0) == c.file } }).first else {
                let names = wanted.map { "\($0.family) (\($0.file))" }.joined(separator: " or ")
                var packages: [String] = []
                for c in wanted where !packages.contains(c.package) { packages.append(c.package) }
                throw TypographyError(.familyNotInstalled,
                    "\(names) is not installed under \(searchPaths.joined(separator: ", ")); install "
                    + packages.joined(separator: " or "))
            }
            primary = try openFace(file)
        }
        let set = FaceSet(primary: primary, style: FallbackStyle(bold: key.bold, serif: key.design == .serif))
        faceSets[key] = set
        return set
    }

    private func openFace(_ file: String) throws -> LoadedFace {
        if let f = openFaces[file] { return f }
        guard let ft else {
            throw TypographyError(.unusableFont, "FreeType failed to initialise: \(FreeTypeError.describe(ftError))")
        }
        nextSerial += 1
        let f = try LoadedFace(library: ft, file: file, index: 0, serial: nextSerial)
        openFaces[file] = f
        return f
    }

    func discoveredFiles() -> [String] {
        if let d = discovered { return d }
        let d = FontDiscovery.fontFiles(under: searchPaths)
        discovered = d
        return d
    }

    /// The face that draws `scalar` for this face set: the primary face if it has the character, else
    /// the first fallback face that does; nil when no installed face has it.
    @inline(__always) func face(forScalar scalar: UInt32, in set: FaceSet) -> LoadedFace? {
        if set.primary.glyph(for: scalar) != 0 { return set.primary }
        if let hit = set.fallbackCache[scalar] { return hit }
        let found = fallbackFaces(in: set).first { $0.glyph(for: scalar) != 0 }
        set.fallbackCache[scalar] = .some(found)
        return found
    }

    /// The usable fallback faces of a set, in fallback order (opened on first need; files FreeType
    /// rejects are skipped).
    func fallbackFaces(in set: FaceSet) -> [LoadedFace] {
        if let f = set.fallbackFaces { return f }
        var faces: [LoadedFace] = []
        for file in fallbackOrder(set.style) where file != set.primary.info.file && !unusableFiles.contains(file) {
            do { faces.append(try openFace(file)) } catch { unusableFiles.insert(file) }
        }
        set.fallbackFaces = faces
        return faces
    }

    private func fallbackOrder(_ style: FallbackStyle) -> [String] {
        if let o = fallbackOrders[style] { return o }
        let o = FontFallback.order(discoveredFiles(), bold: style.bold, serif: style.serif)
        fallbackOrders[style] = o
        return o
    }
}

/// Cache key of a resolved spec: of the size only whether the Display cut applies (outlines are
/// cached in font units).
struct FaceSetKey: Hashable {
    var design: FontSpec.Design
    var weight: Int
    var italic: Bool
    var display: Bool
    var width: FontSpec.Width
    var file: String?
    init(_ f: FontSpec) {
        file = f.file
        width = f.file == nil && f.design != .monospaced ? f.width : .standard
        let system = f.file == nil
        design = system ? (f.design == .rounded ? .default : f.design) : .default
        weight = system ? SystemFonts.weightClass(f.weight) : 400
        italic = system && f.isItalic
        display = system && design == .default && f.size >= SystemFonts.displayFromSize
    }
    var bold: Bool { weight >= 600 }
}

/// What fallback faces should look like: weight and serif-ness of the request.
struct FallbackStyle: Hashable { var bold: Bool; var serif: Bool }

/// A primary face and what fallback found for the characters it lacks.
final class FaceSet {
    let primary: LoadedFace
    let style: FallbackStyle
    var fallbackCache: [UInt32: LoadedFace?] = [:]
    var fallbackFaces: [LoadedFace]?
    init(primary: LoadedFace, style: FallbackStyle) { self.primary = primary; self.style = style }
}
