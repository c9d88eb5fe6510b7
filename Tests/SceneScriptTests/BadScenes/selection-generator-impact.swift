// expect: 6:39: UISelectionFeedbackGenerator has no method 'impactOccurred'
// hint: supported: prepare(), selectionChanged()
struct Stepper2: View {
    @State private var index = 0
    init() {
        UISelectionFeedbackGenerator().impactOccurred()
    }
    var body: some View {
        Button("Next") { index += 1 }
    }
}
#Preview { Stepper2() }
