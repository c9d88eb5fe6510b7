// expect: 5:20: cannot tell what '.red' is here; write its type
// hint: for example Color.red
struct ContentView: View {
    var body: some View {
        let tint = .red
        Circle().fill(tint)
    }
}
