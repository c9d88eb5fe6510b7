// expect: 6:35: a time must be between 0 and 3600 seconds, found 5000.0
struct ContentView: View {
    @State private var on = false
    var body: some View {
        Text("x").task {
            try? await Task.sleep(for: .seconds(5000))
            on = true
        }
    }
}
