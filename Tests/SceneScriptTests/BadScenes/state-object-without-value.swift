// expect: 4:26: @StateObject var 'model' needs an initial value — @StateObject private var model = Model()
final class Model: ObservableObject {}
struct ContentView: View {
    @StateObject private var model: Model
    var body: some View { Text("x") }
}
