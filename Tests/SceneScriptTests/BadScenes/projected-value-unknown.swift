// expect: 6:24: unknown name '$expandd' — did you mean '$expanded'?
// flipbook: tap "Go" at 0.1
struct Row: View {
    @State private var expanded = false
    var body: some View {
        Button("Go") { $expandd.wrappedValue = true }
    }
}
Row()
