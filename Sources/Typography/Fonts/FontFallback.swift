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
        case 0x1F000...0x1FAFF, 0x2600...0x27BF:
            return "fonts-symbola"   // outline emoji/symbols (colour bitmap emoji cannot be outlines)
        default:
            return "fonts-noto-core"
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
