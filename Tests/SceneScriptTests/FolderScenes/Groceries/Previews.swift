// flipbook: size 320x300
import SwiftUI

struct ContentView: View {
    @StateObject private var list = GroceryList()

    var body: some View {
        GroceryListView(list: list)
            .toast(list.lastAdded)
            .task {
                try? await Task.sleep(for: .seconds(0.3))
                withAnimation(.easeOut(duration: 0.3)) { list.add("Eggs") }
            }
    }
}

#Preview("Groceries") {
    ContentView()
}

#Preview("Toast") {
    ToastView(message: "Added Tea")
}

struct GroceryRow_Previews: PreviewProvider {
    static var previews: some View {
        GroceryRow(item: GroceryItem(id: 9, name: "Tea", quantity: 2))
            .previewDisplayName("Row")
    }
}
