// expect: 6:12: unknown name 'isVisbile'
// hint: did you mean 'isVisible'?
struct ContentView: View {
    @State private var isVisible = false
    var body: some View {
        if isVisbile {
            Text("shown")
        }
    }
}
