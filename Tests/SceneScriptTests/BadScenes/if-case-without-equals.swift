// expect: 6:35: expected '=' after the pattern of 'if case', found '==' — if case .value(let x) = expression
enum Shape { case circle(radius: Double), square(Double) }
struct ContentView: View {
    let shape = Shape.square(3)
    var body: some View {
        if case .square(let side) == shape {
            Text("side \(side)")
        }
    }
}
