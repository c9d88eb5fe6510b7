import CFreeType
import CHarfBuzz
import Geometry

/// A FreeType face with its caches: character → glyph, glyph → outline (font units), and the
/// HarfBuzz font that shapes with it.
/// Not thread-safe by itself: only `FontLibrary` touches it, under its lock.
final class LoadedFace {
    let info: FontFace
    private let face: FT_Face
    let unitsPerEm: Double
    /// hhea ascender/descender (descender positive down) and line gap, font units.
    let ascender: Double, descender: Double, lineGap: Double
    /// Underline centre (negative: below the baseline) and thickness from the `post` table; strikeout
    /// centre above the baseline and thickness from OS/2 (fallbacks: half the x-height, the underline's
    /// thickness). Font units.
    let underlinePosition: Double, underlineThickness: Double
    let strikeoutPosition: Double?, strikeoutThickness: Double?
    /// Whether glyphs are colour bitmaps (emoji) rather than outlines, and the strike's pixels per em.
    let isColorBitmapFace: Bool
    let strikePixelsPerEm: Double
    /// A number unique to this face within its library (shaped-run cache keys).
    let serial: Int
    private var glyphForScalar: [UInt32: UInt32] = [:]
    /// Outline per ASCII scalar (the common case, without hashing); `missingOutline` marks "no glyph".
    private var asciiOutlines = [GlyphOutline?](repeating: nil, count: 128)
    private var outlines: [UInt32: GlyphOutline] = [:]
    private var capAndXHeight: (Double, Double)?

    /// Opens face `index` of `file`. Throws for unreadable files and for bitmap-only faces.
    init(library: FT_Library, file: String, index: Int, serial: Int) throws {
        var f: FT_Face?
        let err = FT_New_Face(library, file, FT_Long(index), &f)
        guard err == 0, let f else {
            throw TypographyError(.unusableFont, "cannot open font file \(file): \(FreeTypeError.describe(err))")
        }
        let scalable = f.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        // Colour bitmap faces (CBDT/sbix: Noto Color Emoji) have strikes instead of outlines.
        let colorBitmaps = !scalable && f.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && f.pointee.num_fixed_sizes > 0
        // FreeType reports no units per em for a face without outlines; the `head` table has them.
        var upem = Int(f.pointee.units_per_EM)
        if upem == 0, let head = FT_Get_Sfnt_Table(f, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self) {
            upem = Int(head.pointee.Units_Per_EM)
        }
        guard scalable || colorBitmaps, upem > 0 else {
            FT_Done_Face(f)
            throw TypographyError(.unusableFont, "font file \(file) has no scalable outlines (bitmap-only font)")
        }
        isColorBitmapFace = colorBitmaps
        if colorBitmaps {
            // The largest strike: the bitmap is scaled down to the text's size when drawn.
            var best = 0
            for k in 0..<Int(f.pointee.num_fixed_sizes) where f.pointee.available_sizes[k].y_ppem > f.pointee.available_sizes[best].y_ppem {
                best = k
            }
            FT_Select_Size(f, FT_Int(best))
            strikePixelsPerEm = Double(f.pointee.available_sizes[best].y_ppem) / 64
        } else {
            strikePixelsPerEm = 0
        }
        face = f
        unitsPerEm = Double(upem)
        ascender = Double(f.pointee.ascender)
        descender = -Double(f.pointee.descender)
        lineGap = max(0, Double(f.pointee.height) - ascender - descender)
        self.serial = serial
        underlinePosition = Double(f.pointee.underline_position)
        underlineThickness = max(1, Double(f.pointee.underline_thickness))
        if let os2 = FT_Get_Sfnt_Table(f, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self), os2.pointee.yStrikeoutSize > 0 {
            strikeoutThickness = Double(os2.pointee.yStrikeoutSize)
            strikeoutPosition = Double(os2.pointee.yStrikeoutPosition) + Double(os2.pointee.yStrikeoutSize) / 2
        } else {
            strikeoutThickness = nil; strikeoutPosition = nil
        }
        let family = f.pointee.family_name.map { String(cString: $0) } ?? "Unknown"
        let style = f.pointee.style_name.map { String(cString: $0) } ?? "Regular"
        info = FontFace(file: file, index: index, familyName: family, styleName: style, unitsPerEm: upem)
    }

    deinit {
        if let hb = hbFontStorage { hb_font_destroy(hb) }
        FT_Done_Face(face)
    }

    private var hbFontStorage: OpaquePointer?
    private var hbFontFailed = false

