/// SwiftUI's built-in button styles (`.buttonStyle(.borderedProminent)`), the look of every
/// `Button` below the modifier.
public enum ButtonStyleKind: String, Hashable, Sendable, CaseIterable {
    /// The platform's default: on iOS, `borderless`.
    case automatic
    /// The label on a capsule-cornered plate of the tint at low opacity, in the tint.
    case bordered
    /// The label in white on a plate filled with the tint.
    case borderedProminent
    /// The label alone, in the tint.
    case borderless
    /// The label alone, in the foreground style (no tint).
    case plain
}

/// SwiftUI's `ControlSize` (`.controlSize(.large)`): how big bordered buttons are.
public enum ControlSize: String, Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}
