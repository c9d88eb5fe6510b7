// expect: 8:21: expression pattern of type 'Int' cannot match values of type 'Tab'
// hint: cases of Tab: .home, .settings
enum Tab { case home, settings }
struct ContentView: View {
    @State private var tab: Tab = .home
    var body: some View {
        switch tab {
        case .home, 2: Text("Home")
        default: Text("Other")
        }
    }
}
