/// UIKit's colours (`UIColor.systemGray4`, `UIColor.label`, `UIColor.red`), as SwiftUI shows them
/// through `Color(uiColor:)`, and the one table of light/dark values behind SwiftUI's own adaptive
/// colours (`Color.blue` is `systemBlue`, `.primary` is `label`, `.secondary` `secondaryLabel`).
///
/// Sources, in this order: shared/reference/ios-look.md (UIKit's documented sRGB values); for the
/// colours it lacks, Flutter's `CupertinoColors` (packages/flutter/lib/src/cupertino/colors.dart,
/// UIKit's values transcribed per trait: fills, quaternaryLabel, opaqueSeparator, placeholderText,
/// link, tertiarySystemGroupedBackground) and SkipUI's iOS pixel tests (skiptools/skip-ui,
/// SkipUITests.swift: `Color.mint/.cyan/.brown` rendered under `.environment(\.colorScheme, .dark)`
/// on iOS read #63E6E2, #64D2FF, #AC8E68). Light values are the ones this table always had, so
/// light renders are unchanged.
public struct UIKitColor: Sendable {
    public let name: String
    public let light: Color
    public let dark: Color

    public init(_ name: String, light: Color, dark: Color) { self.name = name; self.light = light; self.dark = dark }

    /// The colour in `scheme` (UIKit's `resolvedColor(with:)` for the user-interface style).
    public func resolved(in scheme: ColorScheme) -> Color { scheme == .dark ? dark : light }
}

extension UIKitColor {
    private static func hex(_ v: Int, _ alpha: Double = 1) -> Color {
        Color(red: Double(v >> 16 & 0xFF) / 255, green: Double(v >> 8 & 0xFF) / 255, blue: Double(v & 0xFF) / 255, alpha: alpha)
    }

    /// The adaptive system colours. The tints are SwiftUI's own named colours (`Color(.systemBlue)`
    /// is `Color.blue`), so both spellings give one value in either scheme.
    public static let system: [UIKitColor] = [
        // Tints: SwiftUI's `Color.blue` … are these system colours.
        UIKitColor("systemBlue", light: .blue, dark: hex(0x0A84FF)),
        UIKitColor("systemGreen", light: .green, dark: hex(0x30D158)),
        UIKitColor("systemRed", light: .red, dark: hex(0xFF453A)),
        UIKitColor("systemOrange", light: .orange, dark: hex(0xFF9F0A)),
        UIKitColor("systemYellow", light: .yellow, dark: hex(0xFFD60A)),
        UIKitColor("systemPink", light: .pink, dark: hex(0xFF375F)),
        UIKitColor("systemPurple", light: .purple, dark: hex(0xBF5AF2)),
        UIKitColor("systemIndigo", light: .indigo, dark: hex(0x5E5CE6)),
        UIKitColor("systemTeal", light: .teal, dark: hex(0x40C8E0)),
        UIKitColor("systemMint", light: .mint, dark: hex(0x63E6E2)),
        UIKitColor("systemCyan", light: .cyan, dark: hex(0x64D2FF)),
        UIKitColor("systemBrown", light: .brown, dark: hex(0xAC8E68)),
        // Greys.
        UIKitColor("systemGray", light: .gray, dark: hex(0x8E8E93)),
        UIKitColor("systemGray2", light: hex(0xAEAEB2), dark: hex(0x636366)),
        UIKitColor("systemGray3", light: hex(0xC7C7CC), dark: hex(0x48484A)),
        UIKitColor("systemGray4", light: hex(0xD1D1D6), dark: hex(0x3A3A3C)),
        UIKitColor("systemGray5", light: hex(0xE5E5EA), dark: hex(0x2C2C2E)),
        UIKitColor("systemGray6", light: hex(0xF2F2F7), dark: hex(0x1C1C1E)),
        // Backgrounds (the base level; UIKit's "elevated" dark values, for sheets and popovers, are
        // not modelled).
        UIKitColor("systemBackground", light: hex(0xFFFFFF), dark: hex(0x000000)),
        UIKitColor("secondarySystemBackground", light: hex(0xF2F2F7), dark: hex(0x1C1C1E)),
        UIKitColor("tertiarySystemBackground", light: hex(0xFFFFFF), dark: hex(0x2C2C2E)),
        UIKitColor("systemGroupedBackground", light: hex(0xF2F2F7), dark: hex(0x000000)),
        UIKitColor("secondarySystemGroupedBackground", light: hex(0xFFFFFF), dark: hex(0x1C1C1E)),
        UIKitColor("tertiarySystemGroupedBackground", light: hex(0xF2F2F7), dark: hex(0x2C2C2E)),
        // Labels: `label` is SwiftUI's `.primary`, `secondaryLabel` its `.secondary`.
        UIKitColor("label", light: .primary, dark: hex(0xFFFFFF)),
        UIKitColor("secondaryLabel", light: .secondary, dark: hex(0xEBEBF5, 0.6)),
        UIKitColor("tertiaryLabel", light: hex(0x3C3C43, 0.3), dark: hex(0xEBEBF5, 0.3)),
        UIKitColor("quaternaryLabel", light: hex(0x3C3C43, 0.18), dark: hex(0xEBEBF5, 0.16)),
        UIKitColor("placeholderText", light: hex(0x3C3C43, 0.3), dark: hex(0xEBEBF5, 0.3)),
        UIKitColor("link", light: .blue, dark: hex(0x0984FF)),
        // Separators and fills.
        UIKitColor("separator", light: hex(0x3C3C43, 0.29), dark: hex(0x545458, 0.6)),
        UIKitColor("opaqueSeparator", light: hex(0xC6C6C8), dark: hex(0x38383A)),
        UIKitColor("systemFill", light: hex(0x787880, 0.2), dark: hex(0x787880, 0.36)),
        UIKitColor("secondarySystemFill", light: hex(0x787880, 0.16), dark: hex(0x787880, 0.32)),
        UIKitColor("tertiarySystemFill", light: hex(0x767680, 0.12), dark: hex(0x767680, 0.24)),
        UIKitColor("quaternarySystemFill", light: hex(0x747480, 0.08), dark: hex(0x767680, 0.18)),
    ]