    /// The HarfBuzz font over the same file, scaled in font units (`hb_font_set_scale(upem, upem)`), so
    /// shaped advances and offsets are exact integers in the units the outlines are in; they are
    /// scaled to points afterwards. HarfBuzz reads the file's own blob (its GSUB/GPOS/GDEF tables)
    /// with its built-in OpenType functions. nil when HarfBuzz cannot read the file.
    var hbFont: OpaquePointer? {
        if let f = hbFontStorage { return f }
        if hbFontFailed { return nil }
        guard let blob = hb_blob_create_from_file_or_fail(info.file) else { hbFontFailed = true; return nil }
        let hbFace = hb_face_create(blob, UInt32(info.index))
        hb_blob_destroy(blob)
        let font = hb_font_create(hbFace)
        hb_face_destroy(hbFace)
        let upem = Int32(unitsPerEm)
        hb_font_set_scale(font, upem, upem)
        hbFontStorage = font
        return font
    }

    var isBold: Bool { face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 }
    var isItalic: Bool { face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0 }

    /// The glyph for a Unicode scalar, 0 when the face has none (cmap lookup, cached).
    func glyph(for scalar: UInt32) -> UInt32 {
        if let g = glyphForScalar[scalar] { return g }
        let g = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar)))
        glyphForScalar[scalar] = g
        return g
    }

    /// The outline that draws `scalar`, nil when the face has no glyph for it.
    @inline(__always) func outline(forScalar scalar: UInt32) -> GlyphOutline? {
        if scalar < 128 {
            if let o = asciiOutlines[Int(scalar)] { return o.glyph == 0 ? nil : o }
            let g = glyph(for: scalar)
            let o = g == 0 ? missingMarker : outline(g)
            asciiOutlines[Int(scalar)] = o
            return g == 0 ? nil : o
        }
        let g = glyph(for: scalar)
        return g == 0 ? nil : outline(g)
    }
    private lazy var missingMarker = GlyphOutline(glyph: 0, face: info, path: Path(), advance: 0)

    /// The unscaled, unhinted outline and advance of a glyph (cached per glyph).
    /// A glyph FreeType cannot load yields an empty outline with zero advance, never an error:
    /// one broken glyph should not stop a whole text.
    func outline(_ glyph: UInt32) -> GlyphOutline {
        if let o = outlines[glyph] { return o }
        if isColorBitmapFace {
            let o = GlyphOutline(glyph: glyph, face: info, path: Path(), advance: 0, bitmap: loadColorBitmap(glyph))
            outlines[glyph] = o
            return o
        }
        var path = Path()
        var advance = 0.0
        // NO_SCALE: outline and metrics in font units, one cached outline serves every size.
        let flags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        if FT_Load_Glyph(face, FT_UInt(glyph), flags) == 0, let slot = face.pointee.glyph {
            advance = Double(slot.pointee.metrics.horiAdvance)
            if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, let p = OutlineDecomposer.path(of: slot.pointee.outline) {
                path = p
            }
        }
        let o = GlyphOutline(glyph: glyph, face: info, path: path, advance: advance)
        outlines[glyph] = o
        return o
    }

    /// The glyph's BGRA bitmap at the selected strike, as premultiplied RGBA (FreeType's BGRA bitmaps are
    /// premultiplied already); nil when the glyph has none.
    private func loadColorBitmap(_ glyph: UInt32) -> GlyphBitmap? {
        guard FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else { return nil }
        let bm = slot.pointee.bitmap
        guard bm.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bm.width > 0, bm.rows > 0, let buffer = bm.buffer else { return nil }
        let w = Int(bm.width), h = Int(bm.rows), pitch = Int(bm.pitch)
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = buffer + (pitch >= 0 ? y * pitch : (h - 1 - y) * -pitch)
            for x in 0..<w {
                let b = UInt32(row[4 * x]), g = UInt32(row[4 * x + 1]), r = UInt32(row[4 * x + 2]), a = UInt32(row[4 * x + 3])
                pixels[y * w + x] = r | g << 8 | b << 16 | a << 24
            }
        }
        return GlyphBitmap(width: w, height: h, pixels: pixels, left: Double(slot.pointee.bitmap_left),
                           top: Double(slot.pointee.bitmap_top), pixelsPerEm: strikePixelsPerEm)
    }

    /// Cap height and x-height in font units: tops of "H" and "x" (fallbacks: 70 % / 50 % of the ascender).
    func capHeightAndXHeight() -> (Double, Double) {
        if let c = capAndXHeight { return c }
        func top(_ scalar: UInt32) -> Double? {
            let g = glyph(for: scalar)
            guard g != 0 else { return nil }
            let b = outline(g).path.controlPointBounds
            return b.isNull ? nil : -b.minY
        }
        let c = (top(0x48) ?? ascender * 0.7, top(0x78) ?? ascender * 0.5)
        capAndXHeight = c
        return c
    }
}
