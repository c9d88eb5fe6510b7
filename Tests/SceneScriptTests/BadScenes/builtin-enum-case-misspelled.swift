// expect: 4:42: 'ColorScheme' has no case 'drak' — supported: dark, light; closest match 'dark'
struct ContentView: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .drak ? "dark" : "light") }
}
