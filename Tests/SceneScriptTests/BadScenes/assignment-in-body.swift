// expect: 5:9: assignments are not allowed while a view is built
struct ContentView: View {
    @State private var count = 0
    var body: some View {
        count = 1
        Text("\(count)")
    }
}
