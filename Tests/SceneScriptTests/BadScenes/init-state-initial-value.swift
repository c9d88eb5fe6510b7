// expect: 5:9: @State 'count' cannot be set in an initializer
struct Counter: View {
    @State private var count = 0
    init(start: Int) {
        _count = State(initialValue: start)
    }
    var body: some View { Text("\(count)") }
}
Counter(start: 3)
