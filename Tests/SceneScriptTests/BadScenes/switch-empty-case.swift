// expect: 8:9: 'case' label in a 'switch' must have at least one executable statement
// hint: break
enum Tab { case home, settings }
struct ContentView: View {
    @State private var tab: Tab = .home
    var body: some View {
        switch tab {
        case .home:
        case .settings: Text("Settings")
        }
    }
}
