// expect: 4:37: .environmentObject(_:) needs a class instance, found an Int
struct ContentView: View {
    var body: some View {
        Text("x").environmentObject(42)
    }
}
