// expect: 7:20: @State 'shown' is declared in both 'A' and 'ContentView'; state names must be unique in a scene
struct A: View {
    @State private var shown = false
    var body: some View { Text("a") }
}
struct ContentView: View {
    @State private var shown = true
    var body: some View { A() }
}
