// A packing checklist: ForEach over the indices hands each row a binding to its element,
// $items[index], and a .constant(true) row shows an item that is always packed. The counter
// on top follows the array.
// flipbook: size 280x340
// flipbook: scale 1
// flipbook: tap "Passport" at 0.3
// flipbook: tap "Charger" at 0.8
// flipbook: tap "Passport" at 1.5
// flipbook: duration 2.3
import SwiftUI

struct PackItem {
    var name: String
    var packed: Bool
}

struct CheckRow: View {
    let title: String
    @Binding var checked: Bool

    var body: some View {
        HStack(spacing: 12) {
            ZStack {
                Circle()
                    .stroke(checked ? Color.green : Color(.systemGray3), lineWidth: 2)
                    .frame(width: 24, height: 24)
                if checked {
                    Image(systemName: "checkmark")
                        .font(.caption.bold())
                        .foregroundStyle(.green)
                        .transition(.scale.combined(with: .opacity))
                }
            }
            Text(title)
                .foregroundStyle(checked ? .secondary : .primary)
            Spacer()
        }
        .padding(.vertical, 6)
        .onTapGesture {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                checked.toggle()
            }
        }
    }
}

struct PackingList: View {
    @State private var items = [
        PackItem(name: "Passport", packed: false),
        PackItem(name: "Charger", packed: false),
        PackItem(name: "Sunglasses", packed: true),
    ]

    var packedCount: Int { items.filter { $0.packed }.count }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Packing")
                .font(.title.bold())
            Text("\(packedCount + 1) of \(items.count + 1) packed")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Capsule()
                .fill(Color(.systemGray5))
                .frame(height: 6)
                .overlay(alignment: .leading) {
                    Capsule()
                        .fill(.green)
                        .frame(width: 240 * Double(packedCount + 1) / Double(items.count + 1))
                }
                .padding(.bottom, 8)
            ForEach(items.indices, id: \.self) { index in
                CheckRow(title: items[index].name, checked: $items[index].packed)
            }
            CheckRow(title: "Toothbrush (always)", checked: .constant(true))
            Spacer()
        }
        .padding(20)
    }
}

#Preview {
    PackingList()
}
