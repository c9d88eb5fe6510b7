import Document
import Geometry

/// `Image(systemName:)`: a vector symbol sized by the font (like SF Symbols), or with
/// `.resizable()` whatever it is offered.
final class SymbolElement: LayoutElement {
    let path: ViewPath
    let drawing: SymbolDrawing
    let isResizable: Bool
    /// Distance from the symbol's top to the text baseline it sits on.
    let baselineFromTop: Double
    var sizeCache: [ProposedSize: Size] = [:]

    init(path: ViewPath, drawing: SymbolDrawing, isResizable: Bool, baselineFromTop: Double) {
        self.path = path; self.drawing = drawing; self.isResizable = isResizable; self.baselineFromTop = baselineFromTop
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size {
        isResizable ? p.replacingUnspecified(with: drawing.naturalSize) : drawing.naturalSize
    }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        LayoutNode(path: path, kind: .symbol(drawing.name), frame: frame, content: .symbol(drawing))
    }

    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? {
        isResizable ? nil : baselineFromTop
    }
}
