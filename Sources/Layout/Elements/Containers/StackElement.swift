import Document
import Geometry

/// `HStack` / `VStack`: children side by side along the major axis, aligned across it.
///
/// Spacing: the stack's `spacing`, else SwiftUI's default between two views, 8 pt
/// (`../shared/reference/swiftui-semantics.md` §8), and 0 next to a `Spacer` (a spacer's spacing
/// preference is zero on its stack's edges and the larger preference wins: OpenSwiftUI
/// `Spacer.swift`, `Spacing.swift`). [I] SwiftUI computes text-to-text spacing from the fonts'
/// line metrics; we use 8 for it too, for now.
///
/// Lengths are divided by `StackDistribution`; every child is proposed the stack's cross-axis
/// proposal. The stack's cross size is the union of its children aligned on the alignment guide;
/// children are placed with their own size as the proposal (OpenSwiftUI `StackLayout`).
final class StackElement: LayoutElement {
    let path: ViewPath
    let axis: Axis
    let alignment: Alignment
    let spacing: Double?
    let children: [LayoutElement]
    var sizeCache: [ProposedSize: Size] = [:]
    private var arrangements: [ProposedSize: Arrangement] = [:]

    struct Arrangement {
        var size: Size
        /// Child frames relative to the stack's origin, and the size each is proposed when placed.
        var frames: [Rect]
    }

    init(path: ViewPath, axis: Axis, alignment: Alignment, spacing: Double?, children: [LayoutElement]) {
        self.path = path; self.axis = axis; self.alignment = alignment; self.spacing = spacing
        self.children = children
    }

    /// The default distance between two adjacent views in a stack.
    static let defaultSpacing = 8.0

    private func distance(_ a: LayoutElement, _ b: LayoutElement) -> Double {
        if let spacing { return spacing }
        return a.isSpacer || b.isSpacer ? 0 : Self.defaultSpacing
    }

    func arrange(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Arrangement {
        if let a = arrangements[p] { return a }
        let n = children.count
        var gaps = [Double](repeating: 0, count: n)
        for i in children.indices.dropFirst() { gaps[i] = distance(children[i - 1], children[i]) }
        let totalSpacing = gaps.reduce(0, +)
        let minor = p[axis.other]
        let available = p[axis].map { $0 - totalSpacing }
        let sizes = try StackDistribution.sizes(
            count: n, along: axis, available: available, priority: { self.children[$0].layoutPriority },
            measure: { i, length in try self.children[i].size(for: ProposedSize(length, along: self.axis, minor: minor), ctx) })
        // Cross axis: align each child's guide at 0, then shift so the union starts at 0.
        var crossOrigins = [Double](repeating: 0, count: n)
        var lo = 0.0, hi = 0.0
        for i in 0..<n {
            let s = sizes[i]
            let g = try crossGuide(children[i], size: s, ctx)
            crossOrigins[i] = -g
            if i == 0 { lo = -g; hi = -g + s[axis.other] } else {
                lo = min(lo, -g); hi = max(hi, -g + s[axis.other])
            }
        }
        var frames: [Rect] = []
        var major = 0.0
        for i in 0..<n {
            major += gaps[i]
            let origin = Point(major, along: axis, minor: crossOrigins[i] - lo)
            frames.append(Rect(origin: origin, size: sizes[i]))
            major += sizes[i][axis]
        }
        let a = Arrangement(size: Size(major, along: axis, minor: n == 0 ? 0 : hi - lo), frames: frames)
        arrangements[p] = a
        return a
    }

    private func crossGuide(_ child: LayoutElement, size: Size, _ ctx: LayoutContext) throws -> Double {
        if axis == .horizontal {
            return try child.guide(alignment.vertical, size: size, proposal: ProposedSize(size), ctx)
        }
        return child.guide(alignment.horizontal, size: size)
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size { try arrange(p, ctx).size }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let a = try arrange(p, ctx)
        let nodes = try zip(children, a.frames).map { child, r in
            try child.place(in: r.offsetBy(dx: frame.minX, dy: frame.minY), proposal: ProposedSize(r.size), ctx)
        }
        return LayoutNode(path: path, kind: axis == .horizontal ? .hStack : .vStack, frame: frame, children: nodes)
    }

    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? {
        let a = try arrange(p, ctx)
        var values: [Double] = []
        for (child, r) in zip(children, a.frames) {
            if let v = try child.baseline(b, size: r.size, proposal: ProposedSize(r.size), ctx) { values.append(r.minY + v) }
        }
        return combineBaselines(b, values)
    }
}
