// expect: 4:14: 'mutating' is not valid on instance methods in classes — func bump(…) (a class's methods change its properties in place)
class Model: ObservableObject {
    @Published var count = 0
    mutating func bump() { count += 1 }
}
Text("model")
