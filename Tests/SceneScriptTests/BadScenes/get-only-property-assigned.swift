// expect: 7:27: cannot assign to property: 'total' is a get-only property — give it a setter (get { … } set { … newValue … }), or assign the @State it reads
// flipbook: tap "Reset" at 0.5
struct ContentView: View {
    @State private var items = [1, 2, 3]
    var total: Int { items.count }
    var body: some View {
        Button("Reset") { total = 0 }
    }
}
