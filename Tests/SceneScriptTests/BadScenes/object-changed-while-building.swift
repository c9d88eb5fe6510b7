// expect: 8:14: 'Model.count' can only change in an action, not while the view is built
final class Model: ObservableObject {
    @Published var count = 0
}
struct ContentView: View {
    @StateObject private var model = Model()
    var body: some View {
        model.count = 2
        return Text("\(model.count)")
    }
}
