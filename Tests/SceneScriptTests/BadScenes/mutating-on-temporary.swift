// expect: 8:26: cannot use mutating member 'increment' on immutable value: function call returns immutable value — store it in a 'var' (or a @State) first
struct Counter {
    var value = 0
    mutating func increment() { value += 1 }
}
struct ContentView: View {
    var body: some View {
        Text("\(Counter().increment())")
    }
}
