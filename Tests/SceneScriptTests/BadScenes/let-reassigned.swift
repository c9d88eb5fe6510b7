// expect: 7:13: cannot assign to 'step': it is a 'let' constant
struct ContentView: View {
    @State private var on = false
    var body: some View {
        Button("Go") {
            let step = 1
            step = 2
        }
    }
}
