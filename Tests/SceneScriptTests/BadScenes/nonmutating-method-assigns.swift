// expect: 4:24: cannot assign to property: 'self' is immutable — mark the method 'mutating'
struct Counter {
    var value = 0
    func increment() { value += 1 }
}
struct ContentView: View {
    @State private var counter = Counter()
    var body: some View {
        Button("\(counter.value)") { counter.increment() }.onAppear { counter.increment() }
    }
}
