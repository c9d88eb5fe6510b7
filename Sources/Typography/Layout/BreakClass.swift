/// A simplified line-breaking class of a character (UAX #14 "lite"): enough to break Latin text at
/// spaces and after hyphens, CJK text between ideographs, and to keep Japanese/Chinese punctuation
/// (kinsoku) and opening/closing brackets attached to their neighbours.
enum BreakClass: UInt8, Sendable {
    case other
    /// Breaking space (U+0020, tab, U+3000, U+2000–U+200A except figure space…): a break may follow
    /// a run of them; at a wrap they hang past the line end and do not count in its width.
    case space
    /// U+200B: an invisible break opportunity.
    case zeroWidthSpace
    /// Mandatory break: LF, CR, CRLF, VT, FF, NEL, U+2028, U+2029.
    case newline
    /// Hyphen-minus, hyphen, en dash: a break may follow (not before a digit, not after a space).
    case hyphen
    /// CJK ideographs, kana, Hangul syllables, fullwidth letters: breaks allowed on both sides.
    case ideographic
    /// Opening brackets and quotes (UAX #14 OP): no break after.
    case open
    /// Closing punctuation, small kana, prolonged sound mark, "…" (CL/CP/EX/IS/NS/IN): no break before.
    case close
    /// ASCII/fullwidth digits (NU): no break between a hyphen and a digit ("-5").
    case digit

    static func of(_ c: Character) -> BreakClass {
        guard let s = c.unicodeScalars.first?.value else { return .other }
        if s < 0x80 { return ascii[Int(s)] }     // CRLF starts with CR: a newline too
        switch s {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return .newline
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
        case 0x200B: return .zeroWidthSpace
        case 0x2D, 0x2010, 0x2013: return .hyphen
        case 0x30...0x39, 0xFF10...0xFF19: return .digit
        default: break
        }
        if let u = Unicode.Scalar(s) {
            if openSet.contains(u) { return .open }
            if closeSet.contains(u) { return .close }
        }
        switch s {
        case 0x1100...0x115F, 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF,
             0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return .ideographic
        default:
            return .other
        }
    }

    /// Classes of the ASCII characters, precomputed (no set lookups on the common path).
    private static let ascii: [BreakClass] = (0..<0x80).map { v -> BreakClass in
        switch v {
        case 0x0A, 0x0B, 0x0C, 0x0D: return .newline
        case 0x20, 0x09: return .space
        case 0x2D: return .hyphen
        case 0x30...0x39: return .digit
        default:
            let u = Unicode.Scalar(UInt8(v))
            return openSet.contains(u) ? .open : closeSet.contains(u) ? .close : .other
        }
    }

    private static let openSet: Set<Unicode.Scalar> = Set("([{«‘“「『（〔［｛〈《【〖〘〚〝＜".unicodeScalars)
    private static let closeSet: Set<Unicode.Scalar> = Set(
        (")]}»’”!?,.:;%‰…‥" + "、。，．・：；？！）〕］｝〉》」』】〗〙〛〞〟＞％"
         + "ーぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ々〻ゝゞヽヾ").unicodeScalars)

    /// Whether a line may break between a character of class `a` and a following one of class `b`
    /// (`beforeA` is the class before `a`, nil at the paragraph start). Spaces are handled by the
    /// caller (the break goes after the last space of a run).
    static func canBreak(after a: BreakClass, before b: BreakClass, beforeA: BreakClass?) -> Bool {
        if b == .space || b == .newline { return false }
        if a == .space || a == .zeroWidthSpace { return true }
        if b == .close || a == .open { return false }
        if a == .hyphen {
            guard let p = beforeA, p != .space, p != .zeroWidthSpace, p != .newline else { return false }
            return b != .digit
        }
        if b == .zeroWidthSpace { return false }
        return a == .ideographic || b == .ideographic || (a == .close && b == .open)
    }
}
