// expect: 8:27: cannot assign to 'model': it refers to an object — change its properties (model.property = …)
final class Model: ObservableObject {
    @Published var count = 0
}
struct Counter: View {
    @ObservedObject var model: Model
    var body: some View {
        Button("Reset") { model = Model() }
    }
}
Counter(model: Model())
