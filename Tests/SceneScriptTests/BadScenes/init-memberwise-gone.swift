// expect: 8:1: 'Card' has no memberwise initializer: it declares its own 'init'
struct Card: View {
    let title: String
    let count: Int
    init(_ title: String) { self.title = title; self.count = 0 }
    var body: some View { Text(title) }
}
Card(title: "x", count: 2)
