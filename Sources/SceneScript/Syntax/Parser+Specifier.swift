extension Parser {
    /// `"\(value, specifier: "%.1f")"` (SwiftUI's `LocalizedStringKey` interpolation in `Text`):
    /// read as `String(format: "%.1f", value)`. At the `,` after the value; nil when no
    /// `specifier:` follows (the caller reports the `,`).
    mutating func parseSpecifier(_ value: Expr) throws -> Expr? {
        let comma = tok
        guard index + 2 < tokens.count, tokens[index + 1].text == "specifier", tokens[index + 2].isPunct(":") else { return nil }
        advance(); advance(); advance()
        let format = try parseExpression()
        let callee = Expr(.identifier("String"), at: comma.offset)
        return Expr(.call(callee, [Argument(label: "format", value: format, isTrailing: false, offset: format.offset),
                                   Argument(label: nil, value: value, isTrailing: false, offset: value.offset)]), at: value.offset)
    }
}
