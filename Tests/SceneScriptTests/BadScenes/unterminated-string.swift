// expect: 4:14: unterminated string literal
struct ContentView: View {
    var body: some View {
        Text("Hello)
    }
}
