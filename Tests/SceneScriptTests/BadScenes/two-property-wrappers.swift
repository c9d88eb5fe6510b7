// expect: 3:12: a property can have only one property wrapper here
struct ContentView: View {
    @State @Binding var on: Bool
    var body: some View { Text("x") }
}
