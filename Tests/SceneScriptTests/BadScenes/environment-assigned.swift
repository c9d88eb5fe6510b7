// expect: 5:26: cannot assign to the environment value 'scheme' — set it for a subtree with .environment(…) on a view that contains it
struct ContentView: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        Button("Dark") { scheme = .dark }
    }
}
