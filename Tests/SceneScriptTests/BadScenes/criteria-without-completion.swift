// expect: 6:36: completionCriteria: needs a completion: { … } closure — withAnimation(.spring, completionCriteria: .removed) { … } completion: { … }
struct ContentView: View {
    @State private var shown = false
    var body: some View {
        Text(shown ? "on" : "off").onAppear {
            withAnimation(.spring, completionCriteria: .removed) { shown = true }
        }
    }
}
