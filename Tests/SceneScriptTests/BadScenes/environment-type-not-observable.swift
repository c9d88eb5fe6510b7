// expect: 4:38: @Environment(Theme.self) needs an @Observable class — declare Theme as @Observable final class Theme { … }, or use @Environment(\.key) with an EnvironmentKey
struct Theme { var tint = Color.red }
struct ContentView: View {
    @Environment(Theme.self) private var theme
    var body: some View { Text("x") }
}