    /// The system colours by UIKit name.
    public static let byName: [String: UIKitColor] = Dictionary(uniqueKeysWithValues: system.map { ($0.name, $0) })

    /// SwiftUI's adaptive colours and the system colour each is (`Color.primary` is `label`).
    /// `black`, `white` and `clear` are the same in both schemes and are not here.
    public static let swiftUIColors: [String: String] = [
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen",
        "mint": "systemMint", "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue",
        "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink", "brown": "systemBrown",
        "gray": "systemGray", "primary": "label", "secondary": "secondaryLabel", "accentColor": "systemBlue",
    ]

    /// A system colour by UIKit name (`UIKitColor["label"]`); traps on a name not in the table.
    public static subscript(_ name: String) -> UIKitColor { byName[name]! }

    /// The label colour (`Color.primary`) in `scheme`: the default foreground of text and symbols.
    public static func label(in scheme: ColorScheme) -> Color { UIKitColor["label"].resolved(in: scheme) }
    /// `systemBackground` in `scheme`: a window's own background.
    public static func background(in scheme: ColorScheme) -> Color { UIKitColor["systemBackground"].resolved(in: scheme) }

    /// UIKit's fixed colours: the same in both schemes, and not SwiftUI's system colours of the
    /// same name (`UIColor.red` is pure red, `Color.red` is systemRed), as UIColor documents them.
    public static let fixed: [(String, Color)] = [
        ("black", .black), ("white", .white), ("clear", .clear),
        ("darkGray", Color(white: 1.0 / 3)), ("gray", Color(white: 0.5)), ("lightGray", Color(white: 2.0 / 3)),
        ("red", Color(red: 1, green: 0, blue: 0)), ("green", Color(red: 0, green: 1, blue: 0)),
        ("blue", Color(red: 0, green: 0, blue: 1)), ("cyan", Color(red: 0, green: 1, blue: 1)),
        ("yellow", Color(red: 1, green: 1, blue: 0)), ("magenta", Color(red: 1, green: 0, blue: 1)),
        ("orange", Color(red: 1, green: 0.5, blue: 0)), ("purple", Color(red: 0.5, green: 0, blue: 0.5)),
        ("brown", Color(red: 0.6, green: 0.4, blue: 0.2)),
        ("darkText", .black), ("lightText", Color(white: 1, alpha: 0.6)),
    ]
}
