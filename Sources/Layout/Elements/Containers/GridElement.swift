import Document
import Geometry

/// `Grid { GridRow { … } }`: a two-dimensional stack. Column widths and row heights are divided
/// like a stack's children (`StackDistribution`), where a column is as wide as its widest cell and
/// a row as tall as its tallest cell at the column widths; cells are proposed their column width
/// and row height and aligned in that cell by the grid's alignment. A child that is not a
/// `GridRow` spans every column and does not size them (SwiftUI's `Grid` documentation).
/// Spacing defaults to 8 on both axes. [I] SwiftUI's real `Grid` also weighs cell flexibility when
/// the space is short; a column's flexibility here is its widest cell's.
final class GridElement: LayoutElement {
    enum Row {
        case cells([LayoutElement?])
        case spanning(LayoutElement)
    }

    let path: ViewPath
    let rows: [Row]
    let horizontalSpacing: Double
    let verticalSpacing: Double
    let alignment: Alignment
    var sizeCache: [ProposedSize: Size] = [:]
    private var arrangements: [ProposedSize: Arrangement] = [:]

    struct Arrangement {
        var size: Size
        /// Each cell's element, frame (relative to the grid) and placement proposal.
        var cells: [(LayoutElement, Rect, ProposedSize)]
    }

    init(path: ViewPath, rows: [Row], horizontalSpacing: Double?, verticalSpacing: Double?, alignment: Alignment) {
        self.path = path; self.rows = rows; self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing ?? StackElement.defaultSpacing
        self.verticalSpacing = verticalSpacing ?? StackElement.defaultSpacing
    }

    private var columnCount: Int {
        rows.reduce(0) { n, r in if case .cells(let c) = r { return max(n, c.count) } else { return n } }
    }

    func arrange(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Arrangement {
        if let a = arrangements[p] { return a }
        let nc = columnCount
        let hGaps = horizontalSpacing * Double(max(0, nc - 1))
        let widths = try StackDistribution.sizes(
            count: nc, along: .horizontal, available: p.width.map { $0 - hGaps }, priority: { _ in 0 },
            measure: { c, w in
                var widest = 0.0
                for case .cells(let cells) in self.rows where c < cells.count {
                    if let cell = cells[c] { widest = max(widest, try cell.size(for: ProposedSize(width: w, height: nil), ctx).width) }
                }
                return Size(width: widest, height: 0)
            }).map(\.width)
        var total = widths.reduce(0, +) + hGaps
        if nc == 0, let w = p.width { total = w }
        let vGaps = verticalSpacing * Double(max(0, rows.count - 1))
        let heights = try StackDistribution.sizes(
            count: rows.count, along: .vertical, available: p.height.map { $0 - vGaps }, priority: { _ in 0 },
            measure: { r, h in
                var tallest = 0.0
                switch self.rows[r] {
                case .cells(let cells):
                    for (c, cell) in cells.enumerated() {
                        if let cell { tallest = max(tallest, try cell.size(for: ProposedSize(width: widths[c], height: h), ctx).height) }
                    }
                case .spanning(let e):
                    tallest = try e.size(for: ProposedSize(width: total, height: h), ctx).height
                }
                return Size(width: 0, height: tallest)
            }).map(\.height)
        var cells: [(LayoutElement, Rect, ProposedSize)] = []
        var y = 0.0
        var spanWidth = 0.0
        for (r, row) in rows.enumerated() {
            switch row {
            case .cells(let rowCells):
                var x = 0.0
                for (c, cell) in rowCells.enumerated() {
                    if let cell { cells.append(try fit(cell, in: Rect(x: x, y: y, width: widths[c], height: heights[r]), ctx)) }
                    x += widths[c] + horizontalSpacing
                }
            case .spanning(let e):
                let placed = try fit(e, in: Rect(x: 0, y: y, width: total, height: heights[r]), ctx)
                spanWidth = max(spanWidth, placed.1.width)
                cells.append(placed)
            }
            y += heights[r] + verticalSpacing
        }
        if nc == 0 { total = spanWidth }
        let a = Arrangement(size: Size(width: total, height: heights.reduce(0, +) + vGaps), cells: cells)
        arrangements[p] = a
        return a
    }

    private func fit(_ e: LayoutElement, in cell: Rect, _ ctx: LayoutContext) throws -> (LayoutElement, Rect, ProposedSize) {
        let cp = ProposedSize(cell.size)
        let s = try e.size(for: cp, ctx)
        let o = try e.alignedOrigin(alignment, size: s, proposal: cp, in: cell.size, ctx)
        return (e, Rect(x: cell.minX + o.x, y: cell.minY + o.y, width: s.width, height: s.height), cp)
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size { try arrange(p, ctx).size }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let a = try arrange(p, ctx)
        let nodes = try a.cells.map { e, r, cp in try e.place(in: r.offsetBy(dx: frame.minX, dy: frame.minY), proposal: cp, ctx) }
        return LayoutNode(path: path, kind: .grid, frame: frame, children: nodes)
    }

    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? {
        var values: [Double] = []
        for (e, r, cp) in try arrange(p, ctx).cells {
            if let v = try e.baseline(b, size: r.size, proposal: cp, ctx) { values.append(r.minY + v) }
        }
        return combineBaselines(b, values)
    }
}
