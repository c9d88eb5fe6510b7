import Style
import RenderTree

/// Where file images come from. Layout does no file I/O itself: the caller (the CLI, a test)
/// decodes the PNG and hands back its pixels. The natural size of an image is its pixel size in
/// points (scale 1, as `UIImage(contentsOfFile:)` without an `@2x` suffix) [I].
public struct ImageProvider: Sendable {
    /// Loads the image at a path as the scene wrote it (the light-appearance variant).
    public var load: @Sendable (String) throws -> ImageSource
    /// Loads the variant for an appearance, when the provider has variants (asset catalogs do).
    private var loadForScheme: (@Sendable (String, ColorScheme) throws -> ImageSource)?

    public init(_ load: @escaping @Sendable (String) throws -> ImageSource) { self.load = load }

    /// A provider whose images may differ by appearance (an asset catalog's dark variants).
    public init(appearances load: @escaping @Sendable (String, ColorScheme) throws -> ImageSource) {
        self.load = { try load($0, .light) }
        loadForScheme = load
    }

    /// The image a view in `scheme` shows.
    public func image(named name: String, in scheme: ColorScheme) throws -> ImageSource {
        try loadForScheme?(name, scheme) ?? load(name)
    }

    /// No images: every `Image("file")` is an error.
    public static let none = ImageProvider { name in
        throw ImageProviderError(name: name)
    }
}

struct ImageProviderError: Error, CustomStringConvertible {
    var name: String
    var description: String { "no image provider to load \"\(name)\"" }
}
