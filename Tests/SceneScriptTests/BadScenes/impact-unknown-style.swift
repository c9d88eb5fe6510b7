// expect: 5:59: 'UIImpactFeedbackGenerator.FeedbackStyle' has no case 'strong'
// hint: supported: heavy, light, medium, rigid, soft
struct Tapper: View {
    @State private var taps = 0
    private let haptic = UIImpactFeedbackGenerator(style: .strong)
    var body: some View {
        Button("Tap") {
            haptic.impactOccurred()
            taps += 1
        }
    }
}
#Preview { Tapper() }
