import Document
import Geometry

extension ElementBuilder {
    /// `Image(systemName:)`. The symbol library is not part of this snapshot yet, so every symbol
    /// is an unknown one.
    func symbol(_ name: String, path: ViewPath, isResizable: Bool, _ env: LayoutEnvironment) throws -> LayoutElement {
        throw LayoutError(path: path, reason: "unknown symbol \"\(name)\"")
    }
}
