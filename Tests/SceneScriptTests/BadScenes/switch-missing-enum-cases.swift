// expect: 7:9: switch must be exhaustive: add missing cases '.profile', '.settings'
// hint: case .profile: …, case .settings: …
enum Tab { case home, search, profile, settings }
struct ContentView: View {
    @State private var tab: Tab = .home
    var body: some View {
        switch tab {
        case .home: Text("Home")
        case .search: Text("Search")
        }
    }
}
