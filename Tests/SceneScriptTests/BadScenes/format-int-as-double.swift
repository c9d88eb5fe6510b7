// expect: 6:41: '%.1f' needs a Double, found an Int
// hint: Double(n), or %d for an Int
struct Score: View {
    let points = 42
    var body: some View {
        Text(String(format: "%.1f pts", points))
    }
}
#Preview { Score() }
