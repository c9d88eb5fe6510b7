// expect: 6:26: transaction's closure takes one parameter, the transaction: { t in t.animation = nil }
struct ContentView: View {
    @State private var on = false
    var body: some View {
        Circle().offset(x: on ? 100 : 0)
            .transaction { a, b in a.animation = nil }
    }
}
