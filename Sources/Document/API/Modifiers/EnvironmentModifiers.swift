extension View {
    /// The style for text, symbols and unpainted shapes inside (inherited).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> {
        modifier(.foregroundStyle(style.shapeFill))
    }
    /// SwiftUI's older `foregroundColor`; nil resets to the default foreground.
    public func foregroundColor(_ color: Color?) -> ModifiedView<Self> {
        modifier(.foregroundStyle(color.map(Fill.color) ?? .foreground))
    }

    /// The font for text inside; nil = the default (`.body`).
    public func font(_ font: Font?) -> ModifiedView<Self> { modifier(.font(font ?? .body)) }
    /// The font weight for text inside; nil = `.regular`.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedView<Self> { modifier(.fontWeight(weight ?? .regular)) }
    /// The font width for text inside (`Font.Width`); nil = `.standard`.
    public func fontWidth(_ width: Font.Width?) -> ModifiedView<Self> { modifier(.fontWidth(width ?? .standard)) }
    /// Bold text inside (`fontWeight(.bold)`).
    public func bold() -> ModifiedView<Self> { modifier(.fontWeight(.bold)) }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView<Self> {
        modifier(.multilineTextAlignment(alignment))
    }
    /// At most this many lines (nil = unlimited).
    public func lineLimit(_ number: Int?) -> ModifiedView<Self> { modifier(.lineLimit(number)) }
    public func truncationMode(_ mode: TruncationMode) -> ModifiedView<Self> { modifier(.truncationMode(mode)) }
    /// SwiftUI's `colorScheme(_:)` (`environment(\.colorScheme, _:)`): the scheme of this subtree.
    public func colorScheme(_ scheme: ColorScheme) -> ModifiedView<Self> { modifier(.colorScheme(scheme)) }
    /// `environment(\.layoutDirection, _:)`: right-to-left mirrors text's leading and trailing alignment.
    public func layoutDirection(_ direction: LayoutDirection) -> ModifiedView<Self> { modifier(.layoutDirection(direction)) }
    /// `lineSpacing(_:)`: points between one line's bottom and the next line's top, for text below.
    public func lineSpacing(_ spacing: Double) -> ModifiedView<Self> { modifier(.lineSpacing(spacing)) }
    /// `minimumScaleFactor(_:)`: text below shrinks, down to `factor` × its size (0…1), when it does not
    /// fit its proposed width and lines.
    public func minimumScaleFactor(_ factor: Double) -> ModifiedView<Self> { modifier(.minimumScaleFactor(factor)) }
    /// `allowsTightening(_:)`: text below may tighten its character spacing before it truncates.
    public func allowsTightening(_ flag: Bool) -> ModifiedView<Self> { modifier(.allowsTightening(flag)) }
    /// `textCase(_:)`: text below upper- or lowercased (nil: as written).
    public func textCase(_ textCase: TextCase?) -> ModifiedView<Self> { modifier(.textCase(textCase)) }
    public func buttonStyle(_ style: ButtonStyleKind) -> ModifiedView<Self> { modifier(.buttonStyle(style)) }
    public func tint(_ tint: Color?) -> ModifiedView<Self> { modifier(.tint(tint)) }
    /// SwiftUI's `disabled(_:)`: controls below are drawn dimmed and ignore taps.
    public func disabled(_ disabled: Bool) -> ModifiedView<Self> { modifier(.disabled(disabled)) }
    public func controlSize(_ size: ControlSize) -> ModifiedView<Self> { modifier(.controlSize(size)) }
    /// Symbols below drawn at SF Symbols' small, medium or large scale of their font.
    public func imageScale(_ scale: Image.Scale) -> ModifiedView<Self> { modifier(.imageScale(scale)) }
}

extension Font {
    /// SwiftUI's `.system(_ style:design:weight:)`: a text style's size with a design and weight.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var f = textStyle(style)
        f.design = design
        if let weight { f.weight = weight }
        return f
    }
    /// SwiftUI's `Font.custom(_:size:)`; here the name is a TTF/OTF file path.
    public static func custom(_ name: String, size: Double) -> Font { custom(file: name, size: size) }
}
