import Document

/// A view the layout cannot resolve: names the view's path and the reason.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: ViewPath
    public var reason: String
    public init(path: ViewPath, reason: String) { self.path = path; self.reason = reason }
    public var description: String { "layout: view \(path): \(reason)" }
}
