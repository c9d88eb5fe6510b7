
/// SwiftUI's named colours in the light colour scheme (iOS system colours, as documented in
/// Apple's Human Interface Guidelines colour table): what the Swift API draws. Their dark values,
/// and the light/dark table scene scripts resolve them with, are `UIKitColor.system`.
extension Color {
    public static let red = Color(r8: 255, g8: 59, b8: 48)
    public static let orange = Color(r8: 255, g8: 149, b8: 0)
    public static let yellow = Color(r8: 255, g8: 204, b8: 0)
    public static let green = Color(r8: 52, g8: 199, b8: 89)
    public static let mint = Color(r8: 0, g8: 199, b8: 190)
    public static let teal = Color(r8: 48, g8: 176, b8: 199)
    public static let cyan = Color(r8: 50, g8: 173, b8: 230)
    public static let blue = Color(r8: 0, g8: 122, b8: 255)
    public static let indigo = Color(r8: 88, g8: 86, b8: 214)
    public static let purple = Color(r8: 175, g8: 82, b8: 222)
    public static let pink = Color(r8: 255, g8: 45, b8: 85)
    public static let brown = Color(r8: 162, g8: 132, b8: 94)
    public static let gray = Color(r8: 142, g8: 142, b8: 147)
    /// `.primary`: the label colour (black in the light scheme).
    public static let primary = Color.black
    /// `.secondary`: the secondary label colour (#3C3C43 at 60 %).
    public static let secondary = Color(r8: 60, g8: 60, b8: 67, a8: 153)

    /// The named colours, for `flipbook list` and error messages.
    public static let named: [(String, Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
        ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
        ("pink", .pink), ("brown", .brown), ("gray", .gray), ("black", .black), ("white", .white),
        ("clear", .clear), ("primary", .primary), ("secondary", .secondary),
    ]
}
