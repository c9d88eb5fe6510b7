import CUnibreak

/// Line-break opportunities by UAX #14, from libunibreak (Debian `libunibreak-dev`): after spaces,
/// after hyphens (not before digits), around ideographs and kana (CJK breaks between characters, not
/// before small kana or "ー" — UAX #14's default for class CJ — or closing punctuation, not after opening brackets), after "/" and em dashes,
/// never inside numbers such as "3.14" or "$5.00", before closing or after opening punctuation.
enum UnicodeLineBreaks {
    /// libunibreak's lookup tables, built once before the first call.
    private static let initialised: Bool = { init_linebreak(); return true }()

    /// `after[j]`: a line may break between cluster j and cluster j + 1. One pass over the string's
    /// scalars (two arrays per layout, none per glyph). Breaks inside a cluster do not count.
    static func opportunities(_ string: String, _ clusters: [ShapedCluster]) -> [Bool] {
        _ = initialised
        let scalars = string.unicodeScalars
        var utf32: [UInt32] = []
        utf32.reserveCapacity(string.utf8.count)
        for s in scalars { utf32.append(safeForLibunibreak(s.value)) }
        var brks = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: utf32.count)
        if !utf32.isEmpty { set_linebreaks_utf32(utf32, utf32.count, nil, &brks) }
        var after = [Bool](repeating: false, count: clusters.count)
        var index = scalars.startIndex
        var k = 0                                   // scalars before `index`
        for j in clusters.indices {
            let end = clusters[j].range.upperBound
            while index < end { scalars.formIndex(after: &index); k += 1 }
            if k > 0 && k <= brks.count {
                let b = Int32(brks[k - 1])
                after[j] = b == LINEBREAK_ALLOWBREAK || b == LINEBREAK_MUSTBREAK
            }
        }
        // UAX #14 LB1 resolves CJ (small kana, "ー") to NS by default: no break before them. libunibreak 1.1
        // treats them as ideographs (CSS's "normal" line breaking), so the default is restored here.
        for j in clusters.indices.dropLast() where after[j] {
            if isConditionalJapaneseStarter(scalars[clusters[j + 1].range.lowerBound].value) { after[j] = false }
        }
        return after
    }

    /// libunibreak 1.1 predates class RI and aborts on regional indicators (an assertion in
    /// `set_linebreaks`; a sweep of every code point found them and U+FFFF, nothing else): they go in as
    /// an ideograph (U+4E00), which breaks as a flag between other characters does (a flag's two
    /// indicators are one cluster, so breaks inside it never count); U+FFFF as U+FFFD.
    @inline(__always) static func safeForLibunibreak(_ v: UInt32) -> UInt32 {
        if v >= 0x1F1E6 && v <= 0x1F1FF { return 0x4E00 }
        return v == 0xFFFF ? 0xFFFD : v
    }

    /// UAX #14 class CJ (LineBreak.txt): small hiragana and katakana, the prolonged sound mark, and their
    /// halfwidth forms.
    static func isConditionalJapaneseStarter(_ v: UInt32) -> Bool {
        switch v {
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FC,
             0x31F0...0x31FF, 0xFF67...0xFF70:
            return true
        default:
            return false
        }
    }
}
