// expect: 10:20: contextual closure type '() -> Void' expects 0 arguments, but 1 was used in closure body — { … } without parameters
// flipbook: tap "Tap" at 0.5
struct Row: View {
    let onTap: () -> Void
    var body: some View { Button("Tap") { onTap() } }
}
struct ContentView: View {
    @State private var taps = 0
    var body: some View {
        Row(onTap: { count in taps += count })
    }
}
