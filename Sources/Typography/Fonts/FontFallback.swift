/// The order in which installed faces are tried for characters the primary face lacks,
/// and which Debian package to suggest for characters no face has.
enum FontFallback {
    /// Orders candidate files: DejaVu Sans first (widest coverage of the defaults), then faces
    /// whose weight matches the request, then whose serif-ness matches (Noto Serif CJK for a serif
    /// text), upright before italic, then path order (deterministic).
    static func order(_ files: [String], bold: Bool, serif: Bool) -> [String] {
        func key(_ f: String) -> (Int, Int, Int, Int, String) {
            let name = FontDiscovery.basename(f).lowercased()
            let isDejaVuSans = name == (bold ? "dejavusans-bold.ttf" : "dejavusans.ttf")
            let isBold = name.contains("bold") || name.contains("black") || name.contains("heavy")
            let isSerif = name.contains("serif") && !name.contains("sans")
            let isItalic = name.contains("italic") || name.contains("oblique")
            return (isDejaVuSans ? 0 : 1, isBold == bold ? 0 : 1, isSerif == serif ? 0 : 1, isItalic ? 1 : 0, f)
        }
        return files.map { (key($0), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// A Debian package that covers `scalar`, for error messages.
    static func suggestedPackage(for scalar: UInt32) -> String {
        switch scalar {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF,
             0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return "fonts-noto-cjk"
        case 0x1F000...0x1FAFF, 0x2600...0x27BF, 0x2B00...0x2BFF, 0xFE0F, 0x200D:
            return "fonts-noto-color-emoji"
        default:
            return "fonts-noto-core"
        }
    }

    /// Characters drawn as emoji unless a text selector says otherwise (Unicode Emoji_Presentation,
    /// the blocks it covers: pictographs, emoticons, transport, supplemental symbols, regional indicators).
    static func isEmojiPresentation(_ s: UInt32) -> Bool {
        switch s {
        case 0x1F1E6...0x1F1FF, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
             0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x231A, 0x231B, 0x23E9...0x23EC, 0x23F0, 0x23F3,
             0x25FD, 0x25FE, 0x2614, 0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA, 0x26AB, 0x26BD, 0x26BE,
             0x26C4, 0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2, 0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A, 0x270B,
             0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B, 0x2B1C,
             0x2B50, 0x2B55:
            return true
        default:
            return false
        }
    }

    /// "no installed font has the characters 日本 (U+65E5 U+672C); install fonts-noto-cjk".
    static func missingMessage(_ chars: [Character]) -> String {
        let shown = String(chars)
        let codes = chars.flatMap(\.unicodeScalars).map { "U+" + hex($0.value) }.joined(separator: " ")
        var packages: [String] = []
        for c in chars {
            let p = suggestedPackage(for: c.unicodeScalars.first!.value)
            if !packages.contains(p) { packages.append(p) }
        }
        return "no installed font has the characters \(shown) (\(codes)); install \(packages.joined(separator: " and "))"
    }

    private static func hex(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return s.count < 4 ? String(repeating: "0", count: 4 - s.count) + s : s
    }
}
