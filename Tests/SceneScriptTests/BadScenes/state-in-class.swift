// expect: 3:12: @State is only allowed in a View
final class Model: ObservableObject {
    @State var count = 0
}
Text("x")
