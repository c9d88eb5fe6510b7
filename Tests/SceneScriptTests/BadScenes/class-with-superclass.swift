// expect: 2:7: a superclass or conformance 'UIViewController' is not supported — class Model: ObservableObject { … } or @Observable class Model { … }
final class Controller: UIViewController {
    var count = 0
}
Text("x")
