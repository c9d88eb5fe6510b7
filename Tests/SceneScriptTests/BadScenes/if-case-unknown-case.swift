// expect: 6:17: 'sqaure' is not a case of Shape; did you mean '.square'? — cases of Shape: .circle, .square
enum Shape { case circle(radius: Double), square(Double) }
struct ContentView: View {
    let shape = Shape.square(3)
    var body: some View {
        if case .sqaure(let side) = shape {
            Text("side \(side)")
        }
    }
}
