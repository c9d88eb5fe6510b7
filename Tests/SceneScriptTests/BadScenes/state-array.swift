// expect: 3:20: @State of type '[Int]' is not supported
struct ContentView: View {
    @State private var items: [Int] = [1, 2]
    var body: some View { Text("x") }
}
