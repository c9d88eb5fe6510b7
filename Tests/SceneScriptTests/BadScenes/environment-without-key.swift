// expect: 3:5: write @Environment(\.key) or @Environment(Model.self)
struct ContentView: View {
    @Environment var scheme: ColorScheme
    var body: some View { Text("x") }
}
