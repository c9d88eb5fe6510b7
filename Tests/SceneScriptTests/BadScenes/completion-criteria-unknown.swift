// expect: 6:56: expected an AnimationCompletionCriteria — .logicallyComplete or .removed
struct ContentView: View {
    @State private var shown = false
    var body: some View {
        Text(shown ? "on" : "off").onAppear {
            withAnimation(.spring, completionCriteria: .finished) { shown = true } completion: { shown = false }
        }
    }
}
