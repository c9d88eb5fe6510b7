// expect: 8:41: expected a Binding here, found a Bool — $name for a @State or @Binding name, or .constant(value)
struct Toggle2: View {
    @Binding var isOn: Bool
    var body: some View { Circle().fill(isOn ? Color.green : Color.gray) }
}
struct ContentView: View {
    @State private var on = false
    var body: some View { Toggle2(isOn: on) }
}
