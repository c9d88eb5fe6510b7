// expect: 9:47: 'Cart' has no method 'addItem'
// flipbook: tap "Add" at 0.1
final class Cart: ObservableObject {
    @Published var count = 0
    func add() { count += 1 }
}
struct ContentView: View {
    @StateObject private var cart = Cart()
    var body: some View { Button("Add") { cart.addItem() } }
}
