// expect: 8:14: 'setings' is not a case of Tab; did you mean '.settings'?
enum Tab { case home, settings }
struct ContentView: View {
    @State private var tab: Tab = .home
    var body: some View {
        switch tab {
        case .home: Text("Home")
        case .setings: Text("Settings")
        }
    }
}
