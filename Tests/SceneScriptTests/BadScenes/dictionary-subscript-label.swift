// expect: 6:31: a dictionary subscript takes a key — dict[key] or dict[key, default: value]
// flipbook: tap "Add" at 0.5
struct ContentView: View {
    @State private var counts: [String: Int] = [:]
    var body: some View {
        Button("Add") { counts["a", fallback: 0] += 1 }
    }
}
