import SwiftUI

struct GroceryListView: View {
    @ObservedObject var list: GroceryList

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(list.remaining) to buy")
                .font(.headline)
                .padding(.horizontal)
            ForEach(list.items) { item in
                GroceryRow(item: item)
            }
            Button("Add Eggs") {
                withAnimation(.easeOut(duration: 0.3)) { list.add("Eggs") }
            }
            .padding(.horizontal)
        }
    }
}
