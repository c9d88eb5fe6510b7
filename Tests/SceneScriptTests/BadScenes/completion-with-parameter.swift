// expect: 6:65: withAnimation's completion takes no parameters
struct ContentView: View {
    @State private var shown = false
    var body: some View {
        Text(shown ? "on" : "off").onAppear {
            withAnimation(.spring) { shown = true } completion: { finished in shown = finished }
        }
    }
}
