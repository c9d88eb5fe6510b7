// expect: 5:9: 'withAnimation' can only be used in an action
struct ContentView: View {
    @State private var on = false
    var body: some View {
        withAnimation { on = true }
    }
}
