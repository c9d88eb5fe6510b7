// expect: 5:28: bindings ('$on') are not supported
struct ContentView: View {
    @State private var on = false
    var body: some View {
        Toggle("On", isOn: $on)
    }
}
