import Document
import Geometry

/// `LazyVGrid(columns:)` / `LazyHGrid(rows:)`, every cell realised (a still frame).
///
/// Tracks (columns of a `LazyVGrid`, rows of a `LazyHGrid`) come from the `GridItem`s and the
/// length on offer across them, not from the cells (objc.io, "SwiftUI's Grid Views", 2020; Swift
/// Field Guide, "LazyVGrid"):
/// 1. Fixed items take their size. The fixed sizes and the spacing after every item but the last
///    (`GridItem.spacing`, default 8) are subtracted from the length.
/// 2. The remaining items are visited in order; each gets an even share of what remains
///    (remaining / items left); a flexible item clamps its share to [minimum, maximum].
/// 3. An adaptive item packs as many tracks of at least its minimum as fit in its share,
///    k = max(1, ⌊(share + spacing) / (minimum + spacing)⌋), each (share − (k − 1)·spacing) / k,
///    at most its maximum [I for the maximum], separated by its spacing.
/// With nothing on offer (nil), flexible items take their minimum and adaptive items one track of
/// their minimum.
///
/// Cells flow in reading order, one line per track count; each cell is proposed its track's
/// length and nil along the flow, a line is as long as its longest cell, and lines are separated
/// by the grid's spacing (default 8). Cells are aligned in their slot by the item's alignment,
/// else the grid's. As in SwiftUI, placement recomputes the tracks from the grid's final length,
/// which differs from the proposal when clamped flexible tracks overflow it; the tracks are then
/// centred in the grid [I].
final class LazyGridElement: LayoutElement {
    let path: ViewPath
    /// True for `LazyVGrid` (tracks are columns).
    let isVertical: Bool
    let items: [GridItem]
    let spacing: Double
    let alignment: Alignment
    let children: [LayoutElement]
    var sizeCache: [ProposedSize: Size] = [:]

    struct Track { var offset: Double, length: Double, alignment: Alignment? }

    init(path: ViewPath, isVertical: Bool, items: [GridItem], spacing: Double?, alignment: Alignment, children: [LayoutElement]) {
        self.path = path; self.isVertical = isVertical; self.items = items; self.alignment = alignment
        self.spacing = spacing ?? StackElement.defaultSpacing; self.children = children
    }

    private var trackAxis: Axis { isVertical ? .horizontal : .vertical }

    /// The tracks for a length across them, and their total extent.
    func tracks(for length: Double?) -> (tracks: [Track], extent: Double) {
        let gap = { (i: Int) in self.items[i].spacing ?? StackElement.defaultSpacing }
        var lengths: [(Double, Double, Alignment?)] = []   // length, spacing after, alignment
        if let length {
            var remaining = length
            for (i, item) in items.enumerated() {
                if case .fixed(let s) = item.size { remaining -= s }
                if i < items.count - 1 { remaining -= gap(i) }
            }
            var left = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
            for (i, item) in items.enumerated() {
                switch item.size {
                case .fixed(let s): lengths.append((s, gap(i), item.alignment))
                case .flexible(let lo, let hi):
                    let share = remaining.isInfinite ? remaining : remaining / Double(left)
                    let w = min(max(share, lo), hi)
                    if remaining.isFinite { remaining -= w }
                    left -= 1
                    lengths.append((w, gap(i), item.alignment))
                case .adaptive(let lo, let hi):
                    let share = remaining.isInfinite ? remaining : remaining / Double(left)
                    if remaining.isFinite { remaining -= share }
                    left -= 1
                    let s = gap(i)
                    var k = 1
                    if share.isFinite, lo + s > 0 { k = max(1, Int(((share + s) / (lo + s)).rounded(.down))) }
                    let each = k == 1 ? max(share, lo) : (share - Double(k - 1) * s) / Double(k)
                    for _ in 0..<k { lengths.append((min(each, hi), s, item.alignment)) }
                }
            }
        } else {
            for (i, item) in items.enumerated() {
                switch item.size {
                case .fixed(let s): lengths.append((s, gap(i), item.alignment))
                case .flexible(let lo, _), .adaptive(let lo, _): lengths.append((lo, gap(i), item.alignment))
                }
            }
        }
        var tracks: [Track] = []
        var offset = 0.0
        for (i, (l, s, a)) in lengths.enumerated() {
            tracks.append(Track(offset: offset, length: l, alignment: a))
            offset += l + (i < lengths.count - 1 ? s : 0)
        }
        return (tracks, offset)
    }

    /// Cell frames relative to the grid for the given tracks, and the flow extent.
    private func flow(_ tracks: [Track], shift: Double, _ ctx: LayoutContext) throws -> (cells: [(Rect, ProposedSize)], extent: Double) {
        let axis = trackAxis, flowAxis = trackAxis.other
        guard !tracks.isEmpty else { return ([], 0) }
        var out: [(Rect, ProposedSize)] = []
        var lineStart = 0.0
        var index = 0
        while index < children.count {
            let line = Array(index..<min(index + tracks.count, children.count))
            var sizes: [Size] = []
            var proposals: [ProposedSize] = []
            var lineLength = 0.0
            for (t, ci) in line.enumerated() {
                let cp = ProposedSize(tracks[t].length, along: axis, minor: nil)
                let s = try children[ci].size(for: cp, ctx)
                sizes.append(s); proposals.append(cp)
                lineLength = max(lineLength, s[flowAxis])
            }
            for (t, ci) in line.enumerated() {
                let slot = Size(tracks[t].length, along: axis, minor: lineLength)
                let o = try children[ci].alignedOrigin(tracks[t].alignment ?? alignment, size: sizes[t], proposal: proposals[t], in: slot, ctx)
                let origin = Point(shift + tracks[t].offset + o[axis], along: axis, minor: lineStart + o[flowAxis])
                out.append((Rect(origin: origin, size: sizes[t]), proposals[t]))
            }
            lineStart += lineLength + spacing
            index += tracks.count
        }
        return (out, max(0, lineStart - spacing))
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size {
        let (tracks, extent) = tracks(for: p[trackAxis])
        let f = try flow(tracks, shift: 0, ctx)
        return Size(extent, along: trackAxis, minor: f.extent)
    }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let (tracks, extent) = tracks(for: frame.size[trackAxis])
        let f = try flow(tracks, shift: (frame.size[trackAxis] - extent) / 2, ctx)
        let nodes = try zip(children, f.cells).map { c, cell in
            try c.place(in: cell.0.offsetBy(dx: frame.minX, dy: frame.minY), proposal: cell.1, ctx)
        }
        return LayoutNode(path: path, kind: isVertical ? .lazyVGrid : .lazyHGrid, frame: frame, children: nodes)
    }
}
