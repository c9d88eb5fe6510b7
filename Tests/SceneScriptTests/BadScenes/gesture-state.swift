// expect: 3:5: property wrapper '@GestureState' is not supported — @State (a clip has no gestures, storage or focus)
struct ContentView: View {
    @GestureState private var dragging = false
    var body: some View { Text("x") }
}
