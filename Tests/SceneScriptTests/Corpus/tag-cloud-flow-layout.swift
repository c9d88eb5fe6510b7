// A topic picker: tags flow into rows with a custom Layout; selecting one adds a checkmark,
// which makes the tag wider and reflows the rows after it with a spring.
// flipbook: size 320x260
// flipbook: scale 1
// flipbook: at 0.3 withAnimation(.spring(duration: 0.5)) { selected.append("Design") }
// flipbook: at 0.9 withAnimation(.spring(duration: 0.5)) { selected.append("Swift") }
// flipbook: duration 1.6
import SwiftUI

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(subviews, in: proposal.width ?? .infinity)
        let height = rows.reduce(0) { $0 + $1.height } + spacing * CGFloat(max(rows.count - 1, 0))
        let width = rows.map(\.width).max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in arrange(subviews, in: bounds.width) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    struct Row {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    func arrange(_ subviews: Subviews, in maxWidth: CGFloat) -> [Row] {
        var rows: [Row] = [Row()]
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let extra = rows[rows.count - 1].indices.isEmpty ? size.width : spacing + size.width
            if rows[rows.count - 1].width + extra > maxWidth && !rows[rows.count - 1].indices.isEmpty {
                rows.append(Row())
            }
            var row = rows[rows.count - 1]
            row.width += row.indices.isEmpty ? size.width : spacing + size.width
            row.height = max(row.height, size.height)
            row.indices.append(index)
            rows[rows.count - 1] = row
        }
        return rows
    }
}

struct TopicPicker: View {
    @State private var selected: [String] = []
    let topics = ["Swift", "Design", "Accessibility", "Animation", "Layout", "Testing", "Performance", "SwiftData"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Pick your topics")
                .font(.title3.bold())
            FlowLayout(spacing: 8) {
                ForEach(topics, id: \.self) { topic in
                    HStack(spacing: 4) {
                        if selected.contains(topic) {
                            Image(systemName: "checkmark")
                                .font(.caption.bold())
                        }
                        Text(topic)
                            .font(.subheadline)
                    }
                    .padding(.horizontal, 12)
                    .padding(.vertical, 7)
                    .foregroundStyle(selected.contains(topic) ? .white : .primary)
                    .background(selected.contains(topic) ? Color.accentColor : Color(.systemGray6), in: Capsule())
                }
            }
        }
        .padding(20)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
