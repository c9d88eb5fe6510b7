// expect: 3:16: @Published is only allowed in a class — class Model: ObservableObject { @Published var … }
struct Settings {
    @Published var volume = 0.5
}
Text("x")
