// expect: 5:45: index 2 is out of range (count 2)
// flipbook: tap "Check" at 0.1
struct Row: View {
    @Binding var done: Bool
    var body: some View { Button("Check") { done.toggle() } }
}
struct ContentView: View {
    @State private var items = [false, false]
    var body: some View { Row(done: $items[2]) }
}
