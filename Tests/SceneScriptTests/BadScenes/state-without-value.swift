// expect: 3:20: @State var 'count' needs an initial value
struct ContentView: View {
    @State private var count: Int
    var body: some View { Text("x") }
}
