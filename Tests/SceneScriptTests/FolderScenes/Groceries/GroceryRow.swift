import SwiftUI

struct GroceryRow: View {
    let item: GroceryItem

    var body: some View {
        HStack {
            Circle()
                .fill(item.isDone ? Color.brand : Color.gray.opacity(0.3))
                .frame(width: 14, height: 14)
            Text(item.name)
            Spacer()
            Text("×\(item.quantity)").foregroundStyle(.secondary)
        }
        .padding(.horizontal)
    }
}
