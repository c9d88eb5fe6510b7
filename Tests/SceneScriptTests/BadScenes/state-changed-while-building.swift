// expect: 5:9: @State 'count' can only change in an action (Button, onAppear, task, onTapGesture, withAnimation), not while the view is built
struct ContentView: View {
    @State private var count = 0
    var body: some View {
        count += 1
        return Text("\(count)")
    }
}
