// expect: 3:20: @State must be 'var' — @State private var on = …
struct ContentView: View {
    @State private let on = false
    var body: some View { Text("x") }
}
