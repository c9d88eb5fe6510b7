// expect: 5:9: '_count' is the @State itself: assign State(initialValue: …) — _count = State(initialValue: value), or self.count = value
struct Counter: View {
    @State private var count: Int
    init(start: Int) {
        _count = start
    }
    var body: some View { Text("\(count)") }
}
Counter(start: 1)
