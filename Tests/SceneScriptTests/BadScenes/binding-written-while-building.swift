// expect: 5:9: a Binding can only be written in an action (Button, onAppear, task, onTapGesture, withAnimation), not while the view is built
struct Child: View {
    @Binding var value: Int
    var body: some View {
        value = 3
        return Text("\(value)")
    }
}
struct ContentView: View {
    @State private var n = 0
    var body: some View { Child(value: $n) }
}
