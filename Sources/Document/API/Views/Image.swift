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
}
