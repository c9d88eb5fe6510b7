// expect: 5:41: '.animation(_:)' without a value is deprecated and not supported
struct ContentView: View {
    @State private var on = false
    var body: some View {
        Circle().scaleEffect(on ? 2 : 1).animation(.default)
    }
}
