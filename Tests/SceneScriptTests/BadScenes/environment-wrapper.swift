// expect: 3:5: property wrapper '@Environment' is not supported
struct ContentView: View {
    @Environment(\.colorScheme) var scheme
    var body: some View { Text("x") }
}
