import CHarfBuzz

/// One glyph as HarfBuzz shaped it, in font units (the hb font is scaled to units per em).
struct HBGlyph: Hashable {
    var glyph: UInt32
    /// Index of the first scalar of its cluster in the text handed to HarfBuzz (the context window).
    var cluster: UInt32
    var xAdvance: Int32
    var xOffset: Int32
    /// y up, as in the font.
    var yOffset: Int32
}

/// What one HarfBuzz call shapes: a run of one face, direction and script, with up to
/// `ShapedRunCache.contextLength` scalars of context on each side (so Arabic joins and Indic
/// reordering see their neighbours across a run edge, hb_buffer_add_utf32's pre/post context).
struct ShapeRequest: Hashable {
    var face: Int
    /// The scalars handed to HarfBuzz: context before, the run, context after.
    var text: [UInt32]
    var itemOffset: Int
    var itemLength: Int
    var rightToLeft: Bool
    var script: UInt32
    /// Beginning/end of paragraph (HB_BUFFER_FLAG_BOT/EOT: a leading mark gets a dotted circle).
    var atStart: Bool, atEnd: Bool
    var features: FontFeatures
}

/// OpenType features a `FontSpec` turns on beyond HarfBuzz's defaults (kern, liga, clig, calt, marks).
struct FontFeatures: OptionSet, Hashable {
    let rawValue: UInt8
    /// `tnum`: tabular (monospaced) figures, SwiftUI's `.monospacedDigit()`.
    static let tabularFigures = FontFeatures(rawValue: 1)
    /// `liga` and `clig` off (tracked text).
    static let noLigatures = FontFeatures(rawValue: 2)

    /// The hb_feature_t list, each applied to the whole buffer.
    var hbFeatures: [hb_feature_t] {
        var out: [hb_feature_t] = []
        if contains(.tabularFigures) {
            out.append(hb_feature_t(tag: Self.tag("tnum"), value: 1, start: 0, end: UInt32.max))
        }
        if contains(.noLigatures) {
            out.append(hb_feature_t(tag: Self.tag("liga"), value: 0, start: 0, end: UInt32.max))
            out.append(hb_feature_t(tag: Self.tag("clig"), value: 0, start: 0, end: UInt32.max))
        }
        return out
    }

    /// HB_TAG: four ASCII bytes, big-endian.
    static func tag(_ s: StaticString) -> hb_tag_t {
        var t: UInt32 = 0
        s.withUTF8Buffer { for b in $0 { t = t << 8 | UInt32(b) } }
        return t
    }
}

/// Shaped runs by request, so a text set again (every frame of a clip, every proposal a stack makes)
/// is not shaped again. Bounded: runs longer than `maxRunLength` scalars are not stored, and the whole
/// cache is dropped when it holds `capacity` entries (results do not depend on the cache, so output
/// stays deterministic whatever was evicted).
struct ShapedRunCache {
    static let maxRunLength = 512
    static let capacity = 4096
    /// Scalars of context passed on each side of a run (enough for Arabic joining and Indic syllables).
    static let contextLength = 5

    private var entries: [ShapeRequest: [HBGlyph]] = [:]

    func lookup(_ r: ShapeRequest) -> [HBGlyph]? {
        r.itemLength <= Self.maxRunLength ? entries[r] : nil
    }

    mutating func store(_ r: ShapeRequest, _ glyphs: [HBGlyph]) {
        guard r.itemLength <= Self.maxRunLength else { return }
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[r] = glyphs
    }

    var count: Int { entries.count }
}

enum HarfBuzz {
    /// Shapes `r` with `font` (HarfBuzz's OpenType shaper: GSUB/GPOS, Arabic joining, USE/Indic/Thai
    /// shapers by script), glyphs in visual order as HarfBuzz returns them.
    static func shape(_ r: ShapeRequest, font: OpaquePointer) -> [HBGlyph] {
        guard let buf = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buf) }
        r.text.withUnsafeBufferPointer { p in
            hb_buffer_add_utf32(buf, p.baseAddress, Int32(p.count), UInt32(r.itemOffset), Int32(r.itemLength))
        }
        hb_buffer_set_direction(buf, r.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buf, hb_script_t(rawValue: r.script))
        hb_buffer_set_cluster_level(buf, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        var flags = HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES.rawValue
        if r.atStart { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if r.atEnd { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buf, hb_buffer_flags_t(rawValue: flags))
        hb_buffer_guess_segment_properties(buf)          // the language (script and direction are set)
        let features = r.features.hbFeatures
        features.withUnsafeBufferPointer { f in
            hb_shape(font, buf, f.baseAddress, UInt32(f.count))
        }
        var n: UInt32 = 0
        guard let info = hb_buffer_get_glyph_infos(buf, &n), let pos = hb_buffer_get_glyph_positions(buf, &n) else { return [] }
        var out: [HBGlyph] = []
        out.reserveCapacity(Int(n))
        for i in 0..<Int(n) {
            out.append(HBGlyph(glyph: info[i].codepoint, cluster: info[i].cluster, xAdvance: pos[i].x_advance,
                               xOffset: pos[i].x_offset, yOffset: pos[i].y_offset))
        }
        return out
    }

    /// The Unicode script of a scalar (HarfBuzz's tables), nil for Common, Inherited and Unknown,
    /// which take the script of the text around them.
    static func script(of scalar: UInt32) -> UInt32? {
        let s = hb_unicode_script(hb_unicode_funcs_get_default(), scalar)
        if s == HB_SCRIPT_COMMON || s == HB_SCRIPT_INHERITED || s == HB_SCRIPT_UNKNOWN { return nil }
        return s.rawValue
    }
}
