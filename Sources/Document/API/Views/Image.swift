/// A picture (SwiftUI's `Image`): a PNG file or a built-in vector symbol.
public struct Image: View {
    public typealias Body = Never
    public var source: ImageView.Source
    public var isResizable: Bool

    /// A PNG file, relative to the scene file's folder or absolute (`Image("photo.png")`).
    public init(_ name: String) { source = .file(name); isResizable = false }
    /// A built-in vector symbol sized by the font like SF Symbols (`Image(systemName: "heart.fill")`).
    /// The name is checked when the scene is laid out.
    public init(systemName: String) { source = .systemName(systemName); isResizable = false }

    /// Stretches the image to its frame instead of keeping its natural size.
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }

    public func _makeNode() -> ViewNode { .image(ImageView(source: source, isResizable: isResizable)) }

    /// SwiftUI's `Image.Scale` (`.imageScale(.large)`): a symbol's size relative to the font it is
    /// set in, as SF Symbols' three scales. Apple describes the scales only as relative to the
    /// font's cap height, without numbers: small ≈ 0.78 and large ≈ 1.29 of medium are an estimate,
    /// not measured. Each scale keeps the symbol centred on the text's cap height [inferred from
    /// the SF Symbols template, whose three scales share one centre line].
    public enum Scale: String, Hashable, Sendable, CaseIterable {
        case small, medium, large

        /// The symbol's size at this scale as a multiple of its medium size [estimate].
        public var factor: Double {
            switch self {
            case .small: return 0.78
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }
}
