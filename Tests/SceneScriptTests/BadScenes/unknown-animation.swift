// expect: 6:27: Animation has no member '.fancy'
struct ContentView: View {
    @State private var on = false
    var body: some View {
        Button("Go") {
            withAnimation(.fancy) { on.toggle() }
        }
    }
}
