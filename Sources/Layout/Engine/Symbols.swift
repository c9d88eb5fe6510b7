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
        let f = env.imageScale.factor
        let pointSize = env.font.size * f
        let bold = (env.fontWeight ?? env.font.weight).isBold
        let size = symbol.size(pointSize: pointSize)
        let drawing = SymbolDrawing(name: symbol.name, path: symbol.path(pointSize: pointSize, weight: bold), naturalSize: size,
                                    fill: env.foreground)
        // A scaled symbol stays centred on the font's cap height: its own box centre sits f times
        // half a cap height above its baseline, so the text baseline is (f − 1)·½cap above that.
        let recentre = (f - 1) * Symbol.capHeightRatio * env.font.size / 2
        return SymbolElement(path: path, drawing: drawing, isResizable: isResizable,
                             baselineFromTop: size.height - symbol.baselineOffset(pointSize: pointSize) - recentre)
    }
}
