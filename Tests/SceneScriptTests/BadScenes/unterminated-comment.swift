// expect: 2:1: unterminated /* comment
/* a comment
that never ends
struct ContentView: View {
    var body: some View { Text("x") }
}
