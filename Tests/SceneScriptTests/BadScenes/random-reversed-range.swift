// expect: 6:43: range requires lowerBound <= upperBound (10.0 > -10.0)
// hint: the smaller bound first, e.g. -10...10
struct Jitter: View {
    var body: some View {
        Circle()
            .offset(x: CGFloat.random(in: 10...(-10)))
    }
}
#Preview { Jitter() }
