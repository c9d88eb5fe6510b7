// expect: 5:9: @State 'count' can only change in an action (Button, onAppear, task, onTapGesture, withAnimation), not while the view is built
struct ContentView: View {
    @State private var count = 0
    func bump() -> Int {
        count += 1
        return count
    }
    var body: some View { Text("\(bump())") }
}
