import SwiftUI

struct GroceryItem: Identifiable, Hashable {
    let id: Int
    var name: String
    var quantity: Int
    var isDone = false
}

final class GroceryList: ObservableObject {
    @Published var items: [GroceryItem] = [
        GroceryItem(id: 1, name: "Apples", quantity: 6),
        GroceryItem(id: 2, name: "Milk", quantity: 1, isDone: true),
        GroceryItem(id: 3, name: "Bread", quantity: 2),
    ]
    @Published var lastAdded: String? = nil

    var remaining: Int { items.filter { !$0.isDone }.count }

    func add(_ name: String) {
        items.append(GroceryItem(id: items.count + 1, name: name, quantity: 1))
        lastAdded = name
    }
}

extension Color {
    static let brand = Color(red: 0.2, green: 0.55, blue: 0.35)
}
