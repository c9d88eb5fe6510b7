// expect: 5:22: unknown modifier 'foregroundStyl'
// hint: closest match 'foregroundStyle'
struct ContentView: View {
    var body: some View {
        Text("Hello").foregroundStyl(.red)
    }
}
