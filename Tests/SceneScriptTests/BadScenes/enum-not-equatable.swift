// expect: 5:32: binary operator '==' cannot be applied to two 'Load' operands — declare it Equatable: enum Load: Equatable { … }
enum Load { case idle, done(count: Int) }
struct ContentView: View {
    @State private var load = Load.idle
    var body: some View { Text(load == .idle ? "idle" : "done") }
}
