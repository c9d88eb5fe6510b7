// expect: 4:39: enum case 'circle' needs its associated values — .circle(radius:)
enum Shape { case circle(radius: Double), square(Double) }
struct ContentView: View {
    @State private var shape: Shape = .circle
    var body: some View { Text("shape") }
}
