import Document
import Geometry
import Symbols

extension ElementBuilder {
    /// `Image(systemName:)`: a built-in symbol at the environment font's size and weight (semibold
    /// and heavier use the bold outline), in the foreground style. Its frame is the symbol's design
    /// frame at that size (`Symbol.size(pointSize:)`); a text baseline sits
    /// `Symbol.baselineOffset(pointSize:)` above its bottom edge, for baseline alignment.
    func symbol(_ name: String, path: ViewPath, isResizable: Bool, _ env: LayoutEnvironment) throws -> LayoutElement {
        let symbol: Symbol
        do { symbol = try SymbolLibrary.symbol(named: name) } catch {
            throw LayoutError(path: path, reason: "unknown symbol \"\(name)\"")
        }
        let pointSize = env.font.size
        let bold = (env.fontWeight ?? env.font.weight).isBold
        let size = symbol.size(pointSize: pointSize)
        let drawing = SymbolDrawing(name: symbol.name, path: symbol.path(pointSize: pointSize, weight: bold), naturalSize: size,
                                    fill: env.foreground)
        return SymbolElement(path: path, drawing: drawing, isResizable: isResizable,
                             baselineFromTop: size.height - symbol.baselineOffset(pointSize: pointSize))
    }
}
