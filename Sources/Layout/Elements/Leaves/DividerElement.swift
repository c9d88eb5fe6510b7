import Document
import Geometry
import Raster

/// `Divider()`: a 1 pt line across its stack's axis that spans the offered length along the other
/// (vertical in an `HStack`, horizontal elsewhere), painted in the separator colour
/// (iOS `separator`: (60, 60, 67) at 29 % in the light scheme, (84, 84, 88) at 60 % in the dark
/// one). An unspecified length is 0 [I].
extension Divider: LeafLayout {
    func element(path: ViewPath, stackAxis: Axis?) -> LayoutElement { DividerElement(path: path, stackAxis: stackAxis) }
}

final class DividerElement: LayoutElement {
    let path: ViewPath
    /// True in an `HStack`: the line is vertical.
    let isVertical: Bool
    var sizeCache: [ProposedSize: Size] = [:]

    static let thickness = 1.0
    /// The line's colour: the separator of the scheme it is in (set by the builder).
    var color = DividerElement.color(in: .light)
    static func color(in scheme: ColorScheme) -> Color { UIKitColor["separator"].resolved(in: scheme) }

    init(path: ViewPath, stackAxis: Axis?) { self.path = path; isVertical = stackAxis == .horizontal }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size {
        isVertical ? Size(width: Self.thickness, height: p.height ?? 0)
                   : Size(width: p.width ?? 0, height: Self.thickness)
    }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        LayoutNode(path: path, kind: .leaf(Divider.name), frame: frame,
                   content: .shape(ShapeDrawing(kind: .rectangle, fill: .color(color))))
    }
}
