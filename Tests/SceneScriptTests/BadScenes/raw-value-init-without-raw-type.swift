// expect: 4:35: no initializer of 'Shape' takes (rawValue:) — a case such as .circle, or an init(…) { self = … } in the enum
enum Shape { case circle, square }
struct ContentView: View {
    var body: some View { Text("\(Shape(rawValue: 1) == nil)") }
}
