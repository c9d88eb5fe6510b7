// expect: 6:37: '%d' needs an Int, found a Double
// hint: Int(x), or %f / %.0f for a Double
struct Progress: View {
    let fraction = 0.75
    var body: some View {
        Text(String(format: "%d%%", fraction * 100))
    }
}
#Preview { Progress() }
