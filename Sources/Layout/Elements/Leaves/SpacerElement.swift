import Document
import Geometry

/// `Spacer(minLength:)` (OpenSwiftUI `Spacer.swift`, audited for SwiftUI 6.5.4): along its
/// stack's axis it takes max(proposal, minLength) (nil proposal → minLength); across it, 0. Outside
/// a stack it does that on both axes. minLength defaults to the default spacing, 8. Its layout
/// priority is −∞: a stack sizes every other child before its spacers.
extension Spacer: LeafLayout {
    func element(path: ViewPath, stackAxis: Axis?) -> LayoutElement { SpacerElement(path: path, minLength: minLength, axis: stackAxis) }
}

final class SpacerElement: LayoutElement {
    let path: ViewPath
    let minLength: Double
    /// The axis of the enclosing stack, nil outside a stack.
    let axis: Axis?
    var sizeCache: [ProposedSize: Size] = [:]

    init(path: ViewPath, minLength: Double?, axis: Axis?) {
        self.path = path; self.minLength = minLength ?? StackElement.defaultSpacing; self.axis = axis
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size {
        func along(_ v: Double?) -> Double { max(v ?? -.infinity, minLength) }
        switch axis {
        case .horizontal?: return Size(width: along(p.width), height: 0)
        case .vertical?: return Size(width: 0, height: along(p.height))
        case nil: return Size(width: along(p.width), height: along(p.height))
        }
    }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        LayoutNode(path: path, kind: .leaf(Spacer.name), frame: frame)
    }

    var layoutPriority: Double { -.infinity }
    var isSpacer: Bool { true }
}
