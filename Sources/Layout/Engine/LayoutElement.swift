import Document
import Geometry

/// One node of the engine's tree: a view, or a layout or effect modifier wrapping one.
///
/// The engine follows SwiftUI's two-step protocol (`Layout.sizeThatFits` then `placeSubviews`):
/// a parent proposes a size, the child answers with the size it takes, and the parent then places
/// it at an origin with a proposal — its size is always its answer to that proposal. Answers are
/// cached per proposal for the run, so stacks can probe children (0, ∞, nil) cheaply.
///
/// Elements are classes only for that cache; they are built fresh for each `layout` call and
/// never leave it.
protocol LayoutElement: AnyObject {
    /// The element's answer to a proposal (uncached: call `size(for:)`).
    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size
    /// The resolved node of the view this element belongs to, placed at `frame` (canvas
    /// coordinates; `frame.size == size(for: p)`). Modifier elements return their child's node
    /// with their own entry appended to its modifiers.
    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode
    /// A text baseline in the element's own coordinates when it has one explicitly (text, or a
    /// container of text); nil otherwise (the alignment then defaults to the bottom edge).
    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double?
    /// `layoutPriority`: 0 unless set; spacers −∞.
    var layoutPriority: Double { get }
    /// True for a `Spacer` (through modifiers that keep its spacing): stacks put no default
    /// spacing next to it.
    var isSpacer: Bool { get }
    var sizeCache: [ProposedSize: Size] { get set }
}

enum Baseline { case first, last }

/// A modifier that leaves layout to its child (effects, backgrounds and overlays,
/// `layoutPriority`): it takes the child's size, baselines, priority and spacer-ness unless it
/// says otherwise, and only adds to the placed node.
protocol PassThroughElement: LayoutElement {
    var child: LayoutElement { get }
}

extension PassThroughElement {
    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size { try child.size(for: p, ctx) }
    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? {
        try child.baseline(b, size: size, proposal: p, ctx)
    }
    var layoutPriority: Double { child.layoutPriority }
    var isSpacer: Bool { child.isSpacer }
}

extension LayoutElement {
    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? { nil }
    var layoutPriority: Double { 0 }
    var isSpacer: Bool { false }

    /// The cached answer to a proposal.
    func size(for p: ProposedSize, _ ctx: LayoutContext) throws -> Size {
        if let s = sizeCache[p] { return s }
        let s = try measure(p, ctx)
        sizeCache[p] = s
        return s
    }

    /// The value of a horizontal alignment guide for a view of this size.
    func guide(_ h: Alignment.Horizontal, size: Size) -> Double {
        switch h {
        case .leading: return 0
        case .center: return size.width / 2
        case .trailing: return size.width
        }
    }

    /// The value of a vertical alignment guide: text baselines are explicit where the element has
    /// them, and default to the bottom edge (SwiftUI's `VerticalAlignment.firstTextBaseline`
    /// default value is the height).
    func guide(_ v: Alignment.Vertical, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double {
        switch v {
        case .top: return 0
        case .center: return size.height / 2
        case .bottom: return size.height
        case .firstTextBaseline: return try baseline(.first, size: size, proposal: p, ctx) ?? size.height
        case .lastTextBaseline: return try baseline(.last, size: size, proposal: p, ctx) ?? size.height
        }
    }

    /// The offset that puts this element's alignment point on `container`'s (both measured from
    /// their top-left corners): how SwiftUI aligns a child in a frame, overlay or ZStack. The
    /// container's guide takes its default value (`FrameLayoutCommon.commonPlacement`).
    func alignedOrigin(_ a: Alignment, size: Size, proposal p: ProposedSize, in container: Size,
                       _ ctx: LayoutContext) throws -> Point {
        let cx: Double, cy: Double
        switch a.horizontal {
        case .leading: cx = 0
        case .center: cx = container.width / 2
        case .trailing: cx = container.width
        }
        switch a.vertical {
        case .top: cy = 0
        case .center: cy = container.height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: cy = container.height
        }
        return Point(x: cx - guide(a.horizontal, size: size),
                     y: cy - (try guide(a.vertical, size: size, proposal: p, ctx)))
    }
}

/// Combines children's explicit baselines as SwiftUI does for containers: the first baseline is
/// the topmost one, the last the bottommost (`combineExplicit` = min / max).
func combineBaselines(_ b: Baseline, _ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    return b == .first ? values.min() : values.max()
}
