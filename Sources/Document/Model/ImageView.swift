import Geometry

/// `Image(…)`.
public struct ImageView: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// A PNG file (path relative to the scene file's folder, or absolute).
        case file(String)
        /// A built-in vector symbol (`Image(systemName:)`), sized by the font like SF Symbols.
        case systemName(String)
    }
    public var source: Source
    /// `.resizable()`: the image stretches to its frame instead of keeping its natural size.
    public var isResizable: Bool
    public init(source: Source, isResizable: Bool = false) { self.source = source; self.isResizable = isResizable }
}

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`.
public enum ContentMode: String, Hashable, Sendable { case fit, fill }
