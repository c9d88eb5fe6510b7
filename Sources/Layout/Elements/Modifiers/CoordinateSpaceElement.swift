import Document
import Geometry

/// `coordinateSpace(name:)`: changes no size; when placed, it names its frame for the views
/// below it (`GeometryProxy.frame(in: .named(_:))`).
final class CoordinateSpaceElement: PassThroughElement {
    let child: LayoutElement
    let name: String
    var sizeCache: [ProposedSize: Size] = [:]

    init(child: LayoutElement, name: String) { self.child = child; self.name = name }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        var inner = ctx
        inner.coordinateSpaces[name] = frame
        return try child.place(in: frame, proposal: p, inner)
    }
}
