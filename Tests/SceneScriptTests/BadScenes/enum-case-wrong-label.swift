// expect: 4:37: wrong associated values for 'Shape.circle' — expected .circle(radius:)
enum Shape { case circle(radius: Double), square(Double) }
struct ContentView: View {
    @State private var shape = Shape.circle(r: 2)
    var body: some View { Text("shape") }
}
