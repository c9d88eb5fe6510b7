// expect: 6:45: a symbol effect repeats at least once, not 0 times — .repeat(1)…
struct ContentView: View {
    @State private var count = 0
    var body: some View {
        Image(systemName: "bell")
            .symbolEffect(.bounce, options: .repeat(0), value: count)
    }
}
