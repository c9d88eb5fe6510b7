/// What the line breaker needs to know of a character besides its UAX #14 break opportunities
/// (`UnicodeLineBreaks`): spaces hang past a wrapped line's end, mandatory breaks split paragraphs.
enum BreakClass: UInt8, Sendable {
    case other
    /// Breaking space (U+0020, tab, U+3000, U+2000–U+200A except figure space…): at a wrap they hang
    /// past the line end and do not count in its width.
    case space
    /// U+200B: an invisible break opportunity (hangs like a space).
    case zeroWidthSpace
    /// Mandatory break: LF, CR, CRLF, VT, FF, NEL, U+2028, U+2029.
    case newline

    static func of(_ c: Character) -> BreakClass {
        guard let s = c.unicodeScalars.first?.value else { return .other }
        switch s {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return .newline     // CRLF starts with CR: a newline too
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
        case 0x200B: return .zeroWidthSpace
        default: return .other
        }
    }
}
