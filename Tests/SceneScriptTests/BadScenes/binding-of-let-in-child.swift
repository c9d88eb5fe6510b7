// expect: 8:40: 'amount' has no projected value — mark it @State (in the view that owns it) or @Binding (in a view it is passed to)
struct Child: View {
    @Binding var value: Double
    var body: some View { Text("\(value)") }
}
struct ContentView: View {
    let amount = 0.5
    var body: some View { Child(value: $amount) }
}
