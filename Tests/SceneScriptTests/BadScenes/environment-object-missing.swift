// expect: 7:35: no Cart in the environment of 'Badge' — add .environmentObject(Cart()) to a view that contains it (in the preview, for instance)
final class Cart: ObservableObject {
    @Published var items = 0
}
struct Badge: View {
    @EnvironmentObject var cart: Cart
    var body: some View { Text("\(cart.items)") }
}
struct ContentView: View {
    var body: some View { Badge() }
}
