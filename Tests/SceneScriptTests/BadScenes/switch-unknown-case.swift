// expect: 5:10: 'setings' is not a case of Tab; did you mean '.settings'?
enum Tab { case home, settings }
func tint(for tab: Tab) -> Color {
    switch tab {
    case .setings: return .gray
    default: return .blue
    }
}
struct ContentView: View {
    @State private var tab: Tab = .settings
    var body: some View { Circle().fill(tint(for: tab)) }
}
